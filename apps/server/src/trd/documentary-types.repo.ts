import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { containsPattern, Where } from '../platform/sql.ts';

export type DocumentaryTypeRow = {
  id: string;
  name: string;
  created_by: string;
  creator_name: string;
  created_at: Date;
  updated_at: Date;
  in_use: boolean;
};

const conflicts: UniqueConflicts = {
  documentary_types_name_unique: { error: 'documentaryTypeNameTaken', field: 'name' },
};

const columns = `d.id, d.name, d.created_by, d.created_at, d.updated_at,
  concat_ws(' ', u.first_name, u.last_name) AS creator_name,
  (EXISTS (SELECT 1 FROM record_files f
            WHERE f.tenant_id = d.tenant_id AND f.documentary_type_id = d.id)
   OR EXISTS (SELECT 1 FROM trd_node_documentary_types t
               WHERE t.tenant_id = d.tenant_id AND t.documentary_type_id = d.id)) AS in_use`;
const from = `documentary_types d
  JOIN users u ON u.tenant_id = d.tenant_id AND u.id = d.created_by`;

export function listDocumentaryTypes(
  tx: Sql,
  tenantId: string,
  name: string | undefined,
): Promise<DocumentaryTypeRow[]> {
  const where = new Where('d.tenant_id = $1', tenantId);
  if (name) where.and('lower(d.name) LIKE ?', containsPattern(name));
  return tx.query<DocumentaryTypeRow>(
    `SELECT ${columns} FROM ${from} WHERE ${where.sql} ORDER BY lower(d.name), d.id`,
    where.params,
  );
}

export function documentaryTypeChoices(
  tx: Sql,
  tenantId: string,
): Promise<{ id: string; name: string }[]> {
  return tx.query(
    'SELECT id, name FROM documentary_types WHERE tenant_id = $1 ORDER BY lower(name), id',
    [tenantId],
  );
}

export async function findDocumentaryType(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<DocumentaryTypeRow | undefined> {
  const [row] = await tx.query<DocumentaryTypeRow>(
    `SELECT ${columns} FROM ${from} WHERE d.tenant_id = $1 AND d.id = $2
     ${lock ? 'FOR UPDATE OF d' : ''}`,
    [tenantId, id],
  );
  return row;
}

export function insertDocumentaryType(
  tx: Sql,
  tenantId: string,
  name: string,
  createdBy: string,
): Promise<string> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO documentary_types (tenant_id, name, created_by) VALUES ($1, $2, $3)
       RETURNING id`,
      [tenantId, name, createdBy],
    );
    return (row as { id: string }).id;
  });
}

export async function renameDocumentaryType(
  tx: Sql,
  tenantId: string,
  id: string,
  name: string,
): Promise<void> {
  await withConflictAnswers(conflicts, () =>
    tx.query(
      'UPDATE documentary_types SET name = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2',
      [tenantId, id, name],
    ),
  );
}

export async function deleteDocumentaryType(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM documentary_types WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}
