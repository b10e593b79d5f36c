import { retentionLevels, type TrdLevel, TrdStatus } from '@custodia/contracts';
import type { Actor, TrdLevelGrant } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { isAdmin } from '../platform/policy.ts';
import { type PageRows, selectPage, Where } from '../platform/sql.ts';

/**
 * The nodes an actor may see, as a query of `(id, path_only)` over `$1` (the company) and `$2`
 * (the nodes their roles grant, from the actor loaded with the request): admins see every node;
 * the others the granted nodes and all below them, and the ancestors of a granted node as the
 * path to reach it (`path_only`). Only uuid equality joins through trd_node_ancestors, so the
 * row-level security keeps its indexes (decision 42).
 */
function visibleNodes(actor: Actor): { sql: string; granted: string[] } {
  if (isAdmin(actor)) {
    // `$2` is read all the same, so both forms take one parameter list.
    return {
      sql: 'SELECT id, false AS path_only FROM trd_nodes WHERE tenant_id = $1 AND $2::uuid[] IS NOT NULL',
      granted: [],
    };
  }
  return {
    sql: `SELECT id, bool_and(path_only) AS path_only FROM (
            SELECT a.node_id AS id, false AS path_only
              FROM unnest($2::uuid[]) g(node_id)
              JOIN trd_node_ancestors a ON a.tenant_id = $1 AND a.ancestor_id = g.node_id
            UNION ALL
            SELECT a.ancestor_id, true
              FROM unnest($2::uuid[]) g(node_id)
              JOIN trd_node_ancestors a ON a.tenant_id = $1 AND a.node_id = g.node_id
          ) reached GROUP BY id`,
    granted: [...actor.grants.trdLevels.keys()],
  };
}

export type VisibleNodeRow = {
  id: string;
  parent_id: string | null;
  code: string;
  name: string;
  level: TrdLevel;
  status: number;
  path_only: boolean;
  has_children: boolean;
  ancestor_ids: string[];
};

/** The node's (alias `n`) own id and its ancestors', for the rules that decide through them. */
export const nodeAncestorIds = `ARRAY(SELECT x.ancestor_id::text FROM trd_node_ancestors x
                            WHERE x.tenant_id = n.tenant_id AND x.node_id = n.id)`;

/** One level of the tree as the actor may see it: the children of `parentId`, or the funds. */
export function visibleChildren(
  tx: Sql,
  actor: Actor,
  parentId: string | undefined,
): Promise<VisibleNodeRow[]> {
  const scope = visibleNodes(actor);
  return tx.query<VisibleNodeRow>(
    `WITH scope AS (${scope.sql})
     SELECT n.id, n.parent_id, n.code, n.name, n.level, n.status, s.path_only,
            EXISTS (SELECT 1 FROM trd_nodes c JOIN scope cs ON cs.id = c.id
                     WHERE c.tenant_id = n.tenant_id AND c.parent_id = n.id) AS has_children,
            ${nodeAncestorIds} AS ancestor_ids
       FROM trd_nodes n JOIN scope s ON s.id = n.id
      WHERE n.tenant_id = $1 AND ${parentId ? 'n.parent_id = $3' : 'n.parent_id IS NULL'}
      ORDER BY lower(n.code), n.id`,
    [actor.tenantId, scope.granted, ...(parentId ? [parentId] : [])],
  );
}

/**
 * The nodes a permission reaches, as a query of `id` over `$1` (the company) and `$2` (the
 * nodes granted with it): every node for admins; for the others each node at or below a grant.
 */
function reachedBy(
  actor: Actor,
  permission: keyof TrdLevelGrant,
): { sql: string; granted: string[] } {
  if (isAdmin(actor)) {
    return {
      sql: 'SELECT id FROM trd_nodes WHERE tenant_id = $1 AND $2::uuid[] IS NOT NULL',
      granted: [],
    };
  }
  return {
    sql: `SELECT DISTINCT a.node_id AS id FROM unnest($2::uuid[]) g(node_id)
            JOIN trd_node_ancestors a ON a.tenant_id = $1 AND a.ancestor_id = g.node_id`,
    granted: [...actor.grants.trdLevels].filter(([, grant]) => grant[permission]).map(([id]) => id),
  };
}

export type UploadLevelRow = {
  id: string;
  code: string;
  name: string;
  level: TrdLevel;
  path: string[];
};

/**
 * The levels where the actor may upload: every node for admins; for the others each node at or
 * below a level granted with upload. In tree order: by the codes of the path down to each.
 */
export function uploadLevels(
  tx: Sql,
  actor: Actor,
  window: { limit: number; offset: number },
): Promise<PageRows<UploadLevelRow>> {
  const reached = reachedBy(actor, 'upload');
  return selectPage<UploadLevelRow>(
    tx,
    {
      select: `n.id, n.code, n.name, n.level,
               ARRAY(SELECT p.code || '-' || p.name FROM trd_node_ancestors x
                       JOIN trd_nodes p ON p.tenant_id = x.tenant_id AND p.id = x.ancestor_id
                      WHERE x.tenant_id = n.tenant_id AND x.node_id = n.id AND x.depth > 0
                      ORDER BY x.depth DESC) AS path`,
      from: `(${reached.sql}) r JOIN trd_nodes n ON n.tenant_id = $1 AND n.id = r.id`,
      where: new Where('true', actor.tenantId, reached.granted),
      orderBy: `ARRAY(SELECT lower(p.code) FROM trd_node_ancestors x
                        JOIN trd_nodes p ON p.tenant_id = x.tenant_id AND p.id = x.ancestor_id
                       WHERE x.tenant_id = n.tenant_id AND x.node_id = n.id
                       ORDER BY x.depth DESC), n.id`,
    },
    window,
  );
}

/** One node's own id and its ancestors', as its rules read them; none outside the company. */
export async function nodeSubject(
  tx: Sql,
  tenantId: string,
  nodeId: string,
): Promise<{ ancestor_ids: string[] } | undefined> {
  const [row] = await tx.query<{ ancestor_ids: string[] }>(
    `SELECT ${nodeAncestorIds} AS ancestor_ids FROM trd_nodes n WHERE n.tenant_id = $1 AND n.id = $2`,
    [tenantId, nodeId],
  );
  return row;
}

/**
 * How many series and subseries in force the actor may consult: every one for admins; for the
 * others those at or below a level their roles grant consult on. Uuid joins only (decision 42).
 */
export async function consultableSeriesCount(tx: Sql, actor: Actor): Promise<number> {
  const reached = reachedBy(actor, 'consult');
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count
       FROM (${reached.sql}) r JOIN trd_nodes n ON n.tenant_id = $1 AND n.id = r.id
      WHERE n.level = ANY($3::smallint[]) AND n.status = ${TrdStatus.active}`,
    [actor.tenantId, reached.granted, retentionLevels],
  );
  return row?.count ?? 0;
}
