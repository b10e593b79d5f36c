import { type HoldScope, UserStatus } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { namedPerson, type PageRows, selectPage, Where } from '../platform/sql.ts';

/**
 * The holds' own tables, and what the guard and the placing read of the places things sit in:
 * a record's expedient, its files' nodes and a node's ancestors, by equality lookups only (the
 * features that own those rows call the guard, so holds imports none of them).
 */

export type HeldByRow = {
  id: string;
  reason: string;
  reference: string;
  authority: string;
  placed_at: Date;
};

/**
 * The active holds covering any of these records or nodes, oldest first: a hold on the record, or
 * on a node at or above a node given, the record's expedient or a node its files sit in.
 */
export function coveringHolds(
  tx: Sql,
  tenantId: string,
  scope: { recordIds: readonly string[]; nodeIds: readonly string[] },
): Promise<HeldByRow[]> {
  return tx.query<HeldByRow>(
    `WITH given AS (SELECT DISTINCT id FROM unnest($2::uuid[]) given(id)),
          places AS (
            SELECT id AS node_id FROM unnest($3::uuid[]) node(id)
            UNION
            SELECT er.expedient_id FROM given
              JOIN expedient_records er ON er.tenant_id = $1 AND er.record_id = given.id
            UNION
            SELECT f.trd_node_id FROM given
              JOIN record_files f ON f.tenant_id = $1 AND f.record_id = given.id
             WHERE f.trd_node_id IS NOT NULL),
          covering AS (
            SELECT i.hold_id FROM given
              JOIN legal_hold_items i ON i.tenant_id = $1 AND i.record_id = given.id
            UNION
            SELECT i.hold_id FROM places
              JOIN trd_node_ancestors a ON a.tenant_id = $1 AND a.node_id = places.node_id
              JOIN legal_hold_items i ON i.tenant_id = $1 AND i.node_id = a.ancestor_id)
     SELECT h.id, h.reason, h.reference, h.authority, h.placed_at
       FROM covering
       JOIN legal_holds h ON h.tenant_id = $1 AND h.id = covering.hold_id
      WHERE h.released_at IS NULL
      ORDER BY h.placed_at, h.id`,
    [tenantId, scope.recordIds, scope.nodeIds],
  );
}

export type RecordTarget = { id: string; number: string; form_id: string };

/** Records of the company by number or by id, locked against a change while the hold is placed. */
export function lockRecords(
  tx: Sql,
  tenantId: string,
  by: { number: string } | { ids: readonly string[] },
): Promise<RecordTarget[]> {
  const [condition, value] =
    'number' in by ? ['r.number = $2', by.number] : ['r.id = ANY($2::uuid[])', by.ids];
  return tx.query<RecordTarget>(
    `SELECT r.id, r.number, r.form_id FROM records r
      WHERE r.tenant_id = $1 AND ${condition} ORDER BY r.number FOR SHARE`,
    [tenantId, value],
  );
}

export type NodeTarget = { id: string; level: number; code: string; name: string };

/** A node of the company's tree, by id or, for an expedient, by its number. */
export async function findNode(
  tx: Sql,
  tenantId: string,
  by: { id: string } | { expedientNumber: string },
): Promise<NodeTarget | undefined> {
  const [row] = await tx.query<NodeTarget>(
    'id' in by
      ? 'SELECT id, level, code, name FROM trd_nodes WHERE tenant_id = $1 AND id = $2 FOR SHARE'
      : `SELECT n.id, n.level, n.code, n.name FROM expedients e
           JOIN trd_nodes n ON n.tenant_id = e.tenant_id AND n.id = e.node_id
          WHERE e.tenant_id = $1 AND e.number = $2 FOR SHARE OF n`,
    [tenantId, 'id' in by ? by.id : by.expedientNumber],
  );
  return row;
}

export type OwnerRow = { id: string; name: string };

