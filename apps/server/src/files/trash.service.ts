import {
  limits,
  type Paged,
  TrashAction,
  type TrashActionDto,
  type TrashActionInput,
  type TrashItemDto,
  type TrashQuery,
} from '@custodia/contracts';
import { z } from 'zod';
import { ensureNotHeld, isHeld } from '../holds/index.ts';
import { countMetrics } from '../metrics/index.ts';
import { type AuditActor, auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { enqueue, tenantJob } from '../platform/jobs.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { isAdmin } from '../platform/policy.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { ensureNodeAcceptsFiles } from '../trd/index.ts';
import { lockRecordsOfFiles } from './files.repo.ts';
import { toTrashItemDto, trashedSubject } from './trash.present.ts';
import * as repo from './trash.repo.ts';

/**
 * Spec §7 GET /file/trash/: what the actor moved to the trash (an admin: everything the company
 * did), filtered by subject and days, newest first.
 */
export async function listTrash(work: Work, query: TrashQuery): Promise<Paged<TrashItemDto>> {
  const { actor } = work;
  const page = await repo.trashPage(
    work.tx,
    work.tenantId,
    {
      trashedBy: isAdmin(actor) ? null : actor.userId,
      subject: query.subject || undefined,
      from: query.date_from,
      to: query.date_to,
      timeZone: query.time_zone ?? actor.timeZone,
    },
    pageWindow(query.page, query.per_page),
  );
  return toPage(page, query.per_page, (row) => toTrashItemDto(row, actor));
}

/**
 * Deletes files for good: their rows and versions now, their bytes once that has committed, and
 * an audit row each on its record ("permanently delete").
 */
async function deleteForGood(
  work: Work<Doer>,
  actor: AuditActor,
  rows: repo.TrashedFileRow[],
): Promise<void> {
  const { tx, tenantId, platform } = work;
  const keys = await repo.deleteForGood(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    await recordAudit(tx, actor, {
      module: 'files',
      action: 'delete',
      entityType: 'record',
      entityId: row.record_id,
      entityName: row.number,
      changes: { attachment: auditRef('record_file', row.id, row.name) },
    });
  }
  await countMetrics(
    work,
    ...rows.map((row) => ({ kind: 'file.purged', bytes: Number(row.bytes) }) as const),
  );
  work.afterCommit(() => Promise.all(keys.map((key) => platform.storage.delete(key))));
}

/** What a legal hold on trashed files would cover: their records and the places they left. */
const heldScopeOf = (rows: repo.TrashedFileRow[]) => ({
  records: rows.map((row) => row.record_id),
  nodes: rows.map((row) => row.trd_node_id),
});

/** How long a purge held back by a legal hold waits before it looks again. */
const heldPurgeRetryMs = 24 * 60 * 60 * 1000;

/**
 * Spec §7 PATCH /file/trash/actions/?action=: restores (1) or deletes for good (2) 1 to 5 files
 * of the trash (4024), all or none: a file no longer there (4025), one whose record no longer
 * takes files (4026), one that would go back into an expedient closed since (20062: its frozen
 * index does not name it), or one the actor may not act on refuses the whole action.
 */
export async function actOnTrash(
  work: Work,
  action: 1 | 2,
  input: TrashActionInput,
): Promise<TrashActionDto> {
  const { tx, actor, tenantId } = work;
  const ids = [...new Set(input.files)];
  if (ids.length < limits.trashSelection.min || ids.length > limits.trashSelection.max) {
    throw new AppError('trashSelection', undefined, limits.trashSelection);
  }
  await lockRecordsOfFiles(tx, tenantId, ids);
  const rows = await repo.trashedFiles(tx, tenantId, ids);
  if (rows.length !== ids.length) throw new AppError('notInTrash');
  const verb = action === TrashAction.restore ? 'trashedFile.restore' : 'trashedFile.delete';
  for (const row of rows) authorize(actor, verb, trashedSubject(row));
  if (action === TrashAction.restore) {
    for (const row of rows) {
      if (row.trd_node_id) await ensureNodeAcceptsFiles(work, row.trd_node_id);
    }
    await repo.restore(tx, tenantId, ids);
    await countMetrics(
      work,
      ...rows.map((row) => ({ kind: 'file.restored', bytes: Number(row.bytes) }) as const),
    );
    for (const row of rows) {
      await recordAudit(tx, auditActorOf(actor), {
        module: 'files',
        action: 'restore',
        entityType: 'record',
        entityId: row.record_id,
        entityName: row.number,
        changes: { attachment: auditRef('record_file', row.id, row.name) },
      });
    }
  } else {
    await ensureNotHeld(work, heldScopeOf(rows));
    await deleteForGood(work, auditActorOf(actor), rows);
  }
  return { action, files: rows.map((row) => ({ id: row.id, name: row.name })) };
}

/**
 * The purge (spec §4): a file still in the trash once its 30 days are over is deleted for good;
 * one restored since, or trashed again later, is left for its own job. Its bytes go once the
 * deletion has committed, and deleting an object already gone is no error, so a retry is harmless.
 * A file a legal hold covers is skipped, not failed: the job looks again a day later, and purges
 * it once the hold is released (issue 50 §3).
 */
export const purgeTrashedFileJob = tenantJob({
  name: 'purgeTrashedFile',
  payload: z.object({ fileId: z.uuid() }),
  async run(work, { fileId }) {
    const { tx, tenantId } = work;
    // Purges of one record's files run side by side: each rewrites the record's search rows.
    await lockRecordsOfFiles(tx, tenantId, [fileId]);
    const due = await repo.dueForPurge(tx, tenantId, fileId);
    if (!due) return;
    if (await isHeld(work, heldScopeOf([due]))) {
      await enqueue(
        work,
        purgeTrashedFileJob,
        { fileId },
        { runAt: new Date(Date.now() + heldPurgeRetryMs) },
      );
      return;
    }
    await deleteForGood(work, { tenantId, userId: null, userName: null }, [due]);
  },
});
