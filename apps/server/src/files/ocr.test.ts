import { createHash } from 'node:crypto';
import type { ErrorBody, FormDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  found,
  listed,
  newRecord,
  scannedPdf,
  scannedPng,
  scannedTiff,
  untilRead,
} from '../../test/scan-fixtures.ts';
import { useCompanyServer } from '../../test/test-server.ts';
import { textOf } from './files.text.ts';

/**
 * Scans read by Tesseract (issue 48 point 2), the real program on scans the tests draw: their
 * words are found by the records' search, the file says how it was read, and the viewer gets a
 * searchable PDF while the original stays as it came.
 */
const t = useCompanyServer('ocr.co');

let form: FormDto;

beforeAll(async () => {
  ({ form } = await designForm(t.asAdmin, [textbox('Referencia')]));
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function content(file: RecordFileDto, searchable: boolean) {
  const answer = await t.asAdmin(api.files.download, {
    params: { id: file.id },
    query: searchable ? { rendition: 'searchable' } : {},
  });
  return {
    status: answer.statusCode,
    type: answer.headers['content-type'],
    bytes: answer.rawPayload,
  };
}

describe('a scanned page', () => {
  it('is read after the upload answered, and its record is found by the words on it', async () => {
    const record = await newRecord(t, form.id, 'Carta recibida por ventanilla');
    const scan = await scannedPng(['Solicitud de certificado laboral', 'Bogota quince de enero']);
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'carta.png', content: scan },
    ])) as [RecordFileDto];
    expect(await found(t, form.id, 'certificado laboral')).toEqual([]);

    const read = await untilRead(t, file);
    expect(read?.reading).toMatchObject({ state: 'read', pages: 1, problem: null });
    expect(read?.reading?.confidence).toBeGreaterThan(60);
    // The viewer shows the searchable PDF made of it.
    expect(read?.viewer).toBe('pdf');
    expect(await found(t, form.id, 'certificado laboral')).toEqual([record.number]);

    const original = await content(file, false);
    expect(original.type).toBe('image/png');
    expect(sha256(original.bytes)).toBe(sha256(scan));
    const searchable = await content(file, true);
    expect(searchable.type).toBe('application/pdf');
    expect((await textOf(searchable.bytes, 'application/pdf')).toLowerCase()).toContain(
      'certificado laboral',
    );
  });

  it('is read again when asked, and a file that is no scan is not (80050)', async () => {
    const record = await newRecord(t, form.id, 'Oficio escaneado dos veces');
    const [scan, notes] = (await attached(t.server, t.company.adminToken, record, [
      {
        name: 'oficio.png',
        content: await scannedPng(['Oficio de traslado', 'Expediente minero']),
      },
      { name: 'notas.txt', content: 'Notas del recibo' },
    ])) as [RecordFileDto, RecordFileDto];
    await untilRead(t, scan);
    const again = await t.asAdmin(api.files.readAgain, { params: { id: scan.id } });
    expect(again.statusCode).toBe(202);
    expect(again.json().reading?.state).toBe('queued');
    expect((await untilRead(t, scan))?.reading?.state).toBe('read');
    expect(await found(t, form.id, 'traslado minero')).toEqual([record.number]);

    const refused = await t.asAdmin(api.files.readAgain, { params: { id: notes.id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe(80050);
    const listedNotes = await listed(t, notes);
    expect(listedNotes?.reading).toBeNull();
    expect(listedNotes?.abilities.readAgain).toBe(false);
  });
});

describe('a scan of several pages', () => {
  it('as a PDF without text of its own: every page read into one searchable PDF', async () => {
    const record = await newRecord(t, form.id, 'Derecho de peticion escaneado');
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      {
        name: 'peticion.pdf',
        content: await scannedPdf([['Derecho de peticion'], ['Anexo copia de la escritura']]),
      },
    ])) as [RecordFileDto];
    const read = await untilRead(t, file);
    expect(read?.reading).toMatchObject({ state: 'read', pages: 2 });
    expect(await found(t, form.id, 'escritura')).toEqual([record.number]);
    const searchable = await content(file, true);
    expect((await textOf(searchable.bytes, 'application/pdf')).toLowerCase()).toContain('anexo');
  });

  it('as a multi-page TIFF', async () => {
    const record = await newRecord(t, form.id, 'Tutela escaneada');
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      {
        name: 'tutela.tif',
        content: await scannedTiff([['Accion de tutela'], ['Juzgado segundo civil']]),
      },
    ])) as [RecordFileDto];
    const read = await untilRead(t, file);
    expect(read?.reading).toMatchObject({ state: 'read', pages: 2 });
    expect(await found(t, form.id, 'juzgado civil')).toEqual([record.number]);
  });

  it('a PDF with text of its own is not read', async () => {
    const record = await newRecord(t, form.id, 'Contrato digital');
    const { pdfOf } = await import('../../test/file-fixtures.ts');
    const [file] = (await attached(t.server, t.company.adminToken, record, [
      { name: 'contrato.pdf', content: await pdfOf(['Contrato de arrendamiento de bodega']) },
    ])) as [RecordFileDto];
    await t.server.app.jobs.runDue();
    expect((await listed(t, file))?.reading).toBeNull();
    expect(await found(t, form.id, 'arrendamiento')).toEqual([record.number]);
  });
});
