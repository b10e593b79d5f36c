import type { RecordStatusValue, RecordValues, SupportTypeValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { searchable } from '../platform/search-text.ts';
import { containsPattern, selectPage, Where } from '../platform/sql.ts';

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
  'form_id' | 'number' | 'subject' | 'support_type' | 'document_date' | 'field_values'
> & { created_by: string; search_text: string };

export async function insertRecord(tx: Sql, tenantId: string, record: NewRecord): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO records
       (tenant_id, form_id, number, subject, support_type, document_date, field_values,
        created_by, search_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      tenantId,
      record.form_id,
      record.number,
      record.subject,
      record.support_type,
      record.document_date,
      JSON.stringify(record.field_values),
      record.created_by,
      record.search_text,
    ],
  );
  return (row as { id: string }).id;
}

export async function findRecord(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<RecordRow | undefined> {
  const [row] = await tx.query<RecordRow>(
    `SELECT r.id, r.form_id, r.number, r.status, r.subject, r.support_type,
            r.document_date::text AS document_date, r.field_values, u.user_name, r.created_at
       FROM records r JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.created_by
      WHERE r.tenant_id = $1 AND r.id = $2`,
    [tenantId, id],
  );
  return row;
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
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx.query<{ field_id: string }>(
    `SELECT v.field_id FROM unnest($3::text[], $4::text[]) AS v (field_id, value)
      WHERE EXISTS (SELECT 1 FROM records r
                     WHERE r.tenant_id = $1 AND r.form_id = $2 AND r.status = 1
                       AND r.field_values ->> v.field_id = v.value)`,
    [tenantId, formId, values.map(([fieldId]) => fieldId), values.map(([, value]) => value)],
  );
  return rows.map((row) => row.field_id);
}

/** Whether a looked-up record may still be chosen: an active record of that form. */
export async function isActiveRecord(
  tx: Sql,
  tenantId: string,
  formId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM records WHERE tenant_id = $1 AND form_id = $2 AND id = $3 AND status = 1',
    [tenantId, formId, id],
  );
  return rows.length > 0;
}

export type LookupRecordRow = Pick<RecordRow, 'id' | 'number' | 'field_values'>;

/**
 * A page of the looked-up form's active records, newest first, whose number or typed values
 * contain the search text.
 */
export function lookupRecords(
  tx: Sql,
  tenantId: string,
  filter: { formId: string; search?: string; limit: number; offset: number },
): Promise<{ rows: LookupRecordRow[]; count: number }> {
  const where = new Where('r.tenant_id = $1', tenantId)
    .and('r.form_id = ?', filter.formId)
    .and('r.status = 1');
  if (filter.search) where.and('r.search_text LIKE ?', containsPattern(searchable(filter.search)));
  return selectPage<LookupRecordRow>(
    tx,
    {
      select: 'r.id, r.number, r.field_values',
      from: 'records r',
      where,
      orderBy: 'r.created_at DESC, r.id',
    },
    filter,
  );
}
