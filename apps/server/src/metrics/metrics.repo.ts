import type { LawPqrsKind } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

/** What a delta or a rollup may be about when it is about nothing of that kind. */
export const NONE = '00000000-0000-0000-0000-000000000000';

export type MetricKind =
  | 'record.filed'
  | 'record.cancelled'
  | 'file.added'
  | 'storage.live'
  | 'storage.trash'
  | 'process.started'
  | 'process.completed'
  | 'task.onTime'
  | 'task.late'
  | 'task.duration';

export type MetricDelta = {
  kind: MetricKind;
  subject_id?: string;
  step_id?: string;
  user_id?: string;
  bucket?: number;
  count?: number;
  amount?: number;
};

/** Appends deltas in one statement: an insert each, never an update of a shared row. */
export async function insertDeltas(tx: Sql, tenantId: string, deltas: MetricDelta[]) {
  await tx.query(
    `INSERT INTO metric_deltas (tenant_id, kind, subject_id, step_id, user_id, bucket, count, amount)
     SELECT $1, * FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::uuid[], $6::smallint[],
                              $7::integer[], $8::bigint[])`,
    [
      tenantId,
      deltas.map((delta) => delta.kind),
      deltas.map((delta) => delta.subject_id ?? NONE),
      deltas.map((delta) => delta.step_id ?? NONE),
      deltas.map((delta) => delta.user_id ?? NONE),
      deltas.map((delta) => delta.bucket ?? 0),
      deltas.map((delta) => delta.count ?? 0),
      deltas.map((delta) => delta.amount ?? 0),
    ],
  );
}

/** One folder of a company at a time: two would otherwise meet on the same rollup rows. */
export async function lockFolding(tx: Sql, tenantId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('metrics-fold:' || $1, 0))", [
    tenantId,
  ]);
}

/**
 * Moves up to `batch` of the oldest deltas into their days (the company's local days), deleting
 * them in the same statement, and answers how many it moved. Deltas of transactions not yet
 * committed are not seen, and wait for the next fold.
 */
export async function foldDeltas(tx: Sql, tenantId: string, batch: number): Promise<number> {
  const [row] = await tx.query<{ folded: string }>(
    `WITH taken AS (
       DELETE FROM metric_deltas
        WHERE tenant_id = $1
          AND id IN (SELECT id FROM metric_deltas WHERE tenant_id = $1 ORDER BY id LIMIT $2)
        RETURNING *
     ), summed AS (
       INSERT INTO metric_days AS d
              (tenant_id, kind, day, subject_id, step_id, user_id, bucket, count, amount)
       SELECT tenant_id, kind, (at AT TIME ZONE (SELECT time_zone FROM tenants WHERE id = $1))::date,
              subject_id, step_id, user_id, bucket, sum(count), sum(amount)
         FROM taken
        GROUP BY 1, 2, 3, 4, 5, 6, 7
       ON CONFLICT (tenant_id, kind, day, subject_id, step_id, user_id, bucket)
       DO UPDATE SET count = d.count + excluded.count, amount = d.amount + excluded.amount
       RETURNING 1
     )
     SELECT count(*) AS folded FROM taken`,
    [tenantId, batch],
  );
  return Number(row?.folded ?? 0);
}

export async function markFolded(tx: Sql, tenantId: string): Promise<void> {
  await tx.query(
    `INSERT INTO metric_folds (tenant_id, folded_at) VALUES ($1, now())
     ON CONFLICT (tenant_id) DO UPDATE SET folded_at = excluded.folded_at`,
    [tenantId],
  );
}

/** Whether the company's storage figures are due their daily check against the stored files. */
export async function storageCheckDue(tx: Sql, tenantId: string): Promise<boolean> {
  const [row] = await tx.query(
    `SELECT 1 FROM metric_folds
      WHERE tenant_id = $1
        AND (storage_checked_at IS NULL OR storage_checked_at <= now() - interval '1 day')`,
    [tenantId],
  );
  return row !== undefined;
}

/**
 * The stored files' bytes (live and trashed) less what the figures and the deltas not yet folded
 * say, read in one statement so that both sides see the same committed changes.
 */
