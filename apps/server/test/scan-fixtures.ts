import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, type RecordDto, type RecordFileDto, type RecordListDto } from '@custodia/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { CompanyServer } from './test-server.ts';

const run = promisify(execFile);

/**
 * Scans made by the tests (issue 48): pages of text drawn to PDF, then to pictures by poppler's
 * pdftoppm as a scanner would give them, so no binary fixture is checked in. Each page says its
 * lines, large enough to read at the resolution drawn.
 */
async function pagesPdf(pages: string[][]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 60, y: 760 - index * 32, size: 18, font });
    });
  }
  return Buffer.from(await document.save());
}

/** Runs `make` in a folder of its own, removed afterwards. */
async function inFolder<T>(make: (folder: string) => Promise<T>): Promise<T> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'custodia-scan-'));
  try {
    return await make(folder);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/** Each page drawn as a picture: PNG or single-page TIFF files, in order. */
async function drawn(folder: string, pages: string[][], format: 'png' | 'tiff') {
  const pdf = path.join(folder, 'text.pdf');
  await fs.promises.writeFile(pdf, await pagesPdf(pages));
  await run('pdftoppm', ['-r', '200', '-gray', `-${format}`, pdf, path.join(folder, 'page')]);
  const extension = format === 'png' ? '.png' : '.tif';
  return (await fs.promises.readdir(folder))
    .filter((name) => name.startsWith('page') && name.endsWith(extension))
    .sort()
    .map((name) => path.join(folder, name));
}

/** A scanned page as a PNG. */
export function scannedPng(lines: string[]): Promise<Buffer> {
  return inFolder(async (folder) => {
    const [picture] = await drawn(folder, [lines], 'png');
    return fs.promises.readFile(picture as string);
  });
}

/** A scan as a PDF of page pictures only: no text of its own. */
export function scannedPdf(pages: string[][]): Promise<Buffer> {
  return inFolder(async (folder) => {
    const document = await PDFDocument.create();
    for (const picture of await drawn(folder, pages, 'png')) {
      const image = await document.embedPng(await fs.promises.readFile(picture));
      // 200 dpi pictures on A4 pages, as a scanner makes them.
      const page = document.addPage([(image.width * 72) / 200, (image.height * 72) / 200]);
      page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
    }
    return Buffer.from(await document.save());
  });
}

/** A scan as one multi-page TIFF (libtiff's tiffcp joins the pages). */
export function scannedTiff(pages: string[][]): Promise<Buffer> {
  return inFolder(async (folder) => {
    const joined = path.join(folder, 'scan.tif');
    await run('tiffcp', ['-c', 'lzw', ...(await drawn(folder, pages, 'tiff')), joined]);
    return fs.promises.readFile(joined);
  });
}

/** A record of the form, filed by the company's admin. */
export async function newRecord(context: CompanyServer, formId: string, subject: string) {
  const answer = await context.asAdmin(api.records.file, {
    params: { id: formId },
    body: { subject, support_type: 2, document_date: '2026-01-15' },
  });
  return answer.json() as RecordDto;
}

/** The record's file as its detail lists it. */
export async function listed(context: CompanyServer, file: RecordFileDto) {
  const answer = await context.asAdmin(api.files.list, { params: { id: file.record_id } });
  return (answer.json().items as RecordFileDto[]).find((item) => item.id === file.id);
}

/** Runs the jobs until the file's reading has an outcome, as the worker would. */
export async function untilRead(context: CompanyServer, file: RecordFileDto) {
  for (let round = 0; round < 10; round += 1) {
    await context.server.app.jobs.runDue();
    const now = await listed(context, file);
    if (now?.reading && now.reading.state !== 'queued') return now;
  }
  return listed(context, file);
}

/** The numbers of the form's records a full-text search finds. */
export async function found(context: CompanyServer, formId: string, text: string) {
  const answer = await context.asAdmin(api.records.searchFilter, {
    params: { id: formId },
    body: { text },
  });
  return (answer.json() as RecordListDto).items.map((item) => item.number);
}
