import type { Services } from '../platform/services.ts';
import { bytesOf, StoredObjectMissing } from '../platform/storage.ts';
import * as repo from './files.repo.ts';
import { pdfPageCount, textOf } from './files.text.ts';

/**
 * The job runner's text extraction (issue 12 point 6): the text of one version of a file, kept
 * beside it for the records' full-text search. Queued by the upload in its own transaction, so
 * the upload's answer never waits for it. A version gone since (its file deleted for good) is
 * left alone.
 */
export async function extractFileText(
  services: Services,
  job: { tenantId: string; fileId: string; version: number },
): Promise<void> {
  const { tenantId } = job;
  const version = await services.inTenant(tenantId, (tx) =>
    repo.versionToRead(tx, tenantId, job.fileId, job.version),
  );
  if (!version) return;
  const bytes = await services.storage
    .get(version.storage_key)
    .then(bytesOf)
    .catch((error) => {
      if (error instanceof StoredObjectMissing) return null;
      throw error;
    });
  if (!bytes) return;
  const text = await textOf(bytes, version.mime);
  // A PDF's pages, read with its text: the expedients' electronic index numbers them.
  const pages = version.mime === 'application/pdf' ? await pdfPageCount(bytes) : null;
  await services.inTenant(tenantId, (tx) =>
    repo.saveVersionText(tx, tenantId, job.fileId, job.version, text, pages),
  );
}
