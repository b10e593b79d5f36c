import {
  allowedParents,
  type ExpedientStatusValue,
  FormStatus,
  type TrdDisposition,
  TrdLevel,
  type TrdRetention,
  type TrdStatusValue,
  trdDispositions,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { AppError, found, type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments } from '../platform/sql.ts';

export type TrdNodeRow = {
  id: string;
  parent_id: string | null;
  level: TrdLevel;
  code: string;
  name: string;
  status: TrdStatusValue;
  office_years: number | null;
  central_years: number | null;
  disposition_conservation: boolean;
  disposition_elimination: boolean;
  disposition_selection: boolean;
  disposition_digitization: boolean;
  procedure: string;
  support: 1 | 2 | 3 | null;
  access_class: 1 | 2 | 3 | null;
  has_children: boolean;
  /** Whether files sit in the node itself (not below it). */
  holds_files: boolean;
  /** The status of the expedient the node is or lies in; null above expedients. */
  expedient_status: ExpedientStatusValue | null;
  /** The fund the node hangs from (itself for a fund). */
  background_id: string;
  created_at: Date;
  updated_at: Date;
};

/** The columns of a series' retention, as stored (dispositions are one boolean each). */
export type RetentionColumns = Pick<
  TrdNodeRow,
  'office_years' | 'central_years' | 'procedure' | 'support' | 'access_class'
> &
  Record<`disposition_${TrdDisposition}`, boolean>;

const conflicts: UniqueConflicts = {
  trd_nodes_code_unique: { error: 'trdCodeTaken', field: 'code' },
  trd_nodes_name_unique: { error: 'trdNameTaken', field: 'name' },
};

const nodeColumns = `n.*,
  EXISTS (SELECT 1 FROM trd_nodes c WHERE c.tenant_id = n.tenant_id AND c.parent_id = n.id)
    AS has_children,
  EXISTS (SELECT 1 FROM record_files f WHERE f.tenant_id = n.tenant_id AND f.trd_node_id = n.id)
    AS holds_files,
  (SELECT e.status FROM trd_node_ancestors a
     JOIN expedients e ON e.tenant_id = a.tenant_id AND e.node_id = a.ancestor_id
    WHERE a.tenant_id = n.tenant_id AND a.node_id = n.id) AS expedient_status,
  (SELECT a.ancestor_id FROM trd_node_ancestors a
    WHERE a.tenant_id = n.tenant_id AND a.node_id = n.id ORDER BY a.depth DESC LIMIT 1)
    AS background_id`;

/** The stored columns of a retention given as the API takes it (dispositions as a list). */
export function retentionColumns(
  retention: Partial<Omit<TrdRetention, 'documentary_types_uuid'>>,
): Partial<RetentionColumns> {
  const { dispositions, ...rest } = retention;
  const chosen = dispositions
    ? Object.fromEntries(
        trdDispositions.map((disposition) => [
          `disposition_${disposition}`,
          dispositions.includes(disposition),
        ]),
      )
    : {};
  return { ...rest, ...chosen };
}

export async function findNode(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<TrdNodeRow | undefined> {
  const [row] = await tx.query<TrdNodeRow>(
    `SELECT ${nodeColumns} FROM trd_nodes n WHERE n.tenant_id = $1 AND n.id = $2
     ${lock ? 'FOR UPDATE OF n' : ''}`,
    [tenantId, id],
  );
  return row;
}

/**
 * One level of the tree: a node's children, or the funds, in code order. The parent is compared
 * by `=` or `IS NULL`, which the children's index serves; `IS NOT DISTINCT FROM` would read every
 * node of the company, expedients and directories included, for each level opened.
 */
export function listChildren(
  tx: Sql,
  tenantId: string,
  parentId: string | null,
): Promise<TrdNodeRow[]> {
  return tx.query<TrdNodeRow>(
    `SELECT ${nodeColumns} FROM trd_nodes n
      WHERE n.tenant_id = $1 AND ${parentId === null ? 'n.parent_id IS NULL' : 'n.parent_id = $2'}
      ORDER BY lower(n.code), n.id`,
    parentId === null ? [tenantId] : [tenantId, parentId],
  );
}

/** A node's ancestors from its fund down to itself. */
export function nodePath(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<Pick<TrdNodeRow, 'id' | 'level' | 'code' | 'name'>[]> {
  return tx.query(
    `SELECT n.id, n.level, n.code, n.name FROM trd_node_ancestors a
       JOIN trd_nodes n ON n.tenant_id = a.tenant_id AND n.id = a.ancestor_id
      WHERE a.tenant_id = $1 AND a.node_id = $2
      ORDER BY a.depth DESC`,
    [tenantId, id],
  );
}

export type NewNode = {
  parentId: string | null;
  level: TrdLevel;
  code: string;
  name: string;
  status: TrdStatusValue;
  createdBy: string;
  retention?: Partial<RetentionColumns>;
};

/**
 * The one way a node of any level enters the tree: its parent must exist at a level it may hang
 * under (20004, 20003), and its code and name must be free among its siblings (20000, 20001).
 * The database keeps its ancestry (trd_node_ancestors) as it is inserted.
 */
export async function insertNode(tx: Sql, tenantId: string, node: NewNode): Promise<string> {
  if (node.parentId !== null) {
    const [parent] = await tx.query<{ level: TrdLevel }>(
      'SELECT level FROM trd_nodes WHERE tenant_id = $1 AND id = $2 FOR SHARE',
      [tenantId, node.parentId],
    );
    const { level } = found(parent, 'trdNodeNotFound');
    if (!allowedParents[node.level].includes(level)) {
      throw new AppError('trdParentLevelInvalid', { parent_uuid: 'errors.20003' });
    }
  }
  const retention = node.retention ?? {};
  const columns = (Object.keys(retention) as (keyof RetentionColumns)[]).filter(
    (column) => retention[column] !== undefined,
  );
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO trd_nodes (tenant_id, parent_id, level, code, name, status, created_by
         ${columns.map((column) => `, ${column}`).join('')})
       VALUES ($1, $2, $3, $4, $5, $6, $7 ${columns.map((_, index) => `, $${index + 8}`).join('')})
       RETURNING id`,
      [
        tenantId,
        node.parentId,
        node.level,
        node.code,
        node.name,
        node.status,
        node.createdBy,
        ...columns.map((column) => retention[column]),
      ],
    );
    return (row as { id: string }).id;
  });
}

const updatable = [
  'code',
  'name',
  'status',
  'office_years',
  'central_years',
  'disposition_conservation',
  'disposition_elimination',
  'disposition_selection',
  'disposition_digitization',
  'procedure',
  'support',
  'access_class',
] as const;

export type NodePatch = Partial<Pick<TrdNodeRow, (typeof updatable)[number]>>;

export async function updateNode(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: NodePatch,
): Promise<void> {
  const { sql, values } = assignments(patch, updatable, 3);
  await withConflictAnswers(conflicts, () =>
    tx.query(`UPDATE trd_nodes SET ${sql} WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      id,
      ...values,
    ]),
  );
}

