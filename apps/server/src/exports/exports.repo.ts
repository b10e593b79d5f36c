import {
  ExportStatus,
  type ExportStatusValue,
  FormStatus,
  type Language,
  limits,
  type RecordStatusValue,
  type SupportTypeValue,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import type { PageRows } from '../platform/sql.ts';
import { selectPage, Where } from '../platform/sql.ts';

export type ExportRow = {
  id: string;
  form_id: string;
  form_name: string;
  requested_by: string;
  status: ExportStatusValue;
  time_zone: string;
  language: Language;
  record_count: number;
  rows_written: number;
  storage_key: string | null;
  size: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
  expired: boolean;
};

const exportColumns = `e.id, e.form_id, f.name AS form_name, e.requested_by, e.status, e.time_zone,
  e.language, e.record_count, e.rows_written, e.storage_key, e.size::text AS size, e.created_at,
  e.finished_at, e.expires_at, coalesce(e.expires_at <= now(), false) AS expired`;
const exportFrom =
  'record_exports e JOIN forms f ON f.tenant_id = e.tenant_id AND f.id = e.form_id';

/**
 * Requests of one company are counted one at a time: the 4th of four at once is refused, not
 * let through by a count its neighbours have not committed to yet.
 */
export async function lockCompanyExports(tx: Sql, tenantId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('record-exports:' || $1, 0))", [
    tenantId,
  ]);
}

export async function exportsInProgress(tx: Sql, tenantId: string): Promise<number> {
  const [row] = await tx.query<{ count: string }>(
    `SELECT count(*) FROM record_exports
      WHERE tenant_id = $1 AND status = ${ExportStatus.inProgress}`,
    [tenantId],
  );
  return Number(row?.count ?? 0);
}

export async function insertExport(
  tx: Sql,
  tenantId: string,
  fields: {
    form_id: string;
    requested_by: string;
    time_zone: string;
    language: Language;
    record_ids: string[];
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO record_exports (tenant_id, form_id, requested_by, time_zone, language,
                                 record_ids, record_count)
     VALUES ($1, $2, $3, $4, $5, $6::uuid[], cardinality($6::uuid[])) RETURNING id`,
    [
      tenantId,
      fields.form_id,
      fields.requested_by,
      fields.time_zone,
      fields.language,
      fields.record_ids,
    ],
  );
  return (row as { id: string }).id;
}

export async function findExport(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<ExportRow | undefined> {
  const [row] = await tx.query<ExportRow>(
    `SELECT ${exportColumns} FROM ${exportFrom} WHERE e.tenant_id = $1 AND e.id = $2`,
    [tenantId, id],
  );
  return row;
}

/** A person's exports, newest first. */
export function exportsPage(
  tx: Sql,
  tenantId: string,
  userId: string,
  window: { limit: number; offset: number },
): Promise<PageRows<ExportRow>> {
  return selectPage<ExportRow>(
    tx,
    {
      select: exportColumns,
      from: exportFrom,
      where: new Where('e.tenant_id = $1', tenantId).and('e.requested_by = ?', userId),
      orderBy: 'e.created_at DESC, e.id',
    },
    window,
  );
}

/** The forms whose records may be exported: `formIds`, or every form when null (admins). */
export function exportableForms(
  tx: Sql,
  tenantId: string,
  formIds: string[] | null,
): Promise<{ id: string; name: string }[]> {
  return tx.query(
    `SELECT id, name FROM forms
      WHERE tenant_id = $1 AND status IN (${FormStatus.active}, ${FormStatus.inactive})
        AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
      ORDER BY name, id`,
    [tenantId, formIds],
  );
}

/** A record as an export writes it. */
export type ExportedRecordRow = {
  id: string;
  number: string;
  status: RecordStatusValue;
  subject: string;
  support_type: SupportTypeValue;
  document_date: string;
  field_values: Record<string, string | null>;
  created_at: Date;
  user_name: string;
};

/**
 * The next records of an export after `after`, oldest first, by keyset: each chunk is read in a
 * short transaction of its own, however many chunks there are. The records are those the export
 * took when it was asked.
 */
export function recordChunk(
  tx: Sql,
  tenantId: string,
  exportId: string,
  after: { created_at: Date; id: string } | null,
  size: number,
): Promise<ExportedRecordRow[]> {
  const where = new Where('r.tenant_id = $1', tenantId).and(
    'r.id = ANY((SELECT e.record_ids FROM record_exports e WHERE e.tenant_id = $1 AND e.id = ?)::uuid[])',
    exportId,
  );
  const params = [...where.params];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const keyset = after
    ? `AND (r.created_at, r.id) > (${bind(after.created_at)}, ${bind(after.id)})`
    : '';
  return tx.query<ExportedRecordRow>(
    `SELECT r.id, r.number, r.status, r.subject, r.support_type,
            r.document_date::text AS document_date, r.field_values, r.created_at, u.user_name
       FROM records r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.created_by
      WHERE ${where.sql} ${keyset}
      ORDER BY r.created_at, r.id
      LIMIT ${bind(size)}`,
    params,
  );
}

export async function recordProgress(
  tx: Sql,
  tenantId: string,
  id: string,
  rowsWritten: number,
): Promise<void> {
  await tx.query('UPDATE record_exports SET rows_written = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
    rowsWritten,
  ]);
}

/** The export is ready: its file, kept for the spec's days (database time). */
export async function finishExport(
  tx: Sql,
  tenantId: string,
  id: string,
  file: { key: string; size: number },
): Promise<Date> {
  const [row] = await tx.query<{ expires_at: Date }>(
    `UPDATE record_exports
        SET status = ${ExportStatus.finished}, storage_key = $3, size = $4, finished_at = now(),
            expires_at = now() + make_interval(days => $5)
      WHERE tenant_id = $1 AND id = $2 RETURNING expires_at`,
    [tenantId, id, file.key, file.size, limits.exports.keptDays],
  );
  return (row as { expires_at: Date }).expires_at;
}

export async function failExport(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query(
    `UPDATE record_exports SET status = ${ExportStatus.failed}, finished_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
}
