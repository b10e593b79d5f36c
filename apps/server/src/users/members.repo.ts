import { type MemberDto, UserStatus } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { userSearchText } from '../platform/search-text.ts';
import { containsPattern, selectPage, Where } from '../platform/sql.ts';

/** The two kinds of membership: users in roles and users in work groups. */
export type Membership =
  | { table: 'role_members'; owner: 'role_id' }
  | {
      table: 'work_group_members';
      owner: 'group_id';
    };

export const roleMembership: Membership = { table: 'role_members', owner: 'role_id' };
export const groupMembership: Membership = { table: 'work_group_members', owner: 'group_id' };

export type MemberRow = {
  id: string;
  first_name: string;
  last_name: string;
  user_name: string;
  user_type: MemberDto['user_type'];
  status: MemberDto['status'];
  is_api_account: boolean;
};

type MemberFilter = { name?: string; limit: number; offset: number };

/**
 * Members of one role or group (`members`), or the active users that could join it
 * (`candidates`): inactive and retired users never appear in a picker (spec §4). A null owner is
 * a role or group still being created: every active user is a candidate.
 */
export async function listMembership(
  tx: Sql,
  tenantId: string,
  membership: Membership,
  ownerId: string | null,
  which: 'members' | 'candidates',
  filter: MemberFilter,
): Promise<{ rows: MemberRow[]; count: number }> {
  const isMember = `EXISTS (SELECT 1 FROM ${membership.table} m
     WHERE m.tenant_id = u.tenant_id AND m.${membership.owner} = $2 AND m.user_id = u.id)`;
  const where = new Where('u.tenant_id = $1', tenantId, ownerId).and(
    which === 'members' ? isMember : `NOT ${isMember} AND u.status = ${UserStatus.active}`,
  );
  if (filter.name) where.and(`${userSearchText('u')} LIKE ?`, containsPattern(filter.name));
  return selectPage<MemberRow>(
    tx,
    {
      select:
        'u.id, u.first_name, u.last_name, u.user_name, u.user_type, u.status, u.is_api_account',
      from: 'users u',
      where,
      orderBy: 'u.first_name, u.last_name, u.id',
    },
    filter,
  );
}

/** The ids among these that are not active users of the company (unknown ids included). */
export async function notActiveAmong(tx: Sql, tenantId: string, ids: string[]): Promise<string[]> {
  const active = await tx.query<{ id: string }>(
    `SELECT id FROM users WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND status = $3`,
    [tenantId, ids, UserStatus.active],
  );
  const activeIds = new Set(active.map((row) => row.id));
  return ids.filter((id) => !activeIds.has(id));
}

export async function countMembers(
  tx: Sql,
  tenantId: string,
  membership: Membership,
  ownerId: string,
): Promise<number> {
  const [row] = await tx.query<{ count: string }>(
    `SELECT count(*) FROM ${membership.table} WHERE tenant_id = $1 AND ${membership.owner} = $2`,
    [tenantId, ownerId],
  );
  return Number(row?.count ?? 0);
}

export async function removeMember(
  tx: Sql,
  tenantId: string,
  membership: Membership,
  ownerId: string,
  userId: string,
): Promise<boolean> {
  const removed = await tx.query(
    `DELETE FROM ${membership.table}
      WHERE tenant_id = $1 AND ${membership.owner} = $2 AND user_id = $3 RETURNING user_id`,
    [tenantId, ownerId, userId],
  );
  return removed.length > 0;
}
