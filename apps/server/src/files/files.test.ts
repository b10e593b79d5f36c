import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ErrorBody, FormDto, QueryOf, RecordDto, RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf, uploadParts, windowsProgram, xlsxOf } from '../../test/file-fixtures.ts';
import { designForm, textbox, tokenWithFormGrant } from '../../test/form-fixtures.ts';
import { pngOf } from '../../test/image-fixtures.ts';
import { multipart } from '../../test/multipart.ts';
import {
  callAs,
  companyWithAdmin,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('files.co');
const { asAdmin } = t;

let form: FormDto;
let pdf: Buffer;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function fileRecord(token = t.company.adminToken): Promise<RecordDto> {
  const response = await send(
    t.server,
    api.records.file,
    {
      params: { id: form.id },
      body: { subject: 'Solicitud con soportes', support_type: 2, document_date: '2026-01-15' },
    },
    { token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const upload = (record: RecordDto, files: Parameters<typeof uploadParts>[1], token?: string) =>
  send(
    t.server,
    api.files.upload,
    { params: { id: record.id }, body: uploadParts(record.form_id, files) },
    { token: token ?? t.company.adminToken },
  );

const attach = (record: RecordDto, files: Parameters<typeof uploadParts>[1]) =>
  attached(t.server, t.company.adminToken, record, files);

/** Every object the company's files left in storage (disk in these tests). */
function storedObjects(): string[] {
  const root = path.join(t.server.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.parentPath.endsWith(`${path.sep}files`))
    .map((entry) => entry.name);
}

const list = (record: RecordDto, token = t.company.adminToken) =>
  send(t.server, api.files.list, { params: { id: record.id } }, { token });

const download = (
  file: RecordFileDto,
  query: QueryOf<typeof api.files.download> = {},
  headers: Record<string, string> = {},
  token = t.company.adminToken,
) => send(t.server, api.files.download, { params: { id: file.id }, query }, { token, headers });

beforeAll(async () => {
  ({ form } = await designForm(asAdmin, [textbox('Referencia')]));
  pdf = await pdfOf(['Contrato de arrendamiento', 'Segunda página']);
});

describe('attaching files to a record', () => {
  it('takes two files with their subjects, stored by content, hashed, and lists them', async () => {
    const record = await fileRecord();
    const png = pngOf(4, 4);
    const files = await attach(record, [
      { name: 'Contrato firmado.pdf', content: pdf, subject: 'Contrato del arriendo' },
      { name: 'Fotografía del predio.png', content: png, subject: 'Foto de la fachada' },
    ]);
    expect(files.map((file) => [file.name, file.subject, file.current.mime, file.viewer])).toEqual([
      ['Contrato firmado.pdf', 'Contrato del arriendo', 'application/pdf', 'pdf'],
      ['Fotografía del predio.png', 'Foto de la fachada', 'image/png', 'image'],
    ]);
    expect(files[0]?.current).toMatchObject({
      version: 1,
      size: pdf.length,
      sha256: sha256(pdf),
      user_name: t.company.admin.user.user_name,
    });
    expect(files[0]?.abilities).toEqual({
      view: true,
      edit: true,
      addVersion: true,
      trash: true,
      readAgain: true,
    });
    const listed = (await list(record)).json();
    expect(listed.items.map((file: RecordFileDto) => file.name)).toEqual([
      'Contrato firmado.pdf',
      'Fotografía del predio.png',
    ]);
    expect((await asAdmin(api.files.limits)).json()).toEqual({
      max_files: 3,
      max_bytes: 5_242_880,
      min_bytes: 1,
      name_max: 100,
    });
    expect(listed.abilities).toEqual({ upload: true });
    const [entry] = await ownerQuery<{ changes: { origin: string; attachments: unknown[] } }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE module = 'files' AND action = 'upload' AND entity_id = $1`,
      [record.id],
    );
    expect(entry?.changes.origin).toBe('detail');
    expect(entry?.changes.attachments).toEqual([
      { id: files[0]?.id, name: 'Contrato firmado.pdf' },
      { id: files[1]?.id, name: 'Fotografía del predio.png' },
    ]);
  });

  it('takes office documents, text, XML and e-mail, each told by its content', async () => {
    const record = await fileRecord();
    const files = await attach(record, [
      { name: 'Cuadro.xlsx', content: await xlsxOf([['Valor', '100']]) },
      { name: 'notas.txt', content: 'Notas de la reunión: sin novedad.' },
      {
        name: 'respuesta.eml',
        content: 'From: a@b.co\r\nTo: c@d.co\r\nSubject: Respuesta\r\n\r\nCuerpo del mensaje',
      },
    ]);
    expect(files.map((file) => file.current.mime)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'text/plain',
      'message/rfc822',
    ]);
    const xml = await attach(record, [
      { name: 'factura.xml', content: '<?xml version="1.0"?><Invoice><ID>1</ID></Invoice>' },
    ]);
    expect(xml[0]?.current.mime).toBe('application/xml');
  });
});

describe('what an upload refuses, naming each file (500054 with the names of 500036)', () => {
  it('refuses names the rules forbid, and keeps none of the request', async () => {
    const record = await fileRecord();
    const before = storedObjects().length;
    const response = await upload(record, [
      { name: 'bueno.pdf', content: pdf },
      { name: '.pdf', content: pdf },
      { name: `${'a'.repeat(97)}.pdf`, content: pdf },
      { name: 'a<b>.pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe(500054);
    expect(body.detail).toContain('.pdf, aaaa');
    expect(body.data?.['500036']).toBe(
      `Archivos rechazados: .pdf, ${'a'.repeat(97)}.pdf, a<b>.pdf`,
    );
    expect(Object.keys(body.data ?? {}).sort()).toEqual([
      '500036',
      'files.1',
      'files.2',
      'files.3',
    ]);
    expect(body.data?.['files.1']).toMatch(/^\.pdf: el nombre debe tener de 1 a 100 caracteres/);
    // The good file was stored while the request streamed, and deleted when it was refused.
    expect(storedObjects().length).toBe(before);
    expect((await list(record)).json().items).toEqual([]);
  });

  it('refuses a fourth file, a missing subject and a name ending in a dot', async () => {
    const record = await fileRecord();
    const four = await upload(record, [
      { name: 'uno.pdf', content: pdf },
      { name: 'dos.pdf', content: pdf },
      { name: 'tres.pdf', content: pdf },
      { name: 'cuatro.pdf', content: pdf },
    ]);
    expect(four.json<ErrorBody>().data ?? {}).toEqual({
      '500036': 'Archivos rechazados: cuatro.pdf',
      'files.3': 'cuatro.pdf: se pueden cargar como máximo 3 archivos a la vez.',
    });
    const subjectless = await upload(record, [
      { name: 'corto.pdf', content: pdf, subject: 'ab' },
      { name: 'punto.', content: pdf },
    ]);
    expect(subjectless.json<ErrorBody>().data?.['files.0']).toContain(
      'corto.pdf: el asunto es obligatorio',
    );
    expect(subjectless.json<ErrorBody>().data?.['files.1']).toContain('punto.: el nombre');
  });

  it('refuses by content: a renamed program, HTML, SVG, an archive, an empty file', async () => {
    const record = await fileRecord();
    const response = await upload(record, [
      { name: 'informe.pdf', content: windowsProgram },
      { name: 'pagina.txt', content: '<!DOCTYPE html><html><script>alert(1)</script></html>' },
      {
        name: 'logo.svg',
        content: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    ]);
    expect(response.json<ErrorBody>().data ?? {}).toMatchObject({
      'files.0': expect.stringContaining('informe.pdf: el tipo de archivo no está permitido'),
      'files.1': expect.stringContaining('pagina.txt: el tipo'),
      'files.2': expect.stringContaining('logo.svg: el tipo'),
    });
    const empty = await upload(record, [{ name: 'vacio.pdf', content: '' }]);
    expect(empty.json<ErrorBody>().data?.['files.0']).toBe(
      'vacio.pdf: no alcanza el tamaño mínimo de 1 bytes.',
    );
  }, 60_000);

  it('keeps a PDF/HTML polyglot as a PDF, never served as a page', async () => {
    const record = await fileRecord();
    const polyglot = Buffer.concat([
      pdf.subarray(0, 20),
      Buffer.from('<html><body><script>alert(document.domain)</script></body></html>'),
      pdf.subarray(20),
    ]);
    const [file] = await attach(record, [{ name: 'poliglota.pdf', content: polyglot }]);
    const shown = await download(file as RecordFileDto, { disposition: 'inline' });
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('refuses a file over the size limit, a company parameter', async () => {
    const record = await fileRecord();
    const big = Buffer.alloc(5_242_881, 0x20);
    big.write('%PDF-1.4\n');
    const response = await upload(record, [{ name: 'grande.pdf', content: big }]);
    expect(response.json<ErrorBody>().data?.['files.0']).toBe(
      'grande.pdf: supera el tamaño máximo de 5242880 bytes.',
    );
    const limits = (body: Record<string, number>) =>
      asAdmin(api.company.updateUploadLimits, {
        body: {
          max_files: 3,
          max_bytes: 5_242_880,
          min_bytes: 1,
          name_max: 100,
          ...body,
        },
      });
    expect((await limits({ min_bytes: 10, max_bytes: 5 })).json<ErrorBody>().data ?? {}).toEqual({
      min_bytes: 'El mínimo no puede ser mayor que el máximo',
    });
    const set = await limits({ min_bytes: pdf.length + 1, max_files: 1 });
    expect(set.json().upload_limits).toMatchObject({ min_bytes: pdf.length + 1, max_files: 1 });
    const small = await upload(record, [
      { name: 'pequeno.pdf', content: pdf },
      { name: 'segundo.pdf', content: pdf },
    ]);
    expect(small.json<ErrorBody>().data ?? {}).toMatchObject({
      'files.0': expect.stringContaining('no alcanza el tamaño mínimo'),
      'files.1': 'segundo.pdf: se pueden cargar como máximo 1 archivos a la vez.',
    });
    await limits({});
  });

  it('refuses files for a cancelled record, and for a record of another form', async () => {
    const record = await fileRecord();
    await asAdmin(api.records.cancel, {
      params: { id: form.id, recordId: record.id },
      body: {
        reason: 'Radicado duplicado',
      },
    });
    const cancelled = await upload(record, [{ name: 'tarde.pdf', content: pdf }]);
    expect(cancelled.json<ErrorBody>().code).toBe(30041);
    expect((await list(record)).json().abilities).toEqual({ upload: false });
    const other = await fileRecord();
    const misdirected = await send(
      t.server,
      api.files.upload,
      {
        params: { id: other.id },
        body: uploadParts(crypto.randomUUID(), [{ name: 'a.pdf', content: pdf }]),
      },
      { token: t.company.adminToken },
    );
    expect(misdirected.json<ErrorBody>().code).toBe(30040);
  });
});

describe('who may attach and see files (spec §6, decision 46)', () => {
  it('lets the filer attach, a reader list, and only the view-files grant open them', async () => {
    const filer = await tokenWithFormGrant(t, { form_id: form.id, file: true });
    const reader = await tokenWithFormGrant(t, { form_id: form.id, query: true });
    const viewer = await tokenWithFormGrant(t, { form_id: form.id, query: true, view_files: true });
    const record = await fileRecord(filer);
    const [file] = await attached(t.server, filer, record, [{ name: 'soporte.pdf', content: pdf }]);
    expect((await upload(record, [{ name: 'otro.pdf', content: pdf }], reader)).statusCode).toBe(
      403,
    );
    const asReader = (await list(record, reader)).json();
    expect(asReader.items[0]?.abilities).toEqual({
      view: false,
      edit: false,
      addVersion: false,
      trash: false,
      readAgain: false,
    });
    expect((await download(file as RecordFileDto, {}, {}, reader)).statusCode).toBe(403);
    expect((await download(file as RecordFileDto, {}, {}, viewer)).statusCode).toBe(200);
  });

  it('never serves a file or a record of another company', async () => {
    const record = await fileRecord();
    const [file] = await attach(record, [{ name: 'privado.pdf', content: pdf }]);
    const other = await companyWithAdmin(t.server, 'otra-files.co');
    const asOther = callAs(t, () => other.adminToken);
    const theirs = { id: file?.id as string };
    expect(
      (await asOther(api.files.list, { params: { id: record.id } })).json<ErrorBody>().code,
    ).toBe(30040);
    expect((await asOther(api.files.download, { params: theirs })).json<ErrorBody>().code).toBe(
      40001,
    );
    expect((await asOther(api.files.versions, { params: theirs })).json<ErrorBody>().code).toBe(
      40001,
    );
    expect(
      (
        await asOther(api.files.update, {
          params: theirs,
          body: { name: 'x.pdf', subject: 'Cambio ajeno' },
        })
      ).json<ErrorBody>().code,
    ).toBe(40001);
    expect(
      (
        await asOther(api.files.moveToTrash, { params: theirs, body: { reason: 'Ajeno' } })
      ).json<ErrorBody>().code,
    ).toBe(40001);
    const foreign = await send(
      t.server,
      api.files.upload,
      {
        params: { id: record.id },
        body: uploadParts(form.id, [{ name: 'intruso.pdf', content: pdf }]),
      },
      { token: other.adminToken },
    );
    expect(foreign.json<ErrorBody>().code).toBe(30040);
  });
});

describe('reading a file', () => {
  it('sends the stored type, a safe name, byte ranges, and writes "query file"', async () => {
    const record = await fileRecord();
    const [file] = (await attach(record, [{ name: 'Acta; final ñ%.pdf', content: pdf }])) as [
      RecordFileDto,
    ];
    const whole = await download(file);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="Acta; final n_.pdf"; filename*=UTF-8''${encodeURIComponent('Acta; final ñ%.pdf')}`,
    );
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await download(file, {}, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(part.rawPayload.toString()).toBe(pdf.subarray(0, 8).toString());
    await download(file, {}, { range: 'bytes=8-' });
    const past = await download(file, {}, { range: `bytes=${pdf.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.json<ErrorBody>().code).toBe(500009);
    const queries = await ownerQuery(
      t.server,
      `SELECT 1 FROM audit_logs WHERE module = 'files' AND action = 'query' AND entity_id = $1`,
      [record.id],
    );
    // The whole file and the range from its start are readings; the range after it is not.
    expect(queries.length).toBe(2);
  });

  it('keeps a file of any other type out of the page, whatever is asked', async () => {
    const record = await fileRecord();
    const [file] = (await attach(record, [{ name: 'notas.txt', content: 'Texto plano' }])) as [
      RecordFileDto,
    ];
    const response = await download(file, { disposition: 'inline' });
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 40001 for a file whose bytes are gone from storage', async () => {
    const record = await fileRecord();
    const [file] = (await attach(record, [{ name: 'perdido.pdf', content: pdf }])) as [
      RecordFileDto,
    ];
    const [version] = await ownerQuery<{ storage_key: string }>(
      t.server,
      'SELECT storage_key FROM file_versions WHERE file_id = $1',
      [file.id],
    );
    await t.server.app.platform.storage.delete(version?.storage_key as string);
    expect((await download(file)).json<ErrorBody>().code).toBe(40001);
  });
});

describe("a file's data and versions", () => {
  it('edits the name and subject by the name rules, and writes "update file data"', async () => {
    const record = await fileRecord();
    const [file] = (await attach(record, [{ name: 'borrador.pdf', content: pdf }])) as [
      RecordFileDto,
    ];
    const refused = await asAdmin(api.files.update, {
      params: { id: file.id },
      body: {
        name: 'mal|nombre.pdf',
        subject: 'x',
      },
    });
    expect(refused.json<ErrorBody>().data ?? {}).toEqual({
      name: 'El nombre no puede contener \\ / : * ? " < > | ni caracteres de control',
      subject: 'Debe tener entre 4 y 1000 caracteres',
    });
    const edited = await asAdmin(api.files.update, {
      params: { id: file.id },
      body: {
        name: 'Acta definitiva.pdf',
        subject: 'Acta firmada por el comité',
      },
    });
    expect(edited.json()).toMatchObject({
      name: 'Acta definitiva.pdf',
      subject: 'Acta firmada por el comité',
    });
    const [entry] = await ownerQuery<{ changes: Record<string, unknown> }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE module = 'files' AND action = 'update' AND entity_id = $1`,
      [record.id],
    );
    expect(entry?.changes).toEqual({
      attachment: { id: file.id, name: 'Acta definitiva.pdf' },
      name: { from: 'borrador.pdf', to: 'Acta definitiva.pdf' },
      subject: { from: 'Documento soporte', to: 'Acta firmada por el comité' },
    });
  });

  it('gives a file its documentary type when it is attached and when its data is edited', async () => {
    const record = await fileRecord();
    const acta = (await asAdmin(api.documentaryTypes.create, { body: { name: 'Acta' } })).json();
    const oficio = (
      await asAdmin(api.documentaryTypes.create, { body: { name: 'Oficio' } })
    ).json();
    const choices = await send(
      t.server,
      api.documentaryTypes.choices,
      {},
      { token: t.company.adminToken },
    );
    expect(choices.json()).toEqual([
      { id: acta.id, name: 'Acta' },
      { id: oficio.id, name: 'Oficio' },
    ]);
    const before = storedObjects().length;
    for (const documentaryType of [crypto.randomUUID(), 'no-es-un-uuid']) {
      const refused = await upload(record, [{ name: 'acta.pdf', content: pdf, documentaryType }]);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 20010 });
    }
    expect(storedObjects()).toHaveLength(before);
    const [file] = (await attach(record, [
      { name: 'acta.pdf', content: pdf, documentaryType: acta.id },
    ])) as [RecordFileDto];
    expect(file).toMatchObject({ documentary_type_id: acta.id, documentary_type_name: 'Acta' });
    const edited = await asAdmin(api.files.update, {
      params: { id: file.id },
      body: {
        name: 'acta.pdf',
        subject: 'Documento soporte',
        documentary_type_id: oficio.id,
      },
    });
    expect(edited.json()).toMatchObject({ documentary_type_name: 'Oficio' });
    const [entry] = await ownerQuery<{ changes: Record<string, unknown> }>(
      t.server,
      `SELECT changes FROM audit_logs WHERE module = 'files' AND action = 'update' AND entity_id = $1`,
      [record.id],
    );
    expect(entry?.changes.documentary_type).toEqual({ from: 'Acta', to: 'Oficio' });
    const listed = (await list(record)).json();
    expect(listed.items[0]).toMatchObject({ documentary_type_name: 'Oficio' });
  });

  it('takes a new version, lists every version, and still serves the first', async () => {
    const record = await fileRecord();
    const [file] = (await attach(record, [{ name: 'cotizacion.pdf', content: pdf }])) as [
      RecordFileDto,
    ];
    const second = await pdfOf(['Cotización revisada']);
    const response = await send(
      t.server,
      api.files.addVersion,
      {
        params: { id: file.id },
        body: [{ file: 'file', filename: 'cualquier-nombre.pdf', content: second }],
      },
      { token: t.company.adminToken },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'cotizacion.pdf',
      current: { version: 2, size: second.length, sha256: sha256(second) },
    });
    const versions = (await asAdmin(api.files.versions, { params: { id: file.id } })).json();
    expect(
      versions.items.map((version: { version: number; sha256: string }) => [
        version.version,
        version.sha256,
      ]),
    ).toEqual([
      [2, sha256(second)],
      [1, sha256(pdf)],
    ]);
    expect((await download(file)).rawPayload.equals(second)).toBe(true);
    expect((await download(file, { version: 1 })).rawPayload.equals(pdf)).toBe(true);
    expect((await download(file, { version: 3 })).json<ErrorBody>().code).toBe(40001);
  });

  it('refuses a version the upload rules refuse, and a second file in it', async () => {
    const record = await fileRecord();
    const [file] = (await attach(record, [{ name: 'unico.pdf', content: pdf }])) as [RecordFileDto];
    const program = await send(
      t.server,
      api.files.addVersion,
      {
        params: { id: file.id },
        body: [{ file: 'file', filename: 'unico.pdf', content: windowsProgram }],
      },
      { token: t.company.adminToken },
    );
    expect(program.json()).toMatchObject({
      code: 500054,
      data: {
        'files.0': expect.stringContaining('unico.pdf: el tipo de archivo no está permitido'),
      },
    });
    const two = await send(
      t.server,
      api.files.addVersion,
      {
        params: { id: file.id },
        body: [
          { file: 'file', filename: 'a.pdf', content: pdf },
          { file: 'file', filename: 'b.pdf', content: pdf },
        ],
      },
      { token: t.company.adminToken },
    );
    expect(two.json<ErrorBody>().code).toBe(30010);
    expect(
      (await asAdmin(api.files.versions, { params: { id: file.id } })).json().items,
    ).toHaveLength(1);
  });
});

describe('uploads over a real socket', () => {
  /** Sends half an upload over a real socket and hangs up, as a closed laptop does. */
  async function cutOff(record: RecordDto, address: string): Promise<void> {
    const body = multipart(uploadParts(record.form_id, [{ name: 'cortado.pdf', content: pdf }]));
    const cutAt = body.payload.length - pdf.length / 2;
    await new Promise<void>((resolve) => {
      const request = http.request(`${address}/api/v1/file/form/${record.id}/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.company.adminToken}`,
          'content-type': body.contentType,
          'content-length': String(body.payload.length),
        },
      });
      request.on('error', () => resolve());
      request.write(body.payload.subarray(0, cutAt), () => {
        setTimeout(() => request.destroy(), 100);
      });
      request.on('close', () => resolve());
    });
  }

  let address: string;
  beforeAll(async () => {
    address = await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('ends its transaction half-way through a file, keeps nothing, serves the next', async () => {
    const record = await fileRecord();
    const before = storedObjects().length;
    await cutOff(record, address);
    await expect.poll(async () => (await list(record)).json().items).toEqual([]);
    expect(storedObjects().length).toBe(before);
  });

  it('refuses at once one whose client left while it waited for its turn', async () => {
    const record = await fileRecord();
    // The embedded database serves one transaction at a time: this one keeps the upload waiting.
    let release = () => {};
    const busy = t.server.db.transaction(() => new Promise<void>((done) => (release = done)));
    await cutOff(record, address);
    release();
    await busy;
    await expect.poll(async () => (await list(record)).json().items).toEqual([]);
  });

  it('reads a refused large file to its end and goes on judging the next ones', async () => {
    const record = await fileRecord();
    const bigProgram = Buffer.concat([windowsProgram, Buffer.alloc(1_000_000, 0x90)]);
    const tooBig = Buffer.alloc(5_242_881, 0x20);
    tooBig.write('%PDF-1.4\n');
    const body = multipart(
      uploadParts(record.form_id, [
        { name: 'programa.pdf', content: bigProgram },
        { name: 'enorme.pdf', content: tooBig },
        { name: 'bueno.pdf', content: pdf },
      ]),
    );
    const response = await fetch(`${address}/api/v1/file/form/${record.id}/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.company.adminToken}`,
        'content-type': body.contentType,
      },
      body: body.payload,
    });
    expect(await response.json()).toMatchObject({
      data: {
        '500036': 'Archivos rechazados: programa.pdf, enorme.pdf',
        'files.0': expect.stringContaining('programa.pdf: el tipo de archivo no está permitido'),
        'files.1': 'enorme.pdf: supera el tamaño máximo de 5242880 bytes.',
      },
    });
  }, 60_000);
});
