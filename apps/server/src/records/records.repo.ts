import { randomUUID } from 'node:crypto';
import {
  FormStatus,
  limits,
  type RecordExpedientDto,
  type RecordLinkKind,
  RecordStatus,
  type RecordStatusValue,
  type RecordValues,
  type SupportTypeValue,
  searchable,
} from '@custodia/contracts';
import { nextNumberStatement } from '../platform/counters.ts';
import type { Sql } from '../platform/db.ts';
import { containsPattern, type PageQuery, selectPage, selectRows, Where } from '../platform/sql.ts';

export type RecordRow = {
  id: string;
  form_id: string;
  number: string;
  status: RecordStatusValue;
  subject: string;
  support_type: SupportTypeValue;
  /** 'YYYY-MM-DD': the column is read as text, a day has no time zone. */
  document_date: string;
  field_values: RecordValues;
  user_name: string;
  created_at: Date;
};

export type NewRecord = Pick<
  RecordRow,
  'form_id' | 'subject' | 'support_type' | 'document_date' | 'field_values'
> & {
  created_by: string;
  /** The searchable text of the typed values; the number is put in front of it here. */
  typed_text: string;
};

/** A record's number: `prefix`, then the counter of `scope` padded to `digits` (never cut). */
export type Numbering = { scope: string; prefix: string; digits: number };

export type FiledRow = Pick<RecordRow, 'id' | 'number' | 'status' | 'created_at'>;

/**
 * Files a record: its search rows (migration 017) are written first, then its number is taken in
 * the statement that inserts it. The counter row stays locked from that statement to the commit,
 * so filings in the same form wait for as little as possible: indexing is not part of it.
 */
export async function insertNumberedRecord(
  tx: Sql,
  tenantId: string,
  numbering: Numbering,
  record: NewRecord,
): Promise<FiledRow> {
  const id = randomUUID();
  await tx.query(
    `SELECT index_record_data($1, ARRAY[ROW($2::uuid, $3::uuid, $4::text, $5::jsonb)::record_data])`,
    [tenantId, id, record.form_id, record.subject, JSON.stringify(record.field_values)],
  );
  const [row] = await tx.query<FiledRow>(
    `WITH taken AS (${nextNumberStatement('$1', '$2')}),
          numbered AS (
            SELECT $3::text || lpad(last::text, greatest($4::int, length(last::text)), '0') AS number
              FROM taken)
     INSERT INTO records
       (tenant_id, id, form_id, number, subject, support_type, document_date, field_values,
        created_by, search_text)
     SELECT $1, $12, $5, number, $6, $7, $8, $9, $10, concat_ws(' ', number, NULLIF($11::text, ''))
       FROM numbered
     RETURNING id, number, status, created_at`,
    [
      tenantId,
      numbering.scope,
      numbering.prefix,
      numbering.digits,
      record.form_id,
      record.subject,
      record.support_type,
      record.document_date,
      JSON.stringify(record.field_values),
      record.created_by,
      record.typed_text,
      id,
    ],
  );
  return row as FiledRow;
}

/**
 * Unique values (spec §3) are checked and filed one filing at a time in a form: the lock is held
 * to the commit, so the second filing of a value sees the first.
 */
export async function lockUniqueValues(tx: Sql, tenantId: string, formId: string): Promise<void> {
  await tx.query(
    "SELECT pg_advisory_xact_lock(hashtextextended('record-unique:' || $1 || $2, 0))",
    [tenantId, formId],
  );
}

/**
 * The fields among `values` whose value an active record of the form already holds: unique
 * fields (spec §3) are unique among the records in force, a cancelled one frees its value.
 */
export async function takenValues(
  tx: Sql,
  tenantId: string,
  formId: string,
  values: [fieldId: string, value: string][],
  /** The record being edited, whose own values are not a conflict. */
  exceptId: string | null = null,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx.query<{ field_id: string }>(
    `SELECT v.field_id FROM unnest($3::text[], $4::text[]) AS v (field_id, value)
      WHERE EXISTS (SELECT 1 FROM records r
                     WHERE r.tenant_id = $1 AND r.form_id = $2
                       AND r.status = ${RecordStatus.active}
                       AND r.id IS DISTINCT FROM $5::uuid
                       AND r.field_values ->> v.field_id = v.value)`,
    [
      tenantId,
      formId,
      values.map(([fieldId]) => fieldId),
      values.map(([, value]) => value),
      exceptId,
    ],
  );
  return rows.map((row) => row.field_id);
}

