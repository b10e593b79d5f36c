import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../platform/config.ts';
import { MAX_TEXT } from './files.text.ts';

/**
 * Reading scans with Tesseract (issue 48 point 2). Every step is a program of its own (poppler's
 * pdftoppm and pdfunite, libtiff's tiffsplit, Tesseract), run one page at a time under that
 * page's time and memory limits, so a 30-page scan never holds the worker's event loop, and a
 * page that would take all the machine's memory is stopped alone. The original is only read.
 */
type Settings = Config['ocr'];

/** A scan's pages are read up to this many; a longer one is read that far and says so. */
export const MAX_SCAN_PAGES = 500;

/** A page is drawn for Tesseract at the resolution it reads best (its documentation's advice). */
const PAGE_DPI = 300;

/** How much lower than the server's a reading's priority is (nice's default step). */
const NICENESS = 10;

/** Why a scan could not be read: said on the file, never retried as if the machine had failed. */
export class UnreadableScan extends Error {}

export type ScanRead = {
  text: string;
  /** The mean of Tesseract's word confidences, 0 to 100; null when it found no word. */
  confidence: number | null;
  pages: number;
  /** The searchable PDF made of the pages, in a folder removed by `discard`. */
  pdf: string;
  discard(): Promise<void>;
};

/** Whether the reader can run here: the program is there, with at least one of its languages. */
export type ReaderState =
  | { ready: true; languages: string }
  | { ready: false; reason: 'missing' | 'languages' };

export function tesseractInstalled(settings: Settings): boolean {
  try {
    fs.accessSync(settings.tesseractPath, fs.constants.X_OK);
    return fs.statSync(settings.tesseractPath).isFile();
  } catch {
    return false;
  }
}

type Run = { stdout: string; code: number | null; signal: NodeJS.Signals | null; stderr: string };

/**
 * Runs a program under `prlimit` (util-linux, essential in Debian): its address space and CPU
 * time capped, and killed when its wall-clock time is over; at a lower priority (`nice`), so the
 * requests the same machine serves are not kept waiting behind a scan. Tesseract runs on one
 * thread, so a page takes one core and the figures are per core.
 */
function run(
  program: string,
  args: readonly string[],
  limits: { seconds: number; memoryMb: number },
  cwd?: string,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'nice',
      [
        '-n',
        `${NICENESS}`,
        'prlimit',
        `--as=${limits.memoryMb * 1024 * 1024}`,
        `--cpu=${limits.seconds}`,
        '--',
        program,
        ...args,
      ],
      {
        cwd,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1', LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: limits.seconds * 1000,
        killSignal: 'SIGKILL',
      },
    );
    let stdout = '';
    let stderr = '';
    // What a program says is kept short: it goes into an error message, never into memory whole.
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < 64_000) stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ stdout, code, signal, stderr }));
  });
}

/** Runs a step of the reading; a refusal, a crash or a limit reached makes the scan unreadable. */
async function step(
  what: string,
  program: string,
  args: readonly string[],
  settings: Settings,
  cwd?: string,
): Promise<string> {
  const limits = { seconds: settings.pageSeconds, memoryMb: settings.pageMemoryMb };
  const result = await run(program, args, limits, cwd);
  if (result.code === 0) return result.stdout;
  const why =
    result.signal === 'SIGKILL' || result.signal === 'SIGXCPU'
      ? `took longer than ${settings.pageSeconds} s`
      : result.stderr.trim().split('\n').slice(-2).join(' ') || `ended with ${result.code}`;
  throw new UnreadableScan(`${what}: ${why}`.slice(0, 500));
}

/** The languages Tesseract has here, of those asked for, in their order ('spa+eng'). */
export async function readerState(settings: Settings): Promise<ReaderState> {
  if (!tesseractInstalled(settings)) return { ready: false, reason: 'missing' };
  const listed = await run(settings.tesseractPath, ['--list-langs'], {
    seconds: 30,
    memoryMb: settings.pageMemoryMb,
  });
  const known = new Set(listed.stdout.split('\n').map((line) => line.trim()));
  const languages = settings.languages.split('+').filter((language) => known.has(language));
  return languages.length > 0
    ? { ready: true, languages: languages.join('+') }
    : { ready: false, reason: 'languages' };
}

