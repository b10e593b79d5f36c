import type { MemberDto, MemberListQuery, Paged } from '@custodia/contracts';
import { AppError } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { toMemberDto } from './members.present.ts';
import * as repo from './members.repo.ts';

/**
 * Users as members of roles and work groups. Those features reach the users' tables only through
 * these functions, inside the transaction of their own change.
 */
export { groupMembership, type Membership, roleMembership } from './members.repo.ts';

/** How many members a role or group has. */
export function countMembers(
  work: Work<Doer>,
  membership: repo.Membership,
  ownerId: string,
): Promise<number> {
  return repo.countMembers(work.tx, work.tenantId, membership, ownerId);
}

/** A page of members of one role or group, or of the active users who could join it. */
export async function membershipPage(
  work: Work<Doer>,
  membership: repo.Membership,
  ownerId: string | null,
  which: 'members' | 'candidates',
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  const result = await repo.listMembership(work.tx, work.tenantId, membership, ownerId, which, {
    name: query.name,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, toMemberDto);
}

/**
 * Only those who may join the role or group join (see Membership); one inactive, unknown or (in a
 * group) query user among them refuses the whole request (10032).
 */
export async function requireJoining(
  work: Work<Doer>,
  membership: repo.Membership,
  ids: string[],
): Promise<void> {
  if ((await repo.notJoiningAmong(work.tx, work.tenantId, membership, ids)).length > 0) {
    throw new AppError('memberNotActive', { users_uuid: 'errors.10032' });
  }
}

/** Takes one user out of a role or group; refused when they were not in it. */
export async function removeMember(
  work: Work<Doer>,
  membership: repo.Membership,
  ownerId: string,
  userId: string,
): Promise<void> {
  if (!(await repo.removeMember(work.tx, work.tenantId, membership, ownerId, userId))) {
    throw new AppError('memberNotFound');
  }
}
