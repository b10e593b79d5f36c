import { type MemberDto, UserStatus } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { userSearchText } from '../platform/search-text.ts';
import { containsPattern, selectPage, Where } from '../platform/sql.ts';
import { receivesWork } from './users.repo.ts';

/**
 * The two kinds of membership: users in roles and users in work groups, with who may join each
 * (an SQL condition on the users row `u`): any active user joins a role; a work group hands its
 * members work in turn, so only the people work may go to join it.
 */
export type Membership =
  | { table: 'role_members'; owner: 'role_id'; joins: string }
  | { table: 'work_group_members'; owner: 'group_id'; joins: string };

export const roleMembership: Membership = {
  table: 'role_members',
  owner: 'role_id',
  joins: `u.status = ${UserStatus.active}`,
};
export const groupMembership: Membership = {
  table: 'work_group_members',
  owner: 'group_id',
  joins: receivesWork('u'),
};

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
 * Members of one role or group (`members`), or the users that could join it (`candidates`):
 * inactive and retired users never appear in a picker (spec §4), nor query users in a group's.
 * A null owner is a role or group still being created: whoever may join one is a candidate.
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
    which === 'members' ? isMember : `NOT ${isMember} AND ${membership.joins}`,
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

/** The ids among these that may not join the role or group (unknown ids included). */
export async function notJoiningAmong(
  tx: Sql,
  tenantId: string,
  membership: Membership,
  ids: string[],
): Promise<string[]> {
  const joining = await tx.query<{ id: string }>(
    `SELECT id FROM users u WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND ${membership.joins}`,
    [tenantId, ids],
  );
  const joiningIds = new Set(joining.map((row) => row.id));
  return ids.filter((id) => !joiningIds.has(id));
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
