import { describe, expect, it } from 'vitest';
import {
  ControlTypeValue,
  controlsFor,
  DataTypeValue,
  FieldCreateInput,
  FieldDefinitionInput,
  FieldListDto,
  FieldOrderInput,
} from './form-fields.ts';

const listId = '5f0c1b2a-3d4e-4f60-8a7b-9c0d1e2f3a4b';
const formId = '6a1d2c3b-4e5f-4a71-9b8c-0d1e2f3a4b5c';
const fieldA = '7b2e3d4c-5f60-4b82-8c9d-1e2f3a4b5c6d';
const fieldB = '8c3f4e5d-6071-4c93-9d0e-2f3a4b5c6d7e';

/** A valid definition of every control, with the options that control may carry. */
const valid = {
  textbox: {
    label: 'Asunto',
    type_data: 'text',
    control_data: 'textbox',
    required: true,
    unique: true,
    search_field: true,
    sticker: true,
    len_min_chars: 4,
    len_max_chars: 200,
  },
  textarea: {
    label: 'Observaciones',
    type_data: 'text',
    control_data: 'textarea',
    len_max_chars: 1000,
  },
  combobox: { label: 'Ciudad', type_data: 'text', control_data: 'combobox', item_link: listId },
  label: { label: 'Datos del remitente', type_data: 'text', control_data: 'label' },
  numeric: {
    label: 'Valor',
    type_data: 'integer',
    control_data: 'numeric',
    allowed_negative: true,
  },
  datepicker: {
    label: 'Vence',
    type_data: 'date',
    control_data: 'datepicker',
    show_pass_dates: true,
    edit_manually: true,
  },
  datetimepicker: {
    label: 'Cita',
    type_data: 'datetime',
    control_data: 'datetimepicker',
    show_pass_dates: true,
  },
  lookup: {
    label: 'Contrato',
    type_data: 'text',
    control_data: 'lookup',
    form_lookup_name: formId,
    form_lookup_fields: [fieldA, fieldB],
  },
} satisfies Record<ControlTypeValue, FieldDefinitionInput>;