/** The company's active users, by name: who may answer for a hold. */
export function activeUsers(tx: Sql, tenantId: string, id?: string): Promise<OwnerRow[]> {
  return tx.query<OwnerRow>(
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name FROM users u
      WHERE u.tenant_id = $1 AND u.status = ${UserStatus.active} ${id ? 'AND u.id = $2' : ''}
      ORDER BY name, u.id`,
    id ? [tenantId, id] : [tenantId],
  );
}

export type NewHold = {
  scope: HoldScope;
  target: string;
  reason: string;
  reference: string;
  authority: string;
  ownerId: string;
  placedBy: string;
};

export async function insertHold(
  tx: Sql,
  tenantId: string,
  hold: NewHold,
  covers: { recordIds: readonly string[] } | { nodeId: string },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO legal_holds
       (tenant_id, scope, target, reason, reference, authority, owner_id, placed_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      tenantId,
      hold.scope,
      hold.target,
      hold.reason,
      hold.reference,
      hold.authority,
      hold.ownerId,
      hold.placedBy,
    ],
  );
  const id = (row as { id: string }).id;
  await tx.query(
    'recordIds' in covers
      ? `INSERT INTO legal_hold_items (tenant_id, hold_id, record_id)
         SELECT $1, $2, unnest($3::uuid[])`
      : 'INSERT INTO legal_hold_items (tenant_id, hold_id, node_id) VALUES ($1, $2, $3)',
    [tenantId, id, 'recordIds' in covers ? covers.recordIds : covers.nodeId],
  );
  return id;
}

export type HoldRow = {
  id: string;
  scope: HoldScope;
  target: string;
  reason: string;
  reference: string;
  authority: string;
  placed_at: Date;
  released_at: Date | null;
  release_reason: string | null;
  owner: OwnerRow;
  placed_by: OwnerRow;
  released_by: OwnerRow | null;
  record_count: number;
  record: { id: string; form_id: string } | null;
  node: { id: string; level: number; background_id: string } | null;
};

const holdSelect = `h.id, h.scope, h.target, h.reason, h.reference, h.authority, h.placed_at,
  h.released_at, h.release_reason,
  ${namedPerson('o')} AS owner, ${namedPerson('p')} AS placed_by, ${namedPerson('rb')} AS released_by,
  covered.record_count, covered.record, covered.node`;

// What a hold covers, read for its page's rows only: how many records, the first of them, its node.
const holdJoins = `
  JOIN users o ON o.tenant_id = h.tenant_id AND o.id = h.owner_id
  JOIN users p ON p.tenant_id = h.tenant_id AND p.id = h.placed_by
  LEFT JOIN users rb ON rb.tenant_id = h.tenant_id AND rb.id = h.released_by
  CROSS JOIN LATERAL (
    SELECT count(i.record_id)::int AS record_count,
           (SELECT json_build_object('id', r.id, 'form_id', r.form_id)
              FROM legal_hold_items ri JOIN records r ON r.tenant_id = ri.tenant_id AND r.id = ri.record_id
             WHERE ri.tenant_id = h.tenant_id AND ri.hold_id = h.id LIMIT 1) AS record,
           (SELECT json_build_object('id', n.id, 'level', n.level, 'background_id', f.ancestor_id)
              FROM legal_hold_items ni
              JOIN trd_nodes n ON n.tenant_id = ni.tenant_id AND n.id = ni.node_id
              JOIN trd_node_ancestors f ON f.tenant_id = n.tenant_id AND f.node_id = n.id
              JOIN trd_nodes fund ON fund.tenant_id = f.tenant_id AND fund.id = f.ancestor_id
                AND fund.level = 1
             WHERE ni.tenant_id = h.tenant_id AND ni.hold_id = h.id LIMIT 1) AS node
      FROM legal_hold_items i WHERE i.tenant_id = h.tenant_id AND i.hold_id = h.id) covered`;

/** One page of the company's active or released holds, newest first. */
export function holdPage(
  tx: Sql,
  tenantId: string,
  active: boolean,
  window: { limit: number; offset: number },
): Promise<PageRows<HoldRow>> {
  return selectPage<HoldRow>(
    tx,
    {
      select: holdSelect,
      from: 'legal_holds',
      joins: { alias: 'h', sql: holdJoins },
      where: new Where('tenant_id = $1', tenantId).and('(released_at IS NULL) = ?', active),
      orderBy: 'placed_at DESC, id',
    },
    window,
  );
}

/** One hold of the company; locked when it is about to be released. */
export async function findHold(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<HoldRow | undefined> {
  if (lock) {
    await tx.query('SELECT 1 FROM legal_holds WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
      tenantId,
      id,
    ]);
  }
  const [row] = await tx.query<HoldRow>(
    `SELECT ${holdSelect} FROM legal_holds h ${holdJoins} WHERE h.tenant_id = $1 AND h.id = $2`,
    [tenantId, id],
  );
  return row;
}

export async function releaseHold(
  tx: Sql,
  tenantId: string,
  id: string,
  release: { by: string; reason: string },
): Promise<void> {
  await tx.query(
    `UPDATE legal_holds SET released_by = $3, released_at = now(), release_reason = $4
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, release.by, release.reason],
  );
}