/**
 * The form of each record in force among `ids`, in one read: the looked-up records a record may
 * still point at. Cancelled ones are left out.
 */
export async function activeRecordForms(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; form_id: string }>(
    `SELECT id, form_id FROM records
      WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND status = ${RecordStatus.active}`,
    [tenantId, ids],
  );
  return new Map(rows.map((row) => [row.id, row.form_id]));
}

export type LookupRecordRow = Pick<RecordRow, 'id' | 'number' | 'field_values'>;

/** The fewest characters a text must have for its trigrams to narrow a search. */
const TRIGRAM_LENGTH = 3;

/**
 * A page of the looked-up form's active records, newest first, whose number or typed values
 * contain the search text (issue 35 point 19). A text of three characters or more is looked up
 * by its trigrams (records_containing(), migration 055); when more records hold it than the lookup
 * counts, or the text is shorter, the form's records are walked newest first, and so many hold
 * it that a page fills at once.
 */
export async function lookupRecords(
  tx: Sql,
  tenantId: string,
  filter: { formId: string; search?: string; limit: number; offset: number },
): Promise<{ rows: LookupRecordRow[]; count: number }> {
  const where = new Where('r.tenant_id = $1', tenantId)
    .and('r.form_id = ?', filter.formId)
    .and(`r.status = ${RecordStatus.active}`);
  const query: PageQuery = {
    select: 'r.id, r.number, r.field_values',
    from: 'records r',
    where,
    orderBy: 'r.created_at DESC, r.id',
  };
  const text = filter.search ? searchable(filter.search) : '';
  const cap = limits.lookupCountCap;
  if (!text) return selectPage<LookupRecordRow>(tx, query, filter, cap);
  const pattern = containsPattern(text);
  where.and('r.search_text LIKE ?', pattern);
  if (text.length < TRIGRAM_LENGTH) return selectPage<LookupRecordRow>(tx, query, filter, cap);
  const found = await containing(tx, tenantId, filter, pattern);
  if (found.count <= cap) return found;
  return { rows: await selectRows<LookupRecordRow>(tx, query, filter), count: cap };
}

/**
 * The page and the count of the form's records whose search text matches `pattern`, through the
 * trigram index; a count over the lookup's cap says more match, and the page is then not theirs.
 */
async function containing(
  tx: Sql,
  tenantId: string,
  filter: { formId: string; limit: number; offset: number },
  pattern: string,
): Promise<{ rows: LookupRecordRow[]; count: number }> {
  const rows = await tx.query<LookupRecordRow & { total: string }>(
    `SELECT r.id, r.number, r.field_values, f.total
       FROM (SELECT m.record_id, m.created_at, count(*) OVER () AS total
               FROM records_containing($2, $3, $4) m
              ORDER BY m.created_at DESC, m.record_id LIMIT $5 OFFSET $6) f
       JOIN records r ON r.tenant_id = $1 AND r.id = f.record_id
      ORDER BY f.created_at DESC, f.record_id`,
    [tenantId, filter.formId, pattern, limits.lookupCountCap + 1, filter.limit, filter.offset],
  );
  const [first] = rows;
  if (first) return { rows, count: Number(first.total) };
  // A page past the last one: how many there are is asked on its own.
  const [counted] = await tx.query<{ count: string }>(
    'SELECT count(*) FROM records_containing($1, $2, $3)',
    [filter.formId, pattern, limits.lookupCountCap + 1],
  );
  return { rows: [], count: Number(counted?.count ?? 0) };
}

export type FilingActivityRow = {
  forms: number;
  perDay: { day: string; count: number }[];
};

/**
 * Filing in the forms `formIds` (null: every form): how many forms, and the records filed each
 * day of the last `days` days of the company's calendar, days without any at 0. The records ever
 * filed are the metrics' to count: counting them here read every record of the company.
 */
