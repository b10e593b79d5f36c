import type { RoleGrantColumns } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments, containsPattern, selectPage, Where } from '../platform/sql.ts';

export type RoleRow = RoleGrantColumns & {
  tenant_id: string;
  id: string;
  name: string;
  description: string;
  members_count: string;
  created_at: Date;
  updated_at: Date;
};

const conflicts: UniqueConflicts = {
  roles_name_unique: { error: 'roleNameTaken', field: 'name' },
};

const withMembersCount = `r.*, (SELECT count(*) FROM role_members m
   WHERE m.tenant_id = r.tenant_id AND m.role_id = r.id) AS members_count`;

export async function findRole(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<RoleRow | undefined> {
  const [row] = await tx.query<RoleRow>(
    `SELECT ${withMembersCount} FROM roles r WHERE r.tenant_id = $1 AND r.id = $2`,
    [tenantId, id],
  );
  return row;
}

export function listRoles(
  tx: Sql,
  tenantId: string,
  filter: { name?: string; limit: number; offset: number },
): Promise<{ rows: RoleRow[]; count: number }> {
  const where = new Where('r.tenant_id = $1', tenantId);
  if (filter.name) where.and('lower(r.name) LIKE ?', containsPattern(filter.name));
  return selectPage<RoleRow>(
    tx,
    { select: withMembersCount, from: 'roles r', where, orderBy: 'lower(r.name), r.id' },
    filter,
  );
}

export async function insertRole(
  tx: Sql,
  tenantId: string,
  fields: { name: string; description: string },
): Promise<string> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO roles (tenant_id, name, description) VALUES ($1, $2, $3) RETURNING id',
      [tenantId, fields.name, fields.description],
    );
    return (row as { id: string }).id;
  });
}

const updatable = [
  'name',
  'description',
  'permissions',
  'designer_forms',
  'designer_workflows',
  'all_forms',
  'forms_uuid',
  'all_workflows',
  'workflows_uuid',
] as const;
export type RolePatch = Partial<Pick<RoleRow, (typeof updatable)[number]>>;

export async function updateRole(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: RolePatch,
): Promise<void> {
  const { sql, values } = assignments(patch, updatable, 3);
  await withConflictAnswers(conflicts, () =>
    tx.query(`UPDATE roles SET ${sql} WHERE tenant_id = $1 AND id = $2`, [tenantId, id, ...values]),
  );
}

export async function deleteRole(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM roles WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}

export async function addRoleMembers(
  tx: Sql,
  tenantId: string,
  roleId: string,
  userIds: string[],
): Promise<void> {
  await tx.query(
    `INSERT INTO role_members (tenant_id, role_id, user_id)
     SELECT $1, $2, unnest($3::uuid[]) ON CONFLICT DO NOTHING`,
    [tenantId, roleId, userIds],
  );
}
