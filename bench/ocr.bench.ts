/**
 * OCR of scans (issue 48), measured from outside: the app started with `npm start` (its jobs in
 * its own process, as the embedded mode runs them) reads a 20-page scan, a PDF of page pictures
 * with no text of its own, made here by drawing text and rasterizing it with poppler. It prints the
 * pages read per minute per core (one scan's pages are read one after another, Tesseract on one
 * thread), from the upload to the reading's end, and the p95 of a record's file list read by 20
 * connections, in rounds for as long as the reading runs, against the same read when the app is
 * idle (medians of the rounds): the target is at most 1.5×. BENCH_SCAN_PAGES changes the pages, BENCH_SECONDS the load's length.
 */
import { performance } from 'node:perf_hooks';
import type { RecordFileDto } from '@custodia/contracts';
import { scannedPdf } from '../apps/server/test/scan-fixtures.ts';
import { filedRecords } from './filing.ts';
import {
  API,
  callAs,
  logIn,
  measure,
  type Process,
  positiveIntegerFromEnv,
  readSettings,
  startCustodia,
  stores,
  type Target,
} from './support.ts';

const PAGES = positiveIntegerFromEnv('BENCH_SCAN_PAGES', 20);
const settings = readSettings();

/** A page of a letter as scanned: twenty lines of Spanish text. */
const pageLines = (page: number) =>
  Array.from(
    { length: 20 },
    (_, line) => `Folio ${page} renglon ${line + 1}: solicitud de copia del expediente`,
  );

async function uploadScan(
  app: Process,
  token: string,
  record: { id: string; form_id: string },
  scan: Buffer,
): Promise<RecordFileDto> {
  const body = new FormData();
  body.append('form_uuid', record.form_id);
  body.append('subject', 'Escaneo del benchmark');
  body.append('file', new Blob([new Uint8Array(scan)]), 'escaneo.pdf');
  const response = await fetch(`${app.url}${API}/file/form/${record.id}/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { items: RecordFileDto[] }).items[0] as RecordFileDto;
}

/** Waits for the scan's reading to end, and answers it. */
async function readingOf(app: Process, token: string, file: RecordFileDto) {
  for (;;) {
    const files = await callAs<{ items: RecordFileDto[] }>(
      app,
      token,
      'GET',
      `/file/form/${file.record_id}/`,
    );
    const reading = files.items.find((item) => item.id === file.id)?.reading;
    if (reading && reading.state !== 'queued') return reading;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function run(app: Process, label: string, scan: Buffer): Promise<string[]> {
  const token = await logIn(app.url);
  const [record] = await filedRecords(app.url, token, 1, 'Radicado escaneado');
  if (!record) throw new Error('no record to read scans into');
  const target = {
    route: 'GET /file/form/:id/ (a record’s files)',
    url: `${app.url}${API}/file/form/${record.id}/`,
    headers: { authorization: `Bearer ${token}` },
  };
  const idle = median(await rounds(target, () => false, 3));
  const started = performance.now();
  const file = await uploadScan(app, token, record, scan);
  let done = false;
  const reading = readingOf(app, token, file).then((outcome) => {
    done = true;
    return { outcome, minutes: (performance.now() - started) / 60_000 };
  });
  // Rounds of load for as long as the pages are read: the last may end after the reading.
  const busy = await rounds(target, () => done);
  const { outcome, minutes } = await reading;
  return [
    label,
    `${outcome.state}, ${outcome.pages ?? 0} pages, confidence ${outcome.confidence ?? '—'}`,
    `${(PAGES / minutes).toFixed(1)} pages/min/core`,
    `${idle.toFixed(0)} ms`,
    `${median(busy).toFixed(0)} ms (worst ${Math.max(...busy).toFixed(0)}, ${busy.length} rounds)`,
    `${(median(busy) / Math.max(idle, 1)).toFixed(2)}×`,
  ];
}

/** The p95 of rounds of load, until `over` or `count` rounds. */
async function rounds(target: Target, over: () => boolean, count = Infinity): Promise<number[]> {
  const p95s: number[] = [];
  while (p95s.length < count && !over()) p95s.push((await measure(target, settings)).p95);
  return p95s;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

console.log(
  `OCR: a ${PAGES}-page scan (PDF of 200 dpi page pictures) read by the app started with npm start; ` +
    `p95 of ${settings.connections} connections for ${settings.seconds} s idle and while it reads.`,
);
const scan = await scannedPdf(Array.from({ length: PAGES }, (_, page) => pageLines(page + 1)));
console.log(`scan: ${(scan.length / 1024 / 1024).toFixed(1)} MB`);
const lines: string[][] = [];
for await (const store of stores()) {
  const app = await startCustodia(store);
  try {
    lines.push(await run(app, store.kind, scan));
  } finally {
    await app.stop();
  }
}
const headings = ['database', 'reading', 'speed', 'p95 idle', 'p95 reading', 'ratio'];
const widths = headings.map((heading, column) =>
  Math.max(heading.length, ...lines.map((line) => (line[column] ?? '').length)),
);
const render = (line: string[]) =>
  `  ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`;
console.log([render(headings), ...lines.map(render)].join('\n'));
