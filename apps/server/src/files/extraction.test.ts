import type { FormDto, RecordDto, RecordFileDto } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, docxOf, pdfOf, sendParts } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { pngOf } from '../../test/image-fixtures.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';

const t = useCompanyServer('extraction.co');

let form: FormDto;

const textsOf = (file: RecordFileDto) =>
  ownerQuery<{ version: number; text_content: string | null }>(
    t.server,
    'SELECT version, text_content FROM file_versions WHERE file_id = $1 ORDER BY version',
    [file.id],
  );

beforeAll(async () => {
  ({ form } = await designForm(t.asAdmin, [textbox('Referencia')]));
});

describe('the text of a record’s files', () => {
  it('is read by the job runner after the upload answered: PDF, Word and text; none in a picture', async () => {
    const record: RecordDto = (
      await t.asAdmin('POST', `/form/forms/${form.id}/records/`, {
        subject: 'Contrato con anexos',
        support_type: 2,
        document_date: '2026-01-15',
      })
    ).json();
    const files = await attached(t.server, t.company.adminToken, record, [
      { name: 'contrato.pdf', content: await pdfOf(['Arrendamiento de bodega', 'Cláusula penal']) },
      { name: 'anexo.docx', content: await docxOf(['Póliza de cumplimiento', 'Garantía única']) },
      { name: 'fachada.png', content: pngOf(2, 2) },
    ]);
    const [pdf, docx, png] = files as [RecordFileDto, RecordFileDto, RecordFileDto];
    expect(await textsOf(pdf)).toEqual([{ version: 1, text_content: null }]);
    await t.server.app.services.jobs.runDue();
    expect((await textsOf(pdf))[0]?.text_content).toBe('Arrendamiento de bodega Cláusula penal');
    expect((await textsOf(docx))[0]?.text_content).toBe('Póliza de cumplimiento Garantía única');
    expect((await textsOf(png))[0]?.text_content).toBe('');
    const pages = await ownerQuery<{ pages: number | null }>(
      t.server,
      'SELECT pages FROM file_versions WHERE file_id = ANY($1::uuid[]) ORDER BY file_id = $2 DESC',
      [[pdf.id, png.id], pdf.id],
    );
    expect(pages.map((row) => row.pages)).toEqual([2, null]);
    const [notes] = await attached(t.server, t.company.adminToken, record, [
      { name: 'notas.txt', content: 'Reunión   con\nel   proveedor' },
    ]);
    await t.server.app.services.jobs.runDue();
    expect((await textsOf(notes as RecordFileDto))[0]?.text_content).toBe(
      'Reunión con el proveedor',
    );
  });

  it('is read again for each new version', async () => {
    const record: RecordDto = (
      await t.asAdmin('POST', `/form/forms/${form.id}/records/`, {
        subject: 'Cotización revisada',
        support_type: 2,
        document_date: '2026-01-15',
      })
    ).json();
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'cotizacion.pdf', content: await pdfOf(['Primera cotización']) },
    ])) as [RecordFileDto];
    await sendParts(t.server, 'POST', `/file/${file.id}/versions/`, t.company.adminToken, [
      { file: 'file', filename: 'cotizacion.pdf', content: await pdfOf(['Cotización final']) },
    ]);
    await t.server.app.services.jobs.runDue();
    expect(await textsOf(file)).toEqual([
      { version: 1, text_content: 'Primera cotización' },
      { version: 2, text_content: 'Cotización final' },
    ]);
  });
});