export async function filingActivity(
  tx: Sql,
  tenantId: string,
  scope: { formIds: string[] | null; timeZone: string; days: number },
): Promise<FilingActivityRow> {
  const inScope = '($2::uuid[] IS NULL OR x.form_id = ANY($2::uuid[]))';
  const [totals] = await tx.query<{ forms: string }>(
    `SELECT count(*) AS forms FROM forms f
      WHERE f.tenant_id = $1 AND f.status <> ${FormStatus.deleted}
        AND ($2::uuid[] IS NULL OR f.id = ANY($2::uuid[]))`,
    [tenantId, scope.formIds],
  );
  const days = await tx.query<{ day: string; count: string }>(
    `WITH today AS (SELECT (now() AT TIME ZONE $3)::date AS day)
     SELECT d.day::date::text AS day, count(x.id) AS count
       -- Days as local midnights (timestamp without time zone), which AT TIME ZONE turns into
       -- the instants the company's day starts and ends.
       FROM today, generate_series((today.day - ($4::int - 1))::timestamp, today.day::timestamp,
                                   interval '1 day') AS d (day)
       LEFT JOIN records x ON x.tenant_id = $1 AND ${inScope}
            AND x.created_at >= d.day AT TIME ZONE $3
            AND x.created_at < (d.day + interval '1 day') AT TIME ZONE $3
      GROUP BY d.day ORDER BY d.day`,
    [tenantId, scope.formIds, scope.timeZone, scope.days],
  );
  return {
    forms: Number(totals?.forms ?? 0),
    perDay: days.map((row) => ({ day: row.day, count: Number(row.count) })),
  };
}

/** One record with what its detail shows: its filer, its last edit and its cancellation. */
export type RecordDetailRow = RecordRow & {
  created_by: string;
  filer_name: string;
  updated_at: Date | null;
  /** Null while the record is in force; `at` as PostgreSQL writes a timestamp in JSON. */
  cancellation: { reason: string; user_name: string; full_name: string; at: string } | null;
  /** The expedient the record sits in (decision 55), with its ancestry for its rules; or null. */
  expedient: (Omit<RecordExpedientDto, 'abilities'> & { ancestor_ids: string[] }) | null;
};

/**
 * A record of the form, with its filer and canceller. `lock` holds the row to the commit, so an
 * edit and a cancellation of the same record never cross.
 */
export async function findRecord(
  tx: Sql,
  tenantId: string,
  formId: string,
  id: string,
  lock = false,
): Promise<RecordDetailRow | undefined> {
  const [row] = await tx.query<RecordDetailRow>(
    `SELECT r.id, r.form_id, r.number, r.status, r.subject, r.support_type,
            r.document_date::text AS document_date, r.field_values, r.created_by, r.created_at,
            r.updated_at, f.user_name, concat_ws(' ', f.first_name, f.last_name) AS filer_name,
            CASE WHEN r.status = ${RecordStatus.cancelled} THEN json_build_object(
              'reason', r.cancel_reason, 'user_name', c.user_name,
              'full_name', concat_ws(' ', c.first_name, c.last_name), 'at', r.cancelled_at)
            END AS cancellation,
            CASE WHEN e.node_id IS NOT NULL THEN json_build_object(
              'id', e.node_id, 'number', e.number, 'name', en.name, 'status', e.status,
              'ancestor_ids', ARRAY(SELECT x.ancestor_id FROM trd_node_ancestors x
                                     WHERE x.tenant_id = en.tenant_id AND x.node_id = en.id))
            END AS expedient
       FROM records r
       JOIN users f ON f.tenant_id = r.tenant_id AND f.id = r.created_by
       LEFT JOIN users c ON c.tenant_id = r.tenant_id AND c.id = r.cancelled_by
       LEFT JOIN expedient_records er ON er.tenant_id = r.tenant_id AND er.record_id = r.id
       LEFT JOIN expedients e ON e.tenant_id = er.tenant_id AND e.node_id = er.expedient_id
       LEFT JOIN trd_nodes en ON en.tenant_id = e.tenant_id AND en.id = e.node_id
      WHERE r.tenant_id = $1 AND r.form_id = $2 AND r.id = $3
      ${lock ? 'FOR UPDATE OF r' : ''}`,
    [tenantId, formId, id],
  );
  return row;
}