export async function storageDrift(
  tx: Sql,
  tenantId: string,
): Promise<{ live: number; trash: number }> {
  const [row] = await tx.query<{ live: string; trash: string }>(
    `WITH stored AS (
       SELECT coalesce(sum(v.size) FILTER (WHERE rf.trashed_at IS NULL), 0) AS live,
              coalesce(sum(v.size) FILTER (WHERE rf.trashed_at IS NOT NULL), 0) AS trash
         FROM record_files rf
         JOIN file_versions v ON v.tenant_id = rf.tenant_id AND v.file_id = rf.id
        WHERE rf.tenant_id = $1
     ), counted AS (
       SELECT coalesce(sum(amount) FILTER (WHERE kind = 'storage.live'), 0) AS live,
              coalesce(sum(amount) FILTER (WHERE kind = 'storage.trash'), 0) AS trash
         FROM (SELECT kind, amount FROM metric_days
                WHERE tenant_id = $1 AND kind IN ('storage.live', 'storage.trash')
               UNION ALL
               SELECT kind, amount FROM metric_deltas
                WHERE tenant_id = $1 AND kind IN ('storage.live', 'storage.trash')) known
     )
     SELECT stored.live - counted.live AS live, stored.trash - counted.trash AS trash
       FROM stored, counted`,
    [tenantId],
  );
  return { live: Number(row?.live ?? 0), trash: Number(row?.trash ?? 0) };
}

export async function markStorageChecked(tx: Sql, tenantId: string, drift: number) {
  await tx.query(
    `UPDATE metric_folds SET storage_checked_at = now(), storage_drift = $2 WHERE tenant_id = $1`,
    [tenantId, drift],
  );
}

export type FoldRow = {
  folded_at: Date;
  storage_checked_at: Date | null;
  storage_drift: string;
};

export async function foldOf(tx: Sql, tenantId: string): Promise<FoldRow | undefined> {
  const [row] = await tx.query<FoldRow>(
    'SELECT folded_at, storage_checked_at, storage_drift FROM metric_folds WHERE tenant_id = $1',
    [tenantId],
  );
  return row;
}

/** Local days from `from` up to, not including, `to` (YYYY-MM-DD). */
export type Days = { from: string; to: string };

export type MonthRow = { month: number; kind: MetricKind; count: string; amount: string };

export function monthTotals(tx: Sql, tenantId: string, kinds: MetricKind[], days: Days) {
  return tx.query<MonthRow>(
    `SELECT date_part('month', day)::integer AS month, kind, sum(count) AS count,
            sum(amount) AS amount
       FROM metric_days
      WHERE tenant_id = $1 AND kind = ANY($2::text[]) AND day >= $3::date AND day < $4::date
      GROUP BY 1, 2`,
    [tenantId, kinds, days.from, days.to],
  );
}

export type PqrsRow = {
  month: number;
  type_id: string;
  law_kind: LawPqrsKind | null;
  name: string | null;
  received: string;
  answered_in_time: string;
  answered_late: string;
  average_days: string | null;
};

/**
 * The PQRS received in the year's days as `timeZone` reads them, by month of receipt and type
 * (the types in the company's order), read from the PQRS themselves: the answer columns of
 * migration 066 are written once, when the petitioner is notified.
 */
export function pqrsTotals(tx: Sql, tenantId: string, days: Days, timeZone: string) {
  return tx.query<PqrsRow>(
    `SELECT date_part('month', p.received_at AT TIME ZONE $4)::integer AS month, t.id AS type_id,
            t.law_kind, t.name, count(*) AS received,
            count(*) FILTER (WHERE p.answered_in_time) AS answered_in_time,
            count(*) FILTER (WHERE NOT p.answered_in_time) AS answered_late,
            avg(p.answer_days) AS average_days
       FROM pqrs_requests p
       JOIN pqrs_types t ON t.tenant_id = p.tenant_id AND t.id = p.type_id
      WHERE p.tenant_id = $1
        AND p.received_at >= $2::timestamp AT TIME ZONE $4
        AND p.received_at < $3::timestamp AT TIME ZONE $4
      GROUP BY 1, t.id, t.law_kind, t.name, t.position
      ORDER BY 1, t.position, t.id`,
    [tenantId, days.from, days.to, timeZone],
  );
}

