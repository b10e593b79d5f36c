import fs from 'node:fs';
import { type ScanReaderDto, scanMimeTypes } from '@custodia/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { enqueue, enqueueAll, tenantJob } from '../platform/jobs.ts';
import { StoredObjectMissing } from '../platform/storage.ts';
import { asApp, type Doer, inTenant, type Platform, system, type Work } from '../platform/work.ts';
import { lockRecordsOfFiles, saveVersionText } from './files.repo.ts';
import { readerState, readScan, tesseractInstalled, UnreadableScan } from './ocr.reader.ts';
import * as repo from './ocr.repo.ts';

/**
 * OCR of scans (issue 48 point 2, decision 90): a picture, or a PDF without text of its own, is
 * read by Tesseract in a job of the worker once its text was extracted. The reading runs in
 * `prepare`, outside any transaction, in child processes (files/ocr.reader.ts); the database is
 * touched in two short transactions, one to find what to read and one to keep what was read.
 */

/** A PDF has text of its own when its pages hold some letters or digits each, on average. */
const OWN_TEXT_PER_PAGE = 16;

/** Whether a version extracted with this text is a scan to read. */
export function isScan(mime: string, text: string, pages: number | null): boolean {
  if (!scanMimeTypes.has(mime)) return false;
  if (mime !== 'application/pdf') return true;
  const characters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return characters < OWN_TEXT_PER_PAGE * Math.max(pages ?? 1, 1);
}

/** One attempt may read a long scan: pages times each page's limit, past the default lease. */
const READING_LEASE_SECONDS = 3600;

/** Where a version's searchable PDF is stored: named by the version, so a retry overwrites it. */
const renditionKey = (tenantId: string, fileId: string, version: number) =>
  `renditions/${tenantId}/${fileId}-${version}-searchable.pdf`;

type Outcome =
  | { kind: 'read'; text: string; confidence: number | null; pages: number; size: number }
  | { kind: 'waiting'; problem: string }
  | { kind: 'failed'; problem: string }
  | null;

export const readScanJob = tenantJob({
  name: 'readScan',
  payload: z.object({ fileId: z.uuid(), version: z.number().int() }),
  leaseSeconds: READING_LEASE_SECONDS,
  async prepare(platform, { fileId, version }, tenantId): Promise<Outcome> {
    const todo = await inTenant(platform, { tenantId, actor: system, language: 'es' }, ({ tx }) =>
      repo.readingToDo(tx, tenantId, fileId, version),
    );
    if (todo?.state !== 'queued') return null;
    const settings = platform.config.ocr;
    const reader = await readerState(settings);
    if (!reader.ready) {
      return {
        kind: 'waiting',
        problem:
          reader.reason === 'missing'
            ? `${settings.tesseractPath} is not installed`
            : `Tesseract has none of ${settings.languages}`,
      };
    }
    const source = await platform.storage.get(todo.storage_key).catch((error) => {
      if (error instanceof StoredObjectMissing) return null;
      throw error;
    });
    if (!source) return null;
    const read = await readScan(source, todo.mime, settings, reader.languages).catch((error) => {
      if (error instanceof UnreadableScan) return error;
      throw error;
    });
    if (read instanceof UnreadableScan) return { kind: 'failed', problem: read.message };
    try {
      const stored = await platform.storage.put(
        renditionKey(tenantId, fileId, version),
        fs.createReadStream(read.pdf),
      );
      return {
        kind: 'read',
        text: read.text,
        confidence: read.confidence,
        pages: read.pages,
        size: stored.size,
      };
    } finally {
      await read.discard();
    }
  },
  async run(work, { fileId, version }, outcome) {
    if (!outcome) return;
    const { tx, tenantId } = work;
    // The text rewrites the record's search rows: its record's lock first, as every such change.
    if (outcome.kind === 'read') await lockRecordsOfFiles(tx, tenantId, [fileId]);
    if (!(await repo.queuedReading(tx, tenantId, fileId, version))) return;
    if (outcome.kind !== 'read') {
      await repo.saveUnread(tx, tenantId, fileId, version, outcome.kind, outcome.problem);
      return;
    }
    await saveVersionText(tx, tenantId, fileId, version, outcome.text);
    await repo.saveRead(tx, tenantId, fileId, version, {
      confidence: outcome.confidence,
      pages: outcome.pages,
      renditionKey: renditionKey(tenantId, fileId, version),
      renditionSize: outcome.size,
    });
  },
});

/** Queues the reading of a version, in the transaction of what asks for it. */
export async function queueScanReading(
  work: Work<Doer>,
  fileId: string,
  version: number,
): Promise<void> {
  await repo.queueReading(work.tx, work.tenantId, fileId, version);
  // Keyed by the version: asked twice before it runs, it is read once.
  await enqueue(work, readScanJob, { fileId, version }, { key: `${fileId}:${version}` });
}

/** Whether the company's scans are read, for its administrators' jobs screen. */
export async function scanReader(work: Work): Promise<ScanReaderDto> {
  const counts = await repo.readingCounts(work.tx, work.tenantId);
  const config = work.platform.config;
  // Where the jobs run in this process, it looks for itself; elsewhere the waiting scans say it.
  const missingHere = config.jobsInProcess && !tesseractInstalled(config.ocr);
  return { missing: missingHere || counts.waiting > 0, ...counts };
}

/**
 * The job runner's watch on the reader (recurring work): once Tesseract is there, in a process
 * that has not seen it there yet (its start, or its installation since), the readings that
 * waited for it are queued again in every company. Looking costs one stat of the program.
 */
export function watchScanReader(platform: Platform, log: FastifyBaseLogger): () => Promise<void> {
  let seen = false;
  return async () => {
    const installed = tesseractInstalled(platform.config.ocr);
    if (!installed || seen) {
      seen = installed;
      return;
    }
    seen = true;
    const companies = await asApp(platform, 'es', ({ tx }) => repo.companyIds(tx));
    for (const { id } of companies) {
      const queued = await inTenant(
        platform,
        { tenantId: id, actor: system, language: 'es' },
        async (work) => {
          const waiting = await repo.requeueWaiting(work.tx, id);
          await enqueueAll(
            work,
            readScanJob,
            waiting.map((reading) => ({
              payload: { fileId: reading.file_id, version: reading.version },
              timing: { key: `${reading.file_id}:${reading.version}` },
            })),
          );
          return waiting.length;
        },
      );
      if (queued > 0) log.info({ tenantId: id, queued }, 'scans that waited for Tesseract queued');
    }
  };
}
