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
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import {
  countMembers,
  groupMembership,
  membershipPage,
  removeMember,
  requireActiveUsers,
} from '../users/members.service.ts';
import { toWorkGroupDto } from './work-groups.present.ts';
import * as repo from './work-groups.repo.ts';

async function lockedGroup(tx: Sql, actor: Actor, id: string): Promise<repo.WorkGroupRow> {
  return found(await repo.findWorkGroup(tx, actor.tenantId, id, true), 'workGroupNotFound');
}

/** Members must be active users and a group holds at most 50 (spec §5, 10032 and 10059). */
async function checkNewMembers(
  tx: Sql,
  actor: Actor,
  userIds: string[],
  membersAlready: number,
): Promise<void> {
  await requireActiveUsers(tx, actor.tenantId, userIds);
  if (membersAlready + userIds.length > limits.groupMembers.max) {
    throw new AppError('groupMembersExceeded', { users_uuid: 'errors.10059' });
  }
}

/** A group as its audited changes read, locked, and answer it (see auditedChange). */
const groupEntity = (actor: Actor, id: string) =>
  ({
    module: 'work_groups',
    type: 'work_group',
    id,
    read: (tx: Sql) => lockedGroup(tx, actor, id),
    present: (row: repo.WorkGroupRow) => toWorkGroupDto(row, actor),
  }) as const;

export async function listWorkGroups(
  services: Services,
  actor: Actor,
  query: WorkGroupListQuery,
): Promise<Paged<WorkGroupDto>> {
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listWorkGroups(tx, actor.tenantId, {
      name: query.name,
      status: query.status,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, (row) => toWorkGroupDto(row, actor));
}

export async function getWorkGroup(
  services: Services,
  actor: Actor,
  id: string,
): Promise<WorkGroupDto> {
  authorize(actor, 'workGroup.view');
  const row = await services.inTenant(actor.tenantId, (tx) =>
    repo.findWorkGroup(tx, actor.tenantId, id),
  );
  return toWorkGroupDto(found(row, 'workGroupNotFound'), actor);
}

/** A group created with at least 2 members starts active; with fewer, inactive. */
export async function createWorkGroup(
  services: Services,
  actor: Actor,
  input: z.output<typeof WorkGroupInput>,
): Promise<WorkGroupDto> {
  const members = [...new Set(input.members_uuid)];
  return services.inTenant(actor.tenantId, async (tx) => {
    await checkNewMembers(tx, actor, members, 0);
    const status =
      members.length >= limits.groupMembers.min ? WorkGroupStatus.active : WorkGroupStatus.inactive;
    const id = await repo.insertWorkGroup(tx, actor.tenantId, {
      name: input.name,
      status,
      consecutive_assignment: input.consecutive_assignment,
    });
    await repo.addWorkGroupMembers(tx, actor.tenantId, id, members);
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
    return toWorkGroupDto(
      (await repo.findWorkGroup(tx, actor.tenantId, id)) as repo.WorkGroupRow,
      actor,
    );
  });
}

/** Activation needs at least 2 members (10058). */
export function updateWorkGroup(
  services: Services,
  actor: Actor,
  id: string,
  input: WorkGroupUpdateInput,
): Promise<WorkGroupDto> {
  authorize(actor, 'workGroup.edit');
  return auditedChange(services, actor, groupEntity(actor, id), {
    audit: 'update',
    apply: async (tx, group) => {
      const activating = input.status === WorkGroupStatus.active && group.status !== input.status;
      if (activating && Number(group.members_count) < limits.groupMembers.min) {
        throw new AppError('groupNeedsMembers');
      }
      await repo.updateWorkGroup(tx, actor.tenantId, id, input);
      return changesBetween(group, { ...group, ...input }, [
        'name',
        'status',
        'consecutive_assignment',
      ]);
    },
  });
}

export function addWorkGroupMembers(
  services: Services,
  actor: Actor,
  id: string,
  userIds: string[],
): Promise<WorkGroupDto> {
  authorize(actor, 'workGroup.manageMembers');
  return auditedChange(services, actor, groupEntity(actor, id), {
    audit: 'members_add',
    apply: async (tx, group) => {
      await checkNewMembers(tx, actor, userIds, Number(group.members_count));
      await repo.addWorkGroupMembers(tx, actor.tenantId, id, userIds);
      return { members: auditRefs('user', userIds) };
    },
  });
}

/** An active group never drops below 2 members (10058): inactivate it first. */
export function removeWorkGroupMember(
  services: Services,
  actor: Actor,
  id: string,
  userId: string,
): Promise<WorkGroupDto> {
  authorize(actor, 'workGroup.manageMembers');
  return auditedChange(services, actor, groupEntity(actor, id), {
    audit: 'member_remove',
    apply: async (tx, group) => {
      await removeMember(tx, actor.tenantId, groupMembership, id, userId);
      const remaining = await countMembers(tx, actor.tenantId, groupMembership, id);
      if (group.status === WorkGroupStatus.active && remaining < limits.groupMembers.min) {
        throw new AppError('groupNeedsMembers');
      }
      return { member: auditRef('user', userId) };
    },
  });
}

/** The group's members, or the active users that could join it. */
export async function listWorkGroupMembership(
  services: Services,
  actor: Actor,
  id: string,
  which: 'members' | 'candidates',
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  authorize(actor, 'workGroup.manageMembers');
  return services.inTenant(actor.tenantId, async (tx) => {
    if (!(await repo.findWorkGroup(tx, actor.tenantId, id))) {
      throw new AppError('workGroupNotFound');
    }
    return membershipPage(tx, actor.tenantId, groupMembership, id, which, query);
  });
}

/** Who may join a group still being created: every active user. */
export function listNewGroupCandidates(
  services: Services,
  actor: Actor,
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  return services.inTenant(actor.tenantId, (tx) =>
    membershipPage(tx, actor.tenantId, groupMembership, null, 'candidates', query),
  );
}

/**
 * Consecutive assignment: the next active member after the one who got the last piece of work,
 * in joining order, wrapping around; inactive members are skipped. The group row is locked, so
 * two assignments at the same moment never go to the same turn. Workflows call this inside the
 * transaction that creates the task.
 */
export async function nextAssignee(tx: Sql, tenantId: string, groupId: string): Promise<string> {
  const group = found(await repo.findWorkGroup(tx, tenantId, groupId, true), 'workGroupNotFound');
  const members = await repo.activeMembersInTurn(tx, tenantId, groupId);
  const last = group.last_assigned_position ?? 0;
  const next = members.find((member) => member.position > last) ?? members[0];
  if (!next) throw new AppError('noActiveMember');
  await repo.updateWorkGroup(tx, tenantId, groupId, { last_assigned_position: next.position });
  return next.user_id;
}
