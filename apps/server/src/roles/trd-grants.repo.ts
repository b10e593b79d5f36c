import { TrdLevel } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

export type TrdGrantRow = {
  node_id: string;
  level: TrdLevel;
  background_id: string;
  code: string;
  name: string;
  consult: boolean;
  upload: boolean;
};

/** A node with the fund above it (itself for a fund): what an entry is checked against. */
export type GrantableNode = Omit<TrdGrantRow, 'consult' | 'upload'>;

const nodeColumns = `n.id AS node_id, n.level, n.code, n.name,
  (SELECT f.ancestor_id FROM trd_node_ancestors f JOIN trd_nodes b
      ON b.tenant_id = f.tenant_id AND b.id = f.ancestor_id AND b.level = ${TrdLevel.fund}
    WHERE f.tenant_id = n.tenant_id AND f.node_id = n.id) AS background_id`;

export function grantsOfRole(tx: Sql, tenantId: string, roleId: string): Promise<TrdGrantRow[]> {
  return tx.query<TrdGrantRow>(
    `SELECT ${nodeColumns}, g.consult, g.upload
       FROM role_trd_grants g JOIN trd_nodes n ON n.tenant_id = g.tenant_id AND n.id = g.node_id
      WHERE g.tenant_id = $1 AND g.role_id = $2
      ORDER BY n.level, lower(n.code), n.id`,
    [tenantId, roleId],
  );
}

export function nodesById(tx: Sql, tenantId: string, ids: string[]): Promise<GrantableNode[]> {
  return tx.query<GrantableNode>(
    `SELECT ${nodeColumns} FROM unnest($2::uuid[]) i(id)
       JOIN trd_nodes n ON n.tenant_id = $1 AND n.id = i.id`,
    [tenantId, ids],
  );
}

/** Inserts or replaces a role's grant on one level. */
export async function saveGrant(
  tx: Sql,
  tenantId: string,
  roleId: string,
  grant: { node_id: string; consult: boolean; upload: boolean },
): Promise<void> {
  await tx.query(
    `INSERT INTO role_trd_grants (tenant_id, role_id, node_id, consult, upload)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, role_id, node_id) DO UPDATE SET
       consult = excluded.consult, upload = excluded.upload`,
    [tenantId, roleId, grant.node_id, grant.consult, grant.upload],
  );
}
