import type { FormStatusValue, RecordStatusValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type PageRows, selectPage, Where } from '../platform/sql.ts';

/** The expedient a record sits in, locked while it is placed or taken out. */
export async function recordPlacement(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<{ id: string; number: string; name: string } | undefined> {
  const [row] = await tx.query<{ id: string; number: string; name: string }>(
    `SELECT e.node_id AS id, e.number, n.name
       FROM expedient_records er
       JOIN expedients e ON e.tenant_id = er.tenant_id AND e.node_id = er.expedient_id
       JOIN trd_nodes n ON n.tenant_id = e.tenant_id AND n.id = e.node_id
      WHERE er.tenant_id = $1 AND er.record_id = $2
      FOR UPDATE OF er`,
    [tenantId, recordId],
  );
  return row;
}

export async function linkRecord(
  tx: Sql,
  tenantId: string,
  link: { expedientId: string; recordId: string; by: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO expedient_records (tenant_id, expedient_id, record_id, linked_by)
     VALUES ($1, $2, $3, $4)`,
    [tenantId, link.expedientId, link.recordId, link.by],
  );
}

export async function unlinkRecord(tx: Sql, tenantId: string, recordId: string): Promise<void> {
  await tx.query('DELETE FROM expedient_records WHERE tenant_id = $1 AND record_id = $2', [
    tenantId,
    recordId,
  ]);
}

/** A file of the record with the node it sits in, if any. */
export type PlacedFileRow = {
  id: string;
  name: string;
  node: { id: string; code: string; name: string } | null;
};

const placedFileSelect = `SELECT rf.id, rf.name,
         CASE WHEN n.id IS NOT NULL THEN json_build_object('id', n.id, 'code', n.code, 'name', n.name)
         END AS node
    FROM record_files rf
    LEFT JOIN trd_nodes n ON n.tenant_id = rf.tenant_id AND n.id = rf.trd_node_id`;

/**
 * The record's files (not in the trash) that lie in no expedient: outside the tree, or where the
 * form's publication path or a level upload put them. Placing the record moves these.
 */
export function filesOutsideExpedients(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<PlacedFileRow[]> {
  return tx.query<PlacedFileRow>(
    `${placedFileSelect}
      WHERE rf.tenant_id = $1 AND rf.record_id = $2 AND rf.trashed_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM trd_node_ancestors a
            JOIN expedients e ON e.tenant_id = a.tenant_id AND e.node_id = a.ancestor_id
           WHERE a.tenant_id = rf.tenant_id AND a.node_id = rf.trd_node_id)
      ORDER BY rf.seq
      FOR UPDATE OF rf`,
    [tenantId, recordId],
  );
}

/** The record's files that sit in the expedient or below it, the trashed ones too. */
export function filesInExpedient(
  tx: Sql,
  tenantId: string,
  recordId: string,
  expedientId: string,
): Promise<PlacedFileRow[]> {
  return tx.query<PlacedFileRow>(
    `${placedFileSelect}
      JOIN trd_node_ancestors a ON a.tenant_id = rf.tenant_id AND a.node_id = rf.trd_node_id
                               AND a.ancestor_id = $3
      WHERE rf.tenant_id = $1 AND rf.record_id = $2
      ORDER BY rf.seq
      FOR UPDATE OF rf`,
    [tenantId, recordId, expedientId],
  );
}

export type RelatedRecordRow = {
  id: string;
  form_id: string;
  form_name: string;
  form_status: FormStatusValue;
  number: string;
  subject: string;
  status: RecordStatusValue;
  created_by: string;
  created_at: Date;
  linked_at: Date;
  linked_by: string;
};

/** The records placed in an expedient, the last placed first. */
export function relatedRecords(
  tx: Sql,
  tenantId: string,
  expedientId: string,
  window: { limit: number; offset: number },
): Promise<PageRows<RelatedRecordRow>> {
  return selectPage<RelatedRecordRow>(
    tx,
    {
      select: `r.id, r.form_id, f.name AS form_name, f.status AS form_status, r.number, r.subject,
               r.status, r.created_by, r.created_at, er.linked_at,
               concat_ws(' ', u.first_name, u.last_name) AS linked_by`,
      from: `expedient_records er
        JOIN records r ON r.tenant_id = er.tenant_id AND r.id = er.record_id
        JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id
        JOIN users u ON u.tenant_id = er.tenant_id AND u.id = er.linked_by`,
      where: new Where('er.tenant_id = $1', tenantId).and('er.expedient_id = ?', expedientId),
      orderBy: 'er.linked_at DESC, r.id',
    },
    window,
  );
}
