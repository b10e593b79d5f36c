import { type FormStatusValue, limits, type RecordStatusValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { containsPattern, type PageRows, selectPage, Where } from '../platform/sql.ts';

/** A file in the trash as the actions on it read it: its record, and who moved it there. */
export type TrashedFileRow = {
  id: string;
  name: string;
  record_id: string;
  form_id: string;
  form_status: FormStatusValue;
  number: string;
  record_status: RecordStatusValue;
  record_created_by: string;
  trashed_by: string;
  /** Where the file sat in the TRD when it was trashed, and goes back to if restored. */
  trd_node_id: string | null;
  /** Its versions' bytes: what the metrics move out of the trash with it. */
  bytes: string;
};

/** A row of the trash as its screen shows it. */
export type TrashRow = TrashedFileRow & {
  subject: string;
  size: string;
  form_name: string;
  reason: string;
  trasher_user_name: string;
  trasher_full_name: string;
  trashed_at: Date;
  purge_at: Date;
};

export type TrashFilter = {
  /** Only what this user moved there; every file of the company when null. */
  trashedBy: string | null;
  subject: string | undefined;
  /** Days (YYYY-MM-DD) read in `timeZone`, both included. */
  from: string | undefined;
  to: string | undefined;
  timeZone: string;
};

/**
 * Moves a file to the trash; answers when it is due to be deleted for good (database time), and
 * the bytes of its versions.
 */
export async function trash(
  tx: Sql,
  tenantId: string,
  fileId: string,
  by: { userId: string; reason: string },
): Promise<{ purgeAt: Date; bytes: number }> {
  const [row] = await tx.query<{ purge_at: Date; bytes: string }>(
    `UPDATE record_files SET trashed_at = now(), trashed_by = $3, trash_reason = $4
      WHERE tenant_id = $1 AND id = $2
      RETURNING now() + make_interval(days => $5) AS purge_at,
                (SELECT coalesce(sum(size), 0) FROM file_versions
                  WHERE tenant_id = $1 AND file_id = $2) AS bytes`,
    [tenantId, fileId, by.userId, by.reason, limits.trashRetentionDays],
  );
  const { purge_at, bytes } = row as { purge_at: Date; bytes: string };
  return { purgeAt: purge_at, bytes: Number(bytes) };
}

/** A page of the trash, newest first. */
export async function trashPage(
  tx: Sql,
  tenantId: string,
  filter: TrashFilter,
  window: { limit: number; offset: number },
): Promise<PageRows<TrashRow>> {
  const where = new Where('rf.tenant_id = $1 AND rf.trashed_at IS NOT NULL', tenantId);
  if (filter.trashedBy) where.and('rf.trashed_by = ?', filter.trashedBy);
  if (filter.subject)
    where.and("lower(rf.subject) LIKE ? ESCAPE '\\'", containsPattern(filter.subject));
  if (filter.from)
    where.and('rf.trashed_at >= (?::date)::timestamp AT TIME ZONE ?', filter.from, filter.timeZone);
  if (filter.to) {
    where.and(
      'rf.trashed_at < (?::date + 1)::timestamp AT TIME ZONE ?',
      filter.to,
      filter.timeZone,
    );
  }
  return selectPage<TrashRow>(
    tx,
    {
      select: `rf.id, rf.name, rf.subject, v.size::text AS size, r.id AS record_id, r.form_id,
               f.status AS form_status, f.name AS form_name, r.number, r.status AS record_status,
               r.created_by AS record_created_by, rf.trash_reason AS reason, rf.trashed_by,
               rf.trd_node_id, u.user_name AS trasher_user_name,
               concat_ws(' ', u.first_name, u.last_name) AS trasher_full_name, rf.trashed_at,
               rf.trashed_at + make_interval(days => ${limits.trashRetentionDays}) AS purge_at`,
      from: `record_files rf
             JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id
                                 AND v.version = rf.version
             JOIN records r ON r.tenant_id = rf.tenant_id AND r.id = rf.record_id
             JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id
             JOIN users u ON u.tenant_id = rf.tenant_id AND u.id = rf.trashed_by`,
      where,
      orderBy: 'rf.trashed_at DESC, rf.id',
    },
    window,
  );
}

/** The files of `ids` that are in the trash, locked for the action on them. */
export async function trashedFiles(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<TrashedFileRow[]> {
  return tx.query<TrashedFileRow>(
    `SELECT rf.id, rf.name, r.id AS record_id, r.form_id, f.status AS form_status, r.number,
            r.status AS record_status, r.created_by AS record_created_by, rf.trashed_by,
            rf.trd_node_id,
            (SELECT coalesce(sum(v.size), 0) FROM file_versions v
              WHERE v.tenant_id = rf.tenant_id AND v.file_id = rf.id) AS bytes
       FROM record_files rf
       JOIN records r ON r.tenant_id = rf.tenant_id AND r.id = rf.record_id
       JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id
      WHERE rf.tenant_id = $1 AND rf.id = ANY($2::uuid[]) AND rf.trashed_at IS NOT NULL
      FOR UPDATE OF rf`,
    [tenantId, ids],
  );
}

export async function restore(tx: Sql, tenantId: string, ids: string[]): Promise<void> {
  await tx.query(
    `UPDATE record_files SET trashed_at = NULL, trashed_by = NULL, trash_reason = NULL
      WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
    [tenantId, ids],
  );
}

/**
 * Deletes files for good with every version; answers the storage keys of their bytes (and of the
 * searchable PDFs made of their scans), which go once the deletion has committed.
 */
export async function deleteForGood(tx: Sql, tenantId: string, ids: string[]): Promise<string[]> {
  const keys = await tx.query<{ storage_key: string }>(
    `SELECT storage_key FROM file_versions WHERE tenant_id = $1 AND file_id = ANY($2::uuid[])
     UNION ALL
     SELECT rendition_key FROM file_readings
      WHERE tenant_id = $1 AND file_id = ANY($2::uuid[]) AND rendition_key IS NOT NULL`,
    [tenantId, ids],
  );
  await tx.query('DELETE FROM record_files WHERE tenant_id = $1 AND id = ANY($2::uuid[])', [
    tenantId,
    ids,
  ]);
  return keys.map((row) => row.storage_key);
}

/** The file `id` if it is in the trash and its days there are over (database time). */
export async function dueForPurge(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<TrashedFileRow | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM record_files
      WHERE tenant_id = $1 AND id = $2
        AND trashed_at <= now() - make_interval(days => $3)
      FOR UPDATE`,
    [tenantId, id, limits.trashRetentionDays],
  );
  return row ? (await trashedFiles(tx, tenantId, [row.id]))[0] : undefined;
}