/** The [path, message] pairs a definition is refused with; [] when it is accepted. */
function problems(input: unknown): [string, string][] {
  const result = FieldDefinitionInput.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('controls by data type', () => {
  it('offer every control for exactly one data type', () => {
    const offered = DataTypeValue.options.flatMap(controlsFor).sort();
    expect(offered).toEqual([...ControlTypeValue.options].sort());
  });

  it('match the spec', () => {
    expect(controlsFor('text')).toEqual(['textbox', 'textarea', 'combobox', 'label', 'lookup']);
    expect(controlsFor('integer')).toEqual(['numeric']);
    expect(controlsFor('date')).toEqual(['datepicker']);
    expect(controlsFor('datetime')).toEqual(['datetimepicker']);
  });
});

describe('a field definition', () => {
  it.each(Object.entries(valid))('of a %s is accepted', (_control, input) => {
    expect(problems(input)).toEqual([]);
  });

  it('fills the options the wizard leaves out with their defaults', () => {
    expect(FieldDefinitionInput.parse(valid.label)).toMatchObject({
      required: false,
      hide: false,
      unique: false,
      search_field: false,
      sticker: false,
      len_min_chars: null,
      item_link: null,
      form_lookup_fields: null,
    });
  });

  it('requires a label of 1 to 100 characters', () => {
    expect(problems({ ...valid.textbox, label: '   ' })).toEqual([['label', 'fieldRequired']]);
    expect(problems({ ...valid.textbox, label: 'x'.repeat(101) })).toEqual([
      ['label', 'validation.between?min=1&max=100'],
    ]);
  });

  it.each([
    ['integer', 'textbox'],
    ['text', 'numeric'],
    ['date', 'datetimepicker'],
    ['datetime', 'datepicker'],
    ['integer', 'lookup'],
  ])('refuses a %s field drawn as a %s', (type_data, control_data) => {
    expect(problems({ label: 'Campo', type_data, control_data })).toContainEqual([
      'control_data',
      'validation.controlDataType',
    ]);
  });

  it('refuses a zero or negative length with notZero, and one above 1000', () => {
    expect(problems({ ...valid.textbox, len_min_chars: 0 })).toEqual([
      ['len_min_chars', 'validation.notZero'],
    ]);
    expect(problems({ ...valid.textbox, len_max_chars: -3 })).toEqual([
      ['len_max_chars', 'validation.notZero'],
    ]);
    expect(problems({ ...valid.textbox, len_max_chars: 1001 })).toEqual([
      ['len_max_chars', 'validation.maxValue?max=1000'],
    ]);
    expect(problems({ ...valid.textbox, len_min_chars: 2.5 })).toEqual([
      ['len_min_chars', 'validation.invalid'],
    ]);
  });

  it('refuses a minimum length above the maximum, and accepts them equal', () => {
    expect(problems({ ...valid.textbox, len_min_chars: 10, len_max_chars: 9 })).toEqual([
      ['len_min_chars', 'validation.minAboveMax'],
    ]);
    expect(problems({ ...valid.textbox, len_min_chars: 10, len_max_chars: 10 })).toEqual([]);
  });

  it('requires the list of a combobox', () => {
    expect(problems({ ...valid.combobox, item_link: null })).toEqual([
      ['item_link', 'fieldRequired'],
    ]);
    expect(problems({ ...valid.combobox, item_link: 'not-a-uuid' })).toEqual([
      ['item_link', 'validation.invalid'],
    ]);
  });

  it('requires the form and exactly two distinct fields of a lookup', () => {
    const twoFields = 'validation.lookupFields?count=2';
    expect(problems({ ...valid.lookup, form_lookup_name: null })).toEqual([
      ['form_lookup_name', 'fieldRequired'],
    ]);
    expect(problems({ ...valid.lookup, form_lookup_fields: [fieldA] })).toEqual([
      ['form_lookup_fields', twoFields],
    ]);
    expect(problems({ ...valid.lookup, form_lookup_fields: [fieldA, fieldA] })).toEqual([
      ['form_lookup_fields', twoFields],
    ]);
    expect(problems({ ...valid.lookup, form_lookup_fields: [fieldA, fieldB, formId] })).toEqual([
      ['form_lookup_fields', twoFields],
    ]);
    expect(problems({ ...valid.lookup, form_lookup_fields: null })).toEqual([
      ['form_lookup_fields', twoFields],
    ]);
  });

  it.each([
    ['len_min_chars', 3, valid.numeric],
    ['len_max_chars', 30, valid.combobox],
    ['item_link', listId, valid.textbox],
    ['allowed_negative', true, valid.textbox],
    ['show_pass_dates', true, valid.numeric],
    ['edit_manually', true, valid.lookup],
    ['form_lookup_name', formId, valid.combobox],
    ['form_lookup_fields', [fieldA, fieldB], valid.datepicker],
    ['required', true, valid.label],
    ['unique', true, valid.label],
    ['search_field', true, valid.label],
    ['sticker', true, valid.label],
  ])('refuses %s = %j on a control it does not apply to', (option, value, input) => {
    expect(problems({ ...input, [option]: value })).toEqual([[option, 'validation.notForControl']]);
  });

  it('accepts options left at their unset value on any control', () => {
    const unset = {
      required: false,
      unique: false,
      search_field: false,
      sticker: false,
      len_min_chars: null,
      len_max_chars: null,
      item_link: null,
      allowed_negative: false,
      show_pass_dates: false,
      edit_manually: false,
      form_lookup_name: null,
      form_lookup_fields: [],
    };
    expect(problems({ ...unset, ...valid.label })).toEqual([]);
    expect(problems({ ...unset, ...valid.numeric })).toEqual([]);
  });

  it('reports several problems at once, each on its own path', () => {
    const input = { ...valid.label, label: 'x'.repeat(101), len_min_chars: 5, len_max_chars: 3 };
    expect(problems(input)).toEqual([
      ['label', 'validation.between?min=1&max=100'],
      ['len_min_chars', 'validation.notForControl'],
      ['len_max_chars', 'validation.notForControl'],
      ['len_min_chars', 'validation.minAboveMax'],
    ]);
  });

  it('names its form when it is created, with the same rules', () => {
    expect(FieldCreateInput.safeParse({ ...valid.textbox, form_id: formId }).success).toBe(true);
    const missingForm = FieldCreateInput.safeParse(valid.textbox);
    expect(missingForm.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['form_id']);
    const noList = FieldCreateInput.safeParse({
      ...valid.combobox,
      item_link: null,
      form_id: formId,
    });
    expect(noList.error?.issues.map((issue) => issue.message)).toEqual(['fieldRequired']);
  });
});

describe('field order and list', () => {
  it('takes a position from 1', () => {
    expect(FieldOrderInput.safeParse({ order: 1 }).success).toBe(true);
    expect(FieldOrderInput.safeParse({ order: 0 }).success).toBe(false);
    expect(FieldOrderInput.safeParse({ order: 1.5 }).success).toBe(false);
    expect(FieldOrderInput.safeParse({}).error?.issues[0]?.message).toBe('fieldRequired');
  });

  it('lists fields with the flags the designer needs', () => {
    const field = {
      ...FieldDefinitionInput.parse(valid.textbox),
      item_link_parent: null,
      id: fieldA,
      form_id: formId,
      order: 1,
      status: 1,
      created_at: '2026-01-01T00:00:00+00:00',
      updated_at: '2026-01-01T00:00:00+00:00',
      abilities: { edit: true, delete: true, move: true },
    };
    const list = { items: [field], pages: 1, count: 1, has_records: false, edit_fields: true };
    expect(FieldListDto.parse(list)).toEqual(list);
  });
});
