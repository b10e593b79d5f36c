import {
  limits,
  type MemberDto,
  type MemberListQuery,
  type Paged,
  type WorkGroupDto,
  type WorkGroupInput,
  type WorkGroupListQuery,
  WorkGroupStatus,
  type WorkGroupUpdateInput,
} from '@custodia/contracts';
import type { z } from 'zod';
import { auditRef, auditRefs, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditedChange } from '../platform/audited-change.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import {
  countMembers,
  groupMembership,
  membershipPage,
  removeMember,
  requireJoining,
} from '../users/index.ts';
import { toWorkGroupDto } from './work-groups.present.ts';
import * as repo from './work-groups.repo.ts';

async function lockedGroup(work: Work, id: string): Promise<repo.WorkGroupRow> {
  return found(await repo.findWorkGroup(work.tx, work.tenantId, id, true), 'workGroupNotFound');
}

/**
 * Members must be people work may go to (no query user: a group hands its members work) and a
 * group holds at most 50 (spec §5, 10032 and 10059).
 */
async function checkNewMembers(
  work: Work,
  userIds: string[],
  membersAlready: number,
): Promise<void> {
  await requireJoining(work, groupMembership, userIds);
  if (membersAlready + userIds.length > limits.groupMembers.max) {
    throw new AppError('groupMembersExceeded', { users_uuid: 'errors.10059' });
  }
}

/** A group as its audited changes read, locked, and answer it (see auditedChange). */
const groupEntity = (work: Work, id: string) =>
  ({
    module: 'work_groups',
    type: 'work_group',
    id,
    read: () => lockedGroup(work, id),
    present: (row: repo.WorkGroupRow) => toWorkGroupDto(row, work.actor),
  }) as const;

export async function listWorkGroups(
  work: Work,
  query: WorkGroupListQuery,
): Promise<Paged<WorkGroupDto>> {
  const result = await repo.listWorkGroups(work.tx, work.tenantId, {
    name: query.name,
    status: query.status,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toWorkGroupDto(row, work.actor));
}

export async function getWorkGroup(work: Work, id: string): Promise<WorkGroupDto> {
  authorize(work.actor, 'workGroup.view');
  const row = await repo.findWorkGroup(work.tx, work.tenantId, id);
  return toWorkGroupDto(found(row, 'workGroupNotFound'), work.actor);
}

/** A group created with at least 2 members starts active; with fewer, inactive. */
export async function createWorkGroup(
  work: Work,
  input: z.output<typeof WorkGroupInput>,
): Promise<WorkGroupDto> {
  const { tx, actor, tenantId } = work;
  const members = [...new Set(input.members_uuid)];
  await checkNewMembers(work, members, 0);
  const status =
    members.length >= limits.groupMembers.min ? WorkGroupStatus.active : WorkGroupStatus.inactive;
  const id = await repo.insertWorkGroup(tx, tenantId, {
    name: input.name,
    status,
    consecutive_assignment: input.consecutive_assignment,
  });
  await repo.addWorkGroupMembers(tx, tenantId, id, members);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'work_groups',
    action: 'create',
    entityType: 'work_group',
    entityId: id,
    changes: valuesSet({
      name: input.name,
      status,
      consecutive_assignment: input.consecutive_assignment,
      members: auditRefs('user', members),
    }),
  });
  return toWorkGroupDto((await repo.findWorkGroup(tx, tenantId, id)) as repo.WorkGroupRow, actor);
}

/** Activation needs at least 2 members (10058). */
export function updateWorkGroup(
  work: Work,
  id: string,
  input: WorkGroupUpdateInput,
): Promise<WorkGroupDto> {
  authorize(work.actor, 'workGroup.edit');
  return auditedChange(work, groupEntity(work, id), {
    audit: 'update',
    apply: async (tx, group) => {
      const activating = input.status === WorkGroupStatus.active && group.status !== input.status;
      if (activating && Number(group.members_count) < limits.groupMembers.min) {
        throw new AppError('groupNeedsMembers');
      }
      await repo.updateWorkGroup(tx, work.tenantId, id, input);
      return changesBetween(group, { ...group, ...input }, [
        'name',
        'status',
        'consecutive_assignment',
      ]);
    },
  });
}

export function addWorkGroupMembers(
  work: Work,
  id: string,
  userIds: string[],
): Promise<WorkGroupDto> {
  authorize(work.actor, 'workGroup.manageMembers');
  return auditedChange(work, groupEntity(work, id), {
    audit: 'members_add',
    apply: async (tx, group) => {
      await checkNewMembers(work, userIds, Number(group.members_count));
      await repo.addWorkGroupMembers(tx, work.tenantId, id, userIds);
      return { members: auditRefs('user', userIds) };
    },
  });
}

/** An active group never drops below 2 members (10058): inactivate it first. */
export function removeWorkGroupMember(
  work: Work,
  id: string,
  userId: string,
): Promise<WorkGroupDto> {
  authorize(work.actor, 'workGroup.manageMembers');
  return auditedChange(work, groupEntity(work, id), {
    audit: 'member_remove',
    apply: async (_tx, group) => {
      await removeMember(work, groupMembership, id, userId);
      const remaining = await countMembers(work, groupMembership, id);
      if (group.status === WorkGroupStatus.active && remaining < limits.groupMembers.min) {
        throw new AppError('groupNeedsMembers');
      }
      return { member: auditRef('user', userId) };
    },
  });
}

/** The group's members, or the people that could join it. */
export async function listWorkGroupMembership(
  work: Work,
  id: string,
  which: 'members' | 'candidates',
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  authorize(work.actor, 'workGroup.manageMembers');
  if (!(await repo.findWorkGroup(work.tx, work.tenantId, id))) {
    throw new AppError('workGroupNotFound');
  }
  return membershipPage(work, groupMembership, id, which, query);
}

/** Who may join a group still being created: every person work may go to. */
export function listNewGroupCandidates(
  work: Work,
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  return membershipPage(work, groupMembership, null, 'candidates', query);
}

/**
 * Consecutive assignment: the next member work may go to after the one who got the last piece of
 * work, in joining order, wrapping around; inactive members, and those made query users since
 * they joined, are skipped. The group row is locked, so two assignments at the same moment never
 * go to the same turn. Workflows call this inside the transaction that creates the task.
 */
export async function nextAssignee(work: Work<Doer>, groupId: string): Promise<string> {
  const { tx, tenantId } = work;
  const group = found(await repo.findWorkGroup(tx, tenantId, groupId, true), 'workGroupNotFound');
  const members = await repo.workingMembersInTurn(tx, tenantId, groupId);
  const last = group.last_assigned_position ?? 0;
  const next = members.find((member) => member.position > last) ?? members[0];
  if (!next) throw new AppError('noActiveMember');
  await repo.updateWorkGroup(tx, tenantId, groupId, { last_assigned_position: next.position });
  return next.user_id;
}