/** Tesseract's TSV: level 5 rows are words, with their confidence (-1 for no word). */
function wordsOf(tsv: string): { text: string; confidences: number[] } {
  const lines: string[] = [];
  const confidences: number[] = [];
  let lineKey = '';
  let words: string[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const word = (cells[11] ?? '').trim();
    const confidence = Number(cells[10]);
    if (word === '' || !(confidence >= 0)) continue;
    const key = cells.slice(2, 5).join(':');
    if (key !== lineKey && words.length > 0) {
      lines.push(words.join(' '));
      words = [];
    }
    lineKey = key;
    words.push(word);
    confidences.push(confidence);
  }
  if (words.length > 0) lines.push(words.join(' '));
  return { text: lines.join('\n'), confidences };
}

/** How many pages a PDF has, as poppler counts them. */
async function pdfPages(file: string, settings: Settings): Promise<number> {
  const info = await step('pdfinfo', 'pdfinfo', [file], settings);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  if (!(pages >= 1)) throw new UnreadableScan('pdfinfo: no pages');
  return pages;
}

/** The pictures to read, in order: a page at a time of a PDF, each page of a TIFF, or the picture. */
async function* pagePictures(
  original: string,
  mime: string,
  folder: string,
  settings: Settings,
): AsyncGenerator<string> {
  if (mime === 'application/pdf') {
    const pages = Math.min(await pdfPages(original, settings), MAX_SCAN_PAGES);
    for (let page = 1; page <= pages; page += 1) {
      const base = path.join(folder, `drawn-${page}`);
      await step(
        `page ${page}`,
        'pdftoppm',
        [
          '-r',
          `${PAGE_DPI}`,
          '-gray',
          '-png',
          '-singlefile',
          '-f',
          `${page}`,
          '-l',
          `${page}`,
        ].concat([original, base]),
        settings,
      );
      yield `${base}.png`;
    }
  } else if (mime === 'image/tiff') {
    await step('tiffsplit', 'tiffsplit', [original, path.join(folder, 'tiff-')], settings);
    const pages = (await fs.promises.readdir(folder))
      .filter((name) => name.startsWith('tiff-'))
      .sort()
      .slice(0, MAX_SCAN_PAGES);
    for (const name of pages) yield path.join(folder, name);
  } else {
    yield original;
  }
}

/**
 * Reads a scan: its words, their mean confidence, and a searchable PDF of its pages (each page's
 * picture with its words laid invisibly over it, as Tesseract's `pdf` output makes it).
 */
export async function readScan(
  source: Readable,
  mime: string,
  settings: Settings,
  languages: string,
): Promise<ScanRead> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'custodia-ocr-'));
  const discard = () => fs.promises.rm(folder, { recursive: true, force: true });
  try {
    const original = path.join(folder, 'original');
    await pipeline(source, fs.createWriteStream(original));
    const texts: string[] = [];
    const confidences: number[] = [];
    const pdfs: string[] = [];
    let length = 0;
    for await (const picture of pagePictures(original, mime, folder, settings)) {
      const page = pdfs.length + 1;
      const out = path.join(folder, `read-${page}`);
      await step(
        `page ${page}`,
        settings.tesseractPath,
        [picture, out, '-l', languages, 'pdf', 'tsv'],
        settings,
      );
      const words = wordsOf(await fs.promises.readFile(`${out}.tsv`, 'utf8'));
      if (length < MAX_TEXT) texts.push(words.text);
      length += words.text.length;
      confidences.push(...words.confidences);
      pdfs.push(`${out}.pdf`);
      // A drawn page is big (a 300 dpi A4 page is 8 MB of pixels): it goes once read.
      if (picture !== original) await fs.promises.rm(picture, { force: true });
    }
    let pdf = pdfs[0] as string;
    if (pdfs.length > 1) {
      pdf = path.join(folder, 'searchable.pdf');
      await step('pdfunite', 'pdfunite', [...pdfs, pdf], settings);
    }
    const confidence =
      confidences.length > 0
        ? Math.round(
            (confidences.reduce((sum, value) => sum + value, 0) / confidences.length) * 10,
          ) / 10
        : null;
    const text = texts.join('\n').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
    return { text, confidence, pages: pdfs.length, pdf, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
