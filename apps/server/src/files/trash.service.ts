import {
  limits,
  type Paged,
  TrashAction,
  type TrashActionDto,
  type TrashActionInput,
  type TrashItemDto,
  type TrashQuery,
} from '@custodia/contracts';
import { ensureNodeAcceptsFiles } from '../expedients/expedients.service.ts';
import { type AuditActor, auditRef, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { isAdmin } from '../platform/policy.ts';
import type { Services } from '../platform/services.ts';
import { afterCommit } from '../platform/tenancy.ts';
import { authorize } from '../policies.ts';
import { toTrashItemDto, trashedSubject } from './trash.present.ts';
import * as repo from './trash.repo.ts';

/**
 * Spec §7 GET /file/trash/: what the actor moved to the trash (an admin: everything the company
 * did), filtered by subject and days, newest first.
 */
export async function listTrash(
  services: Services,
  actor: Actor,
  query: TrashQuery,
): Promise<Paged<TrashItemDto>> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const page = await repo.trashPage(
      tx,
      actor.tenantId,
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
  });
}

/**
 * Deletes files for good: their rows and versions now, their bytes once that has committed, and
 * an audit row each on its record ("permanently delete").
 */
async function deleteForGood(
  services: Services,
  tx: Sql,
  actor: AuditActor,
  rows: repo.TrashedFileRow[],
): Promise<void> {
  const keys = await repo.deleteForGood(
    tx,
    actor.tenantId,
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
  afterCommit(() => Promise.all(keys.map((key) => services.storage.delete(key))));
}

/**
 * Spec §7 PATCH /file/trash/actions/?action=: restores (1) or deletes for good (2) 1 to 5 files
 * of the trash (4024), all or none: a file no longer there (4025), one whose record no longer
 * takes files (4026), one that would go back into an expedient closed since (20062: its frozen
 * index does not name it), or one the actor may not act on refuses the whole action.
 */
export async function actOnTrash(
  services: Services,
  actor: Actor,
  action: 1 | 2,
  input: TrashActionInput,
): Promise<TrashActionDto> {
  const ids = [...new Set(input.files)];
  if (ids.length < limits.trashSelection.min || ids.length > limits.trashSelection.max) {
    throw new AppError('trashSelection', undefined, limits.trashSelection);
  }
  return services.inTenant(actor.tenantId, async (tx) => {
    const rows = await repo.trashedFiles(tx, actor.tenantId, ids);
    if (rows.length !== ids.length) throw new AppError('notInTrash');
    const verb = action === TrashAction.restore ? 'trashedFile.restore' : 'trashedFile.delete';
    for (const row of rows) authorize(actor, verb, trashedSubject(row));
    if (action === TrashAction.restore) {
      for (const row of rows) {
        if (row.trd_node_id) await ensureNodeAcceptsFiles(tx, actor.tenantId, row.trd_node_id);
      }
      await repo.restore(tx, actor.tenantId, ids);
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
      await deleteForGood(services, tx, auditActorOf(actor), rows);
    }
    return { action, files: rows.map((row) => ({ id: row.id, name: row.name })) };
  });
}

/**
 * The job runner's purge (spec §4): a file still in the trash once its 30 days are over is
 * deleted for good; one restored since, or trashed again later, is left for its own job.
 */
export async function purgeTrashedFile(
  services: Services,
  job: { tenantId: string; fileId: string },
): Promise<void> {
  await services.inTenant(job.tenantId, async (tx) => {
    const due = await repo.dueForPurge(tx, job.tenantId, job.fileId);
    if (!due) return;
    await deleteForGood(services, tx, { tenantId: job.tenantId, userId: null, userName: null }, [
      due,
    ]);
  });
}
