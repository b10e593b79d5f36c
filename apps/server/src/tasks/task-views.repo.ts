import type { TaskViewKind } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

export type TaskViewRow = {
  id: string;
  name: string;
  kind: TaskViewKind;
  query: string;
  owner_id: string;
  owner_name: string;
  shared_role_id: string | null;
  shared_role_name: string | null;
};

const viewSelect = `SELECT v.id, v.name, v.settings->>'kind' AS kind, v.settings->>'query' AS query,
         v.owner_id, trim(u.first_name || ' ' || u.last_name) AS owner_name,
         v.shared_role_id, r.name AS shared_role_name
    FROM task_views v
    JOIN users u ON u.tenant_id = v.tenant_id AND u.id = v.owner_id
    LEFT JOIN roles r ON r.tenant_id = v.tenant_id AND r.id = v.shared_role_id`;

/** The person's own views, and those shared with a role they are a member of, by name. */
export function viewsOf(tx: Sql, tenantId: string, userId: string) {
  return tx.query<TaskViewRow>(
    `${viewSelect}
      WHERE v.tenant_id = $1
        AND (v.owner_id = $2
             OR v.shared_role_id IN (SELECT role_id FROM role_members
                                      WHERE tenant_id = $1 AND user_id = $2))
      ORDER BY v.name, v.id`,
    [tenantId, userId],
  );
}

export async function findView(tx: Sql, tenantId: string, id: string) {
  const [row] = await tx.query<TaskViewRow>(`${viewSelect} WHERE v.tenant_id = $1 AND v.id = $2`, [
    tenantId,
    id,
  ]);
  return row;
}

/** The roles a person may share a view with: theirs, or all of the company's (`memberId` null). */
export function shareableRoles(tx: Sql, tenantId: string, memberId: string | null) {
  return tx.query<{ id: string; name: string }>(
    `SELECT r.id, r.name FROM roles r
      WHERE r.tenant_id = $1
        AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM role_members m
                                           WHERE m.tenant_id = $1 AND m.role_id = r.id
                                             AND m.user_id = $2))
      ORDER BY r.name, r.id`,
    [tenantId, memberId],
  );
}

/** Whether the role is the company's and, unless any role will do, one the person belongs to. */
export async function mayShareWith(
  tx: Sql,
  tenantId: string,
  roleId: string,
  memberId: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM roles r
      WHERE r.tenant_id = $1 AND r.id = $2
        AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM role_members m
                                           WHERE m.tenant_id = $1 AND m.role_id = r.id
                                             AND m.user_id = $3))`,
    [tenantId, roleId, memberId],
  );
  return rows.length > 0;
}

export async function insertView(
  tx: Sql,
  tenantId: string,
  view: {
    owner_id: string;
    name: string;
    kind: TaskViewKind;
    query: string;
    shared_role_id: string | null;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO task_views (tenant_id, owner_id, name, settings, shared_role_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      tenantId,
      view.owner_id,
      view.name,
      JSON.stringify({ kind: view.kind, query: view.query }),
      view.shared_role_id,
    ],
  );
  return (row as { id: string }).id;
}

export async function deleteView(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM task_views WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}
