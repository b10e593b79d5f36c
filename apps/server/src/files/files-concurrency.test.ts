import type { FieldDefinitionDto, FormDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf, uploadParts } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';

/**
 * Changes to one record's files sent at once (issue 35 point 2) run one after the other, the
 * record's lock taken first (decision 46): none fails, and the record ends as the last of them
 * left it. On PostgreSQL they used to cross: 500s from its search rows inserted twice, and 404s
 * for files that exist.
 */
const t = useCompanyServer('concurrent-files.co');
const { asAdmin } = t;

let form: FormDto;
let field: FieldDefinitionDto;
let pdf: Buffer;

beforeAll(async () => {
  const designed = await designForm(asAdmin, [textbox('Referencia')]);
  form = designed.form;
  field = designed.fields[0] as FieldDefinitionDto;
  pdf = await pdfOf(['Soporte']);
});

describe("changes to one record's files sent at once", () => {
  it('all succeed, and the record ends consistent', async () => {
    const filed = await asAdmin(api.records.file, {
      params: { id: form.id },
      body: {
        subject: 'Solicitud concurrida',
        support_type: 2,
        document_date: '2026-01-15',
        values: { [field.id]: 'inicial' },
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const record = filed.json();
    const [first, second] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'primero.pdf', content: pdf },
      { name: 'segundo.pdf', content: pdf },
    ])) as [RecordFileDto, RecordFileDto];
    const newVersion = (file: RecordFileDto) =>
      send(
        t.server,
        api.files.addVersion,
        { params: { id: file.id }, body: [{ file: 'file', filename: 'nueva.pdf', content: pdf }] },
        { token: t.company.adminToken },
      );
    const newFile = (n: number) =>
      send(
        t.server,
        api.files.upload,
        {
          params: { id: record.id },
          query: { action: 'detail' },
          body: uploadParts(record.form_id, [{ name: `nuevo-${n}.pdf`, content: pdf }]),
        },
        { token: t.company.adminToken },
      );
    const edit = (n: number) =>
      asAdmin(api.records.edit, {
        params: { formId: form.id, id: record.id },
        body: {
          subject: `Solicitud editada ${n}`,
          support_type: 2,
          document_date: '2026-01-15',
          values: { [field.id]: `referencia ${n}` },
        },
      });
    const five = [1, 2, 3, 4, 5];
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => newVersion(first)),
      ...Array.from({ length: 10 }, () => newVersion(second)),
      ...five.map(newFile),
      ...five.map(edit),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 300)).toEqual(
      [],
    );

    for (const file of [first, second]) {
      const versions = (await asAdmin(api.files.versions, { params: { id: file.id } })).json()
        .items;
      expect(versions.map((version: { version: number }) => version.version)).toEqual(
        Array.from({ length: 11 }, (_, at) => 11 - at),
      );
    }
    const files = (await asAdmin(api.files.list, { params: { id: record.id } })).json().items;
    expect(files).toHaveLength(7);

    // The record holds one of the edits, and its search rows say what it holds.
    const detail = (
      await asAdmin(api.records.get, { params: { id: form.id, recordId: record.id } })
    ).json();
    const n = five.find((at) => detail.subject === `Solicitud editada ${at}`);
    expect(detail.values[field.id]).toBe(`referencia ${n}`);
    const searched = await ownerQuery<{ text_value: string }>(
      t.server,
      'SELECT text_value FROM record_values WHERE record_id = $1 AND field_id = $2',
      [record.id, field.id],
    );
    expect(searched).toEqual([{ text_value: `referencia ${n}` }]);
  });
});
