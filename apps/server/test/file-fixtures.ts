import type { RecordFileDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { multipart, type Part } from './multipart.ts';
import type { TestServer } from './test-server.ts';
import { send } from './test-server.ts';

/** A real PDF whose pages say what `lines` say, one line a page. */
export async function pdfOf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of lines) {
    document.addPage([300, 200]).drawText(line, { x: 20, y: 150, size: 12, font });
  }
  return Buffer.from(await document.save());
}

/** A spreadsheet as Excel saves it (an office document told by its content). */
export async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Hoja').addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Windows program: what a renamed executable starts with. */
export const windowsProgram = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58, 0),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 0x90),
]);

/** Files as the upload screen sends them: the record's form, then each file's subject and bytes. */
export function uploadParts(
  formId: string,
  files: { name: string; content: Buffer | string; subject?: string; documentaryType?: string }[],
): Part[] {
  return [
    { field: 'form_uuid', value: formId },
    ...files.flatMap((file): Part[] => [
      { field: 'subject', value: file.subject ?? 'Documento soporte' },
      ...(file.documentaryType
        ? [{ field: 'documentary_type_id', value: file.documentaryType }]
        : []),
      { file: 'file', filename: file.name, content: file.content },
    ]),
  ];
}

/** Sends a multipart request as a browser would. */
export function sendParts(
  server: TestServer,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  parts: Part[],
) {
  const body = multipart(parts);
  return server.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Attaches files to a record and expects them taken. */
export async function attached(
  server: TestServer,
  token: string,
  record: { id: string; form_id: string },
  files: { name: string; content: Buffer | string; subject?: string }[],
): Promise<RecordFileDto[]> {
  const response = await send(
    server,
    api.files.upload,
    { params: { id: record.id }, body: uploadParts(record.form_id, files) },
    { token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().items;
}

/** A Word document (Office Open XML) whose paragraphs are `paragraphs`. */
export async function docxOf(paragraphs: string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}
