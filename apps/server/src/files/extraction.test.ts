import type { FormDto, RecordDto, RecordFileDto, RecordListDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, docxOf, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { pngOf } from '../../test/image-fixtures.ts';
import { ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';

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
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Contrato con anexos',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const files = await attached(t.server, t.company.adminToken, record, [
      { name: 'contrato.pdf', content: await pdfOf(['Arrendamiento de bodega', 'Cláusula penal']) },
      { name: 'anexo.docx', content: await docxOf(['Póliza de cumplimiento', 'Garantía única']) },
      { name: 'fachada.png', content: pngOf(2, 2) },
    ]);
    const [pdf, docx, png] = files as [RecordFileDto, RecordFileDto, RecordFileDto];
    expect(await textsOf(pdf)).toEqual([{ version: 1, text_content: null }]);
    await t.server.app.jobs.runDue();
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
    await t.server.app.jobs.runDue();
    expect((await textsOf(notes as RecordFileDto))[0]?.text_content).toBe(
      'Reunión con el proveedor',
    );
  });

  it('is read again for each new version', async () => {
    const record: RecordDto = (
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Cotización revisada',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'cotizacion.pdf', content: await pdfOf(['Primera cotización']) },
    ])) as [RecordFileDto];
    await send(
      t.server,
      api.files.addVersion,
      {
        params: { id: file.id },
        body: [
          { file: 'file', filename: 'cotizacion.pdf', content: await pdfOf(['Cotización final']) },
        ],
      },
      { token: t.company.adminToken },
    );
    await t.server.app.jobs.runDue();
    expect(await textsOf(file)).toEqual([
      { version: 1, text_content: 'Primera cotización' },
      { version: 2, text_content: 'Cotización final' },
    ]);
  });
});

describe('the records’ full-text search', () => {
  const token = () => t.company.adminToken;
  /** The rows of the form's list a full-text search finds. */
  const searched = async (text: string) =>
    (
      (
        await t.asAdmin(api.records.searchFilter, { params: { id: form.id }, body: { text } })
      ).json() as RecordListDto
    ).items;

  it('finds a record by a word only in its file’s text, says so, and forgets it while the file is in the trash', async () => {
    const record: RecordDto = (
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Solicitud con soporte',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const [pdf, notes] = (await attached(t.server, token(), record, [
      { name: 'avaluo.pdf', content: await pdfOf(['Avalúo del inmueble hipotecado']) },
      { name: 'notas.txt', content: 'Entrega del peritaje topográfico' },
    ])) as [RecordFileDto, RecordFileDto];
    expect(await searched('hipotecado')).toEqual([]);
    await t.server.app.jobs.runDue();
    const [row] = await searched('hipotecado');
    expect(row).toMatchObject({ id: record.id, matched_in_files: true, matches: [] });
    expect((await searched('topográfico')).map((found) => found.id)).toEqual([record.id]);
    // A word in the subject, the other in the file: found thanks to the file, subject marked.
    expect(await searched('solicitud hipotecado')).toMatchObject([
      { matched_in_files: true, matches: ['Solicitud'] },
    ]);
    expect(await searched('soporte')).toMatchObject([{ id: record.id, matched_in_files: false }]);

    await send(
      t.server,
      api.files.moveToTrash,
      { params: { id: pdf.id }, body: { reason: 'Archivo equivocado' } },
      { token: token() },
    );
    expect(await searched('hipotecado')).toEqual([]);
    expect((await searched('topográfico')).map((found) => found.id)).toEqual([record.id]);
    await send(
      t.server,
      api.trash.act,
      { query: { action: 1 }, body: { files: [pdf.id] } },
      { token: token() },
    );
    expect(await searched('hipotecado')).toMatchObject([{ id: record.id, matched_in_files: true }]);

    await send(
      t.server,
      api.files.moveToTrash,
      { params: { id: notes.id }, body: { reason: 'Archivo equivocado' } },
      { token: token() },
    );
    await send(
      t.server,
      api.trash.act,
      { query: { action: 2 }, body: { files: [notes.id] } },
      { token: token() },
    );
    expect(await searched('topográfico')).toEqual([]);
    expect((await searched('hipotecado')).map((found) => found.id)).toEqual([record.id]);
  });

  it('finds a record by its files’ names, whole or by their words, as they are renamed and trashed', async () => {
    const record: RecordDto = (
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Cobro de servicios',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const [file] = (await attached(t.server, token(), record, [
      { name: 'factura-0099.pdf', content: await pdfOf(['Total a pagar']) },
    ])) as [RecordFileDto];
    // Named, the file is found at once: its text waits for the job, its name does not.
    for (const words of ['factura-0099.pdf', 'factura']) {
      expect(await searched(words)).toMatchObject([{ id: record.id, matched_in_files: true }]);
    }
    await send(
      t.server,
      api.files.update,
      { params: { id: file.id }, body: { name: 'recibo_0100.pdf', subject: file.subject } },
      { token: token() },
    );
    expect(await searched('factura')).toEqual([]);
    expect((await searched('recibo')).map((found) => found.id)).toEqual([record.id]);
    await send(
      t.server,
      api.files.moveToTrash,
      { params: { id: file.id }, body: { reason: 'Archivo equivocado' } },
      { token: token() },
    );
    expect(await searched('recibo')).toEqual([]);
  });

  it('finds a record by a file name typed with its hyphens, as by each of its words', async () => {
    const record: RecordDto = (
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Local comercial',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    await attached(t.server, token(), record, [
      { name: 'contrato-arriendo.pdf', content: await pdfOf(['Canon mensual']) },
    ]);
    // Issue 45 point 11: "contrato-arriendo" once found nothing.
    for (const words of [
      'contrato-arriendo',
      'contrato',
      'arriendo',
      'contrato_arriendo',
      'contrato-arriendo.pdf',
    ]) {
      // Other records of the form hold a "contrato" too.
      const found = (await searched(words)).find((row) => row.id === record.id);
      expect(found, words).toMatchObject({ matched_in_files: true });
    }
    // A hyphen before a word still leaves it out, as a search box's "-" does.
    const excluded = await searched('contrato -arriendo');
    expect(excluded.map((row) => row.id)).not.toContain(record.id);
  });

  it('reads only the current version of a file', async () => {
    const record: RecordDto = (
      await t.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Oferta revisada',
          support_type: 2,
          document_date: '2026-01-15',
        },
      })
    ).json();
    const [file] = (await attached(t.server, token(), record, [
      { name: 'oferta.pdf', content: await pdfOf(['Propuesta preliminar']) },
    ])) as [RecordFileDto];
    await t.server.app.jobs.runDue();
    expect((await searched('preliminar')).map((found) => found.id)).toEqual([record.id]);
    await send(
      t.server,
      api.files.addVersion,
      {
        params: { id: file.id },
        body: [
          { file: 'file', filename: 'oferta.pdf', content: await pdfOf(['Propuesta definitiva']) },
        ],
      },
      { token: token() },
    );
    await t.server.app.jobs.runDue();
    expect(await searched('preliminar')).toEqual([]);
    expect((await searched('definitiva')).map((found) => found.id)).toEqual([record.id]);
  });
});