/** The data an edit may change (spec §3): never the number, the form, the filer or the time. */
export type RecordData = Pick<
  RecordRow,
  'subject' | 'support_type' | 'document_date' | 'field_values'
> & {
  /** The searchable text of the typed values; the number is put in front of it here. */
  typed_text: string;
};

export async function updateRecordData(
  tx: Sql,
  tenantId: string,
  id: string,
  data: RecordData,
): Promise<void> {
  await tx.query(
    `UPDATE records
        SET subject = $3, support_type = $4, document_date = $5, field_values = $6,
            search_text = concat_ws(' ', number, NULLIF($7::text, '')), updated_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [
      tenantId,
      id,
      data.subject,
      data.support_type,
      data.document_date,
      JSON.stringify(data.field_values),
      data.typed_text,
    ],
  );
}

/** Spec §4: cancelled, with the reason, who and when. */
export async function cancelRecord(
  tx: Sql,
  tenantId: string,
  id: string,
  cancellation: { reason: string; userId: string },
): Promise<void> {
  await tx.query(
    `UPDATE records
        SET status = ${RecordStatus.cancelled}, cancel_reason = $3, cancelled_by = $4,
            cancelled_at = now()
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, cancellation.reason, cancellation.userId],
  );
}

/** Records by id, whatever their form or status: what a lookup value shows of them. */
export function recordValuesByIds(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<Pick<RecordRow, 'id' | 'field_values'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.query(
    'SELECT id, field_values FROM records WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, ids],
  );
}

/**
 * A PQRS's legal clock as its record keeps it: its deadline marks, or none while it stops. A
 * cancelled record is final (spec §4): it keeps what it had.
 */
export async function setLegalDue(
  tx: Sql,
  tenantId: string,
  id: string,
  marks: { due_at: Date; orange_at: Date; red_at: Date } | null,
): Promise<void> {
  await tx.query(
    `UPDATE records SET legal_due_at = $3, legal_orange_at = $4, legal_red_at = $5
      WHERE tenant_id = $1 AND id = $2 AND status <> ${RecordStatus.cancelled}`,
    [tenantId, id, marks?.due_at ?? null, marks?.orange_at ?? null, marks?.red_at ?? null],
  );
}

export type RecordLinkRow = {
  kind: RecordLinkKind;
  direction: 'to' | 'from';
  record_id: string;
  form_id: string;
  number: string;
  subject: string;
  created_at: Date;
};

/** Links two records once: linking them again the same way changes nothing. */
/**
 * The identity a record arrived with (ARCHITECTURE §7c): false when another record already
 * arrived with it, which refuses the filing (the caller's transaction rolls back).
 */
export async function insertIntake(
  tx: Sql,
  tenantId: string,
  intake: { channel: 'mail'; key: string; recordId: string },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO record_intakes (tenant_id, channel, key, record_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING key`,
    [tenantId, intake.channel, intake.key, intake.recordId],
  );
  return rows.length > 0;
}

export async function insertLink(
  tx: Sql,
  tenantId: string,
  link: { from: string; to: string; kind: RecordLinkKind },
): Promise<void> {
  await tx.query(
    `INSERT INTO record_links (tenant_id, from_record_id, to_record_id, kind)
     VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [tenantId, link.from, link.to, link.kind],
  );
}

/** The records linked to one, from either end, oldest link first. */
export async function linksOf(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<RecordLinkRow[]> {
  return tx.query<RecordLinkRow>(
    `SELECT l.kind, l.direction, r.id AS record_id, r.form_id, r.number, r.subject, l.created_at
       FROM (SELECT kind, 'to' AS direction, to_record_id AS other, created_at FROM record_links
              WHERE tenant_id = $1 AND from_record_id = $2
             UNION ALL
             SELECT kind, 'from', from_record_id, created_at FROM record_links
              WHERE tenant_id = $1 AND to_record_id = $2) l
       JOIN records r ON r.tenant_id = $1 AND r.id = l.other
      ORDER BY l.created_at, r.number`,
    [tenantId, recordId],
  );
}
