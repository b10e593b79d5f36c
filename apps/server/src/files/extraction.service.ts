import { z } from 'zod';
import { tenantJob } from '../platform/jobs.ts';
import { bytesOf, StoredObjectMissing } from '../platform/storage.ts';
import { inTenant, system } from '../platform/work.ts';
import * as repo from './files.repo.ts';
import { pdfPageCount, textOf } from './files.text.ts';
import { isScan, queueScanReading } from './ocr.service.ts';

/**
 * Text extraction (issue 12 point 6): the text of one version of a file, kept beside it for the
 * records' full-text search. Queued by the upload in its transaction, so the upload's answer never
 * waits for it. A version gone since (its file deleted for good) is left alone. Its work outside
 * the database only reads, so a retry that reads again does no harm. A picture, or a PDF with
 * next to no text of its own, is a scan: its reading by Tesseract is queued then (issue 48).
 */
export const extractFileTextJob = tenantJob({
  name: 'extractFileText',
  payload: z.object({ fileId: z.uuid(), version: z.number().int() }),
  async prepare(platform, { fileId, version }, tenantId) {
    // A short read of its own: reading the bytes and extracting their text hold no transaction.
    const stored = await inTenant(platform, { tenantId, actor: system, language: 'es' }, ({ tx }) =>
      repo.versionToRead(tx, tenantId, fileId, version),
    );
    if (!stored) return null;
    const bytes = await platform.storage
      .get(stored.storage_key)
      .then(bytesOf)
      .catch((error) => {
        if (error instanceof StoredObjectMissing) return null;
        throw error;
      });
    if (!bytes) return null;
    return {
      mime: stored.mime,
      text: await textOf(bytes, stored.mime),
      // A PDF's pages, read with its text: the expedients' electronic index numbers them.
      pages: stored.mime === 'application/pdf' ? await pdfPageCount(bytes) : null,
    };
  },
  async run(work, { fileId, version }, extracted) {
    if (!extracted) return;
    await repo.lockRecordsOfFiles(work.tx, work.tenantId, [fileId]);
    await repo.saveVersionText(
      work.tx,
      work.tenantId,
      fileId,
      version,
      extracted.text,
      extracted.pages,
    );
    if (isScan(extracted.mime, extracted.text, extracted.pages)) {
      await queueScanReading(work, fileId, version);
    }
  },
});