export async function nodeHasFiles(tx: Sql, tenantId: string, id: string): Promise<boolean> {
  const [row] = await tx.query<{ exists: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM record_files WHERE tenant_id = $1 AND trd_node_id = $2)`,
    [tenantId, id],
  );
  return row?.exists === true;
}

/** The forms (not deleted) publishing to the node: the first names in order, and how many. */
export async function formsPublishingTo(
  tx: Sql,
  tenantId: string,
  id: string,
  first: number,
): Promise<{ names: string[]; count: number }> {
  const rows = await tx.query<{ name: string; total: string }>(
    `SELECT name, count(*) OVER () AS total FROM forms
      WHERE tenant_id = $1 AND trd_path_id = $2 AND status <> ${FormStatus.deleted}
      ORDER BY lower(name) LIMIT $3`,
    [tenantId, id, first],
  );
  return { names: rows.map((row) => row.name), count: Number(rows[0]?.total ?? 0) };
}

/**
 * Removes a node with nothing below it. Deleted forms that still named it as their path forget
 * it: a form that is gone publishes nowhere.
 */
export async function deleteNode(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query(
    `UPDATE forms SET trd_path_id = NULL
      WHERE tenant_id = $1 AND trd_path_id = $2 AND status = ${FormStatus.deleted}`,
    [tenantId, id],
  );
  await tx.query('DELETE FROM trd_nodes WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}

/** The documentary types of a series or subseries, by name. */
export function nodeDocumentaryTypes(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<{ id: string; name: string }[]> {
  return tx.query(
    `SELECT d.id, d.name FROM trd_node_documentary_types t
       JOIN documentary_types d ON d.tenant_id = t.tenant_id AND d.id = t.documentary_type_id
      WHERE t.tenant_id = $1 AND t.node_id = $2
      ORDER BY lower(d.name)`,
    [tenantId, id],
  );
}

/** Replaces the documentary types of a series or subseries; each must exist (20010). */
export async function setNodeDocumentaryTypes(
  tx: Sql,
  tenantId: string,
  id: string,
  typeIds: string[],
): Promise<void> {
  const unique = [...new Set(typeIds)];
  const [existing] = await tx.query<{ count: string }>(
    'SELECT count(*) FROM documentary_types WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, unique],
  );
  if (Number(existing?.count) !== unique.length) {
    throw new AppError('documentaryTypeNotFound', { documentary_types_uuid: 'errors.20010' });
  }
  await tx.query('DELETE FROM trd_node_documentary_types WHERE tenant_id = $1 AND node_id = $2', [
    tenantId,
    id,
  ]);
  await tx.query(
    `INSERT INTO trd_node_documentary_types (tenant_id, node_id, documentary_type_id)
     SELECT $1, $2, unnest($3::uuid[])`,
    [tenantId, id, unique],
  );
}

/** Whether a node is the ancestor or itself: a node reached through a fund's path hangs from it. */
export async function isWithin(
  tx: Sql,
  tenantId: string,
  nodeId: string,
  ancestorId: string,
): Promise<boolean> {
  const [row] = await tx.query(
    'SELECT 1 FROM trd_node_ancestors WHERE tenant_id = $1 AND node_id = $2 AND ancestor_id = $3',
    [tenantId, nodeId, ancestorId],
  );
  return row !== undefined;
}

export async function setFormPublicationPath(
  tx: Sql,
  tenantId: string,
  formId: string,
  nodeId: string | null,
): Promise<void> {
  await tx.query('UPDATE forms SET trd_path_id = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    formId,
    nodeId,
  ]);
}

/** A node where things are placed: its fund, and the expedient it is or lies in (decision 52). */
export type PlacementRow = {
  id: string;
  parent_id: string | null;
  level: TrdLevel;
  code: string;
  name: string;
  /** The fund the node hangs from. */
  background_id: string;
  /** The expedient the node is or lies in, and that expedient's status; null above expedients. */
  expedient_id: string | null;
  expedient_status: ExpedientStatusValue | null;
};

/** The fund (level 1) above the node aliased `node`, as SQL (expedients read it too). */
export const fundOf = (node: string) => `(SELECT a.ancestor_id FROM trd_node_ancestors a
    JOIN trd_nodes f ON f.tenant_id = a.tenant_id AND f.id = a.ancestor_id AND f.level = ${TrdLevel.fund}
   WHERE a.tenant_id = ${node}.tenant_id AND a.node_id = ${node}.id)`;

/** A node with the fund above it and the expedient it is or lies in, if any. */
export async function findPlacement(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<PlacementRow | undefined> {
  const [row] = await tx.query<PlacementRow>(
    `SELECT n.id, n.parent_id, n.level, n.code, n.name,
            ${fundOf('n')} AS background_id,
            x.node_id AS expedient_id, x.status AS expedient_status
       FROM trd_nodes n
       LEFT JOIN LATERAL (
         SELECT e.node_id, e.status FROM trd_node_ancestors a
           JOIN expedients e ON e.tenant_id = a.tenant_id AND e.node_id = a.ancestor_id
          WHERE a.tenant_id = n.tenant_id AND a.node_id = n.id) x ON true
      WHERE n.tenant_id = $1 AND n.id = $2`,
    [tenantId, id],
  );
  return row;
}

/** An expedient's status, share-locked: a closing waits for what relies on it being open. */
export async function sharedExpedientStatus(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<{ status: ExpedientStatusValue } | undefined> {
  const [row] = await tx.query<{ status: ExpedientStatusValue }>(
    'SELECT status FROM expedients WHERE tenant_id = $1 AND node_id = $2 FOR SHARE',
    [tenantId, id],
  );
  return row;
}
