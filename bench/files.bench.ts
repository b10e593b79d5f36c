/**
 * Files, measured from outside. Uploads: 20 people at once each attach 3 files of 5 MB to a record
 * of the app started with `npm start`, on PostgreSQL and on PGlite, with files on disk and on S3
 * (a local s3rver in this process); it prints the throughput and the server process's resident
 * memory before and at its peak, which must stay flat: the bytes stream to storage, never held
 * whole. Text: the time pdf.js takes to read a 50-page PDF, and the upload's answer, which does
 * not wait for it. Run with `npm run bench`; BENCH_ROUNDS changes the rounds of 20 uploads.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { textOf } from '../apps/server/src/files/files.text.ts';
import { s3Environment, startS3Server } from '../apps/server/test/s3-server.ts';
import { filedRecords } from './filing.ts';
import { API, logIn, type Process, startCustodia, stores } from './support.ts';

const CONCURRENT = 20;
const FILES_PER_UPLOAD = 3;
/** Just under the spec's size factor (5,242,880 bytes). */
const FILE_BYTES = 5_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const MB = 1024 * 1024;

/** The resident memory of the server's own process (the one running main.ts), now and at peak. */
function serverMemory(group: number): { rss: number; peak: number } {
  const processes = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid, ...args]) => Number(pgid) === group && args.join(' ').includes('main.ts'))
    .map(([pid]) => Number(pid));
  const read = (pid: number, field: string) => {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) * 1024;
  };
  // tsx runs the server in a child of its own: the largest process is the server.
  const server = processes.sort((a, b) => read(b, 'VmHWM') - read(a, 'VmHWM'))[0] as number;
  return { rss: read(server, 'VmRSS'), peak: read(server, 'VmHWM') };
}

/** One upload of `files`, as the browser sends it; answers how long the answer took. */
async function upload(
  app: Process,
  token: string,
  record: { id: string; form_id: string },
  files: { name: string; bytes: Uint8Array }[],
): Promise<number> {
  const body = new FormData();
  body.append('form_uuid', record.form_id);
  for (const file of files) {
    body.append('subject', 'Soporte del benchmark');
    body.append('file', new Blob([file.bytes]), file.name);
  }
  const started = performance.now();
  const response = await fetch(`${app.url}${API}/file/form/${record.id}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return performance.now() - started;
}

/** A text file of 5 MB: typed by content as text, and cheap for the text job that follows. */
const bigText = new TextEncoder().encode('Acta de la reunión del comité. '.repeat(FILE_BYTES / 32));

async function uploads(app: Process, label: string): Promise<string[]> {
  const token = await logIn(app.url);
  const targets = await filedRecords(app.url, token, CONCURRENT, 'Radicado con soportes');
  const before = serverMemory(app.group);
  const files = Array.from({ length: FILES_PER_UPLOAD }, (_, at) => ({
    name: `acta-${at}.txt`,
    bytes: bigText,
  }));
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    await Promise.all(targets.map((record) => upload(app, token, record, files)));
  }
  const seconds = (performance.now() - started) / 1000;
  const after = serverMemory(app.group);
  const megabytes = (ROUNDS * CONCURRENT * FILES_PER_UPLOAD * bigText.length) / MB;
  return [
    label,
    `${(megabytes / seconds).toFixed(1)} MB/s`,
    `${((ROUNDS * CONCURRENT) / seconds).toFixed(1)} uploads/s`,
    `${(before.rss / MB).toFixed(0)} MB`,
    `${(after.peak / MB).toFixed(0)} MB`,
  ];
}

/** A PDF of `pages` pages of a few lines of text each, as a scanned-and-OCRed report reads. */
async function reportOf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const sheet = document.addPage([595, 842]);
    for (let line = 0; line < 40; line += 1) {
      sheet.drawText(
        `Página ${page}, renglón ${line}: informe de gestión documental del archivo.`,
        {
          x: 40,
          y: 800 - line * 18,
          size: 10,
          font,
        },
      );
    }
  }
  return document.save();
}

async function extraction(app: Process): Promise<string[]> {
  const token = await logIn(app.url);
  const [record] = await filedRecords(app.url, token, 1, 'Radicado con soportes');
  const pdf = await reportOf(50);
  const answered = await upload(app, token, record as { id: string; form_id: string }, [
    { name: 'informe.pdf', bytes: pdf },
  ]);
  const started = performance.now();
  const text = await textOf(Buffer.from(pdf), 'application/pdf');
  const read = performance.now() - started;
  return [
    `50-page PDF (${(pdf.length / 1024).toFixed(0)} kB, ${text.length} characters)`,
    `upload answered in ${answered.toFixed(0)} ms`,
    `text read in ${read.toFixed(0)} ms`,
  ];
}

function print(title: string, headings: string[], lines: string[][]): void {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (line: string[]) =>
    `  ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`;
  console.log(`\n${title}`);
  console.log([render(headings), ...lines.map(render)].join('\n'));
}

console.log(
  `Uploads: ${ROUNDS} rounds of ${CONCURRENT} concurrent requests of ${FILES_PER_UPLOAD} files of ` +
    `${(FILE_BYTES / MB).toFixed(1)} MB, to the app started with npm start; memory of its server process.`,
);
const lines: string[][] = [];
let extracted: string[] | undefined;
for await (const store of stores()) {
  const disk = await startCustodia(store);
  try {
    lines.push(await uploads(disk, `${store.kind}, disk`));
    extracted ??= await extraction(disk);
  } finally {
    await disk.stop();
  }
  const s3 = await startS3Server();
  const onS3 = await startCustodia(store, s3Environment(s3.settings));
  try {
    lines.push(await uploads(onS3, `${store.kind}, S3 (s3rver)`));
  } finally {
    await onS3.stop();
    await s3.close();
  }
}
print('Uploads', ['database, storage', 'throughput', 'rate', 'RSS before', 'RSS peak'], lines);
if (extracted) print('Text of a PDF', ['file', 'upload', 'extraction'], [extracted]);