export async function storageTotals(tx: Sql, tenantId: string) {
  const [row] = await tx.query<{ live: string; trash: string }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'storage.live'), 0) AS live,
            coalesce(sum(amount) FILTER (WHERE kind = 'storage.trash'), 0) AS trash
       FROM metric_days
      WHERE tenant_id = $1 AND kind IN ('storage.live', 'storage.trash')`,
    [tenantId],
  );
  return { live: Number(row?.live ?? 0), trash: Number(row?.trash ?? 0) };
}

export type PersonRow = {
  workflow_id: string;
  workflow_name: string;
  step_id: string;
  step_name: string;
  user_id: string;
  user_name: string;
  on_time: string;
  late: string;
};

/** Tasks completed on time and late, per workflow, step and person who completed them. */
export function taskTotals(tx: Sql, tenantId: string, days: Days) {
  return tx.query<PersonRow>(
    `SELECT d.workflow_id, coalesce(w.name, '') AS workflow_name, d.step_id,
            coalesce(s.label, s.name, '') AS step_name, d.user_id,
            coalesce(u.first_name || ' ' || u.last_name, '') AS user_name, d.on_time, d.late
       FROM (SELECT subject_id AS workflow_id, step_id, user_id,
                    coalesce(sum(count) FILTER (WHERE kind = 'task.onTime'), 0) AS on_time,
                    coalesce(sum(count) FILTER (WHERE kind = 'task.late'), 0) AS late
               FROM metric_days
              WHERE tenant_id = $1 AND kind IN ('task.onTime', 'task.late')
                AND day >= $2::date AND day < $3::date
              GROUP BY subject_id, step_id, user_id) d
       LEFT JOIN workflows w ON w.tenant_id = $1 AND w.id = d.workflow_id
       LEFT JOIN workflow_steps s ON s.tenant_id = $1 AND s.id = d.step_id
       LEFT JOIN users u ON u.tenant_id = $1 AND u.id = d.user_id
      ORDER BY workflow_name, step_name, user_name`,
    [tenantId, days.from, days.to],
  );
}

export type DurationRow = { workflow_id: string; step_id: string; bucket: number; count: string };

/** How many of each step's tasks took each bucket of business time. */
export function taskDurations(tx: Sql, tenantId: string, days: Days) {
  return tx.query<DurationRow>(
    `SELECT subject_id AS workflow_id, step_id, bucket, sum(count) AS count
       FROM metric_days
      WHERE tenant_id = $1 AND kind = 'task.duration' AND day >= $2::date AND day < $3::date
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3`,
    [tenantId, days.from, days.to],
  );
}

export type FormRow = { form_id: string; form_name: string; records: string; cancelled: string };

export function formTotals(tx: Sql, tenantId: string, days: Days) {
  return tx.query<FormRow>(
    `SELECT d.form_id, coalesce(f.name, '') AS form_name, d.records, d.cancelled
       FROM (SELECT subject_id AS form_id,
                    coalesce(sum(count) FILTER (WHERE kind = 'record.filed'), 0) AS records,
                    coalesce(sum(count) FILTER (WHERE kind = 'record.cancelled'), 0) AS cancelled
               FROM metric_days
              WHERE tenant_id = $1 AND kind IN ('record.filed', 'record.cancelled')
                AND day >= $2::date AND day < $3::date
              GROUP BY subject_id) d
       LEFT JOIN forms f ON f.tenant_id = $1 AND f.id = d.form_id
      ORDER BY d.records DESC, form_name`,
    [tenantId, days.from, days.to],
  );
}

export type YearRow = { year: number; records: string; cancelled: string };

export function yearTotals(tx: Sql, tenantId: string) {
  return tx.query<YearRow>(
    `SELECT date_part('year', day)::integer AS year,
            coalesce(sum(count) FILTER (WHERE kind = 'record.filed'), 0) AS records,
            coalesce(sum(count) FILTER (WHERE kind = 'record.cancelled'), 0) AS cancelled
       FROM metric_days
      WHERE tenant_id = $1 AND kind IN ('record.filed', 'record.cancelled')
      GROUP BY 1
      ORDER BY 1`,
    [tenantId],
  );
}

/**
 * How many records the company filed in the forms given (all when null), ever: its daily rollups
 * and the deltas not folded yet, read in one statement, so a fold running meanwhile is seen
 * either before or after, never half. It grows with the days and forms, not with the records.
 */
export async function recordsFiled(
  tx: Sql,
  tenantId: string,
  formIds: string[] | null,
): Promise<number> {
  const [row] = await tx.query<{ filed: string }>(
    `SELECT coalesce(sum(count), 0) AS filed
       FROM (SELECT count FROM metric_days
              WHERE tenant_id = $1 AND kind = 'record.filed'
                AND ($2::uuid[] IS NULL OR subject_id = ANY($2::uuid[]))
             UNION ALL
             SELECT count FROM metric_deltas
              WHERE tenant_id = $1 AND kind = 'record.filed'
                AND ($2::uuid[] IS NULL OR subject_id = ANY($2::uuid[]))) AS counted`,
    [tenantId, formIds],
  );
  return Number(row?.filed ?? 0);
}

/** Every company, in a steady order: the fold visits each in turn. */
export function companyIds(tx: Sql) {
  return tx.query<{ id: string }>('SELECT id FROM tenants ORDER BY id');
}
