import type { MemberDto, MemberListQuery, Paged } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { toMemberDto } from './members.present.ts';
import * as repo from './members.repo.ts';

/**
 * Users as members of roles and work groups. Those features reach the users' tables only through
 * these functions, inside the transaction of their own change.
 */
export { countMembers, groupMembership, type Membership, roleMembership } from './members.repo.ts';

/** A page of members of one role or group, or of the active users who could join it. */
export async function membershipPage(
  tx: Sql,
  tenantId: string,
  membership: repo.Membership,
  ownerId: string | null,
  which: 'members' | 'candidates',
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  const result = await repo.listMembership(tx, tenantId, membership, ownerId, which, {
    name: query.name,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, toMemberDto);
}

/** Only active users join; one inactive or unknown among them refuses the whole request (10032). */
export async function requireActiveUsers(tx: Sql, tenantId: string, ids: string[]): Promise<void> {
  if ((await repo.notActiveAmong(tx, tenantId, ids)).length > 0) {
    throw new AppError('memberNotActive', { users_uuid: 'errors.10032' });
  }
}

/** Takes one user out of a role or group; refused when they were not in it. */
export async function removeMember(
  tx: Sql,
  tenantId: string,
  membership: repo.Membership,
  ownerId: string,
  userId: string,
): Promise<void> {
  if (!(await repo.removeMember(tx, tenantId, membership, ownerId, userId))) {
    throw new AppError('memberNotFound');
  }
}
