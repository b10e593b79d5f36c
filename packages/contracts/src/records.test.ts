import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './record-values.ts';
import { fileRecordSchema, lookupValueText } from './records.ts';

const now = new Date('2026-05-10T10:03:00Z');

const subjectField: FieldDefinition = {
  id: 'summary',
  status: 1,
  control_data: 'textbox',
  required: true,
  hide: false,
  len_min_chars: null,
  len_max_chars: null,
  allowed_negative: false,
  show_pass_dates: false,
};
const hiddenField: FieldDefinition = {
  ...subjectField,
  id: 'internal',
  required: false,
  hide: true,
};

function messages(body: unknown): Record<string, string> {
  const result = fileRecordSchema([subjectField, hiddenField], { now }).safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('fileRecordSchema', () => {
  it('takes the record data trimmed and the values the filing form shows, and no other', () => {
    const parsed = fileRecordSchema([subjectField, hiddenField], { now }).parse({
      subject: '  Derecho de petición  ',
      support_type: 1,
      document_date: '2026-02-28',
      values: { summary: ' Solicitud ', internal: 'injected' },
    });
    expect(parsed).toEqual({
      subject: 'Derecho de petición',
      support_type: 1,
      document_date: '2026-02-28',
      values: { summary: 'Solicitud' },
    });
  });

  it('names each missing or wrong part with its message key', () => {
    expect(messages({ values: {} })).toEqual({
      subject: 'fieldRequired',
      support_type: 'fieldRequired',
      document_date: 'fieldRequired',
      'values.summary': 'fieldRequired',
    });
    expect(
      messages({ subject: 'Abc', support_type: 4, document_date: '2026-02-30', values: {} }),
    ).toMatchObject({
      subject: 'validation.between?min=4&max=1000',
      support_type: 'fieldRequired',
      document_date: 'validation.date',
    });
    expect(
      messages({ subject: 'Abcd', support_type: 3, document_date: '1949-12-31' }),
    ).toMatchObject({ document_date: 'validation.dateRange?min=1950&max=2106' });
  });
});

describe('lookupValueText', () => {
  it('joins the two shown values with a bar, an empty one left blank', () => {
    expect(lookupValueText(['900456789', 'Constructora Andina'])).toBe(
      '900456789 | Constructora Andina',
    );
    expect(lookupValueText(['52987456', null])).toBe('52987456 | ');
  });
});
