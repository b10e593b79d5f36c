import type {
  AuditAction,
  MemberDto,
  MemberListQuery,
  Paged,
  RoleDto,
  RoleInput,
  RoleListQuery,
  RolePermissionsInput,
  RoleUpdateInput,
} from '@custodia/contracts';
import { recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { authorize } from '../platform/policy.ts';
import type { Services } from '../platform/services.ts';
import {
  membershipPage,
  notActiveAmong,
  removeMember,
  roleMembership,
} from '../users/members.repo.ts';
import { canManageRoles } from './roles.policy.ts';
import { toRoleDto } from './roles.present.ts';
import * as repo from './roles.repo.ts';

async function existingRole(tx: Sql, actor: Actor, id: string): Promise<repo.RoleRow> {
  return found(await repo.findRole(tx, actor.tenantId, id), 'roleNotFound');
}

/**
 * Runs a change to one role as a role manager, records it in the audit log and answers the
 * role as it is afterwards.
 */
async function changeRole(
  services: Services,
  actor: Actor,
  id: string,
  action: AuditAction<'roles'>,
  change: (tx: Sql, before: repo.RoleRow) => Promise<Record<string, unknown>>,
): Promise<RoleDto> {
  authorize(canManageRoles(actor));
  return services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingRole(tx, actor, id);
    const changes = await change(tx, before);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action,
      entityType: 'role',
      entityId: id,
      changes,
    });
    return toRoleDto(await existingRole(tx, actor, id));
  });
}

export async function listRoles(
  services: Services,
  actor: Actor,
  query: RoleListQuery,
): Promise<Paged<RoleDto>> {
  authorize(canManageRoles(actor));
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listRoles(tx, actor.tenantId, {
      name: query.name,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, toRoleDto);
}

export async function getRole(services: Services, actor: Actor, id: string): Promise<RoleDto> {
  authorize(canManageRoles(actor));
  return toRoleDto(await services.inTenant(actor.tenantId, (tx) => existingRole(tx, actor, id)));
}

export async function createRole(
  services: Services,
  actor: Actor,
  input: RoleInput,
): Promise<RoleDto> {
  authorize(canManageRoles(actor));
  return services.inTenant(actor.tenantId, async (tx) => {
    const id = await repo.insertRole(tx, actor.tenantId, {
      name: input.name,
      description: input.description ?? '',
    });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: 'create',
      entityType: 'role',
      entityId: id,
      changes: { name: input.name, description: input.description ?? '' },
    });
    return toRoleDto(await existingRole(tx, actor, id));
  });
}

export function updateRole(
  services: Services,
  actor: Actor,
  id: string,
  input: RoleUpdateInput,
): Promise<RoleDto> {
  return changeRole(services, actor, id, 'update', async (tx, before) => {
    await repo.updateRole(tx, actor.tenantId, id, input);
    return {
      name: { from: before.name, to: input.name ?? before.name },
      description: { from: before.description, to: input.description ?? before.description },
    };
  });
}

/** A role with members cannot be deleted (spec §6, 10049). */
export async function deleteRole(services: Services, actor: Actor, id: string): Promise<void> {
  authorize(canManageRoles(actor));
  await services.inTenant(actor.tenantId, async (tx) => {
    const role = await existingRole(tx, actor, id);
    if (Number(role.members_count) > 0) throw new AppError('roleHasMembers');
    await repo.deleteRole(tx, actor.tenantId, id);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: 'delete',
      entityType: 'role',
      entityId: id,
      changes: { name: role.name },
    });
  });
}

export function setRolePermissions(
  services: Services,
  actor: Actor,
  id: string,
  input: RolePermissionsInput,
): Promise<RoleDto> {
  return changeRole(services, actor, id, 'permissions', async (tx, before) => {
    await repo.updateRole(tx, actor.tenantId, id, input);
    return {
      permissions: { from: before.permissions, to: input.permissions },
      designer_forms: { from: before.designer_forms, to: input.designer_forms },
      designer_workflows: { from: before.designer_workflows, to: input.designer_workflows },
    };
  });
}

export function setRoleAdminForms(
  services: Services,
  actor: Actor,
  id: string,
  input: { all_forms: boolean; forms_uuid: string[] },
): Promise<RoleDto> {
  return changeRole(services, actor, id, 'admin_forms', async (tx) => {
    await repo.updateRole(tx, actor.tenantId, id, input);
    return input;
  });
}

export function setRoleAdminWorkflows(
  services: Services,
  actor: Actor,
  id: string,
  input: { all_workflows: boolean; workflows_uuid: string[] },
): Promise<RoleDto> {
  return changeRole(services, actor, id, 'admin_workflows', async (tx) => {
    await repo.updateRole(tx, actor.tenantId, id, input);
    return input;
  });
}

/** Only active users join a role; one inactive among them refuses the whole request (10032). */
export function addRoleMembers(
  services: Services,
  actor: Actor,
  id: string,
  userIds: string[],
): Promise<RoleDto> {
  return changeRole(services, actor, id, 'members_add', async (tx) => {
    if ((await notActiveAmong(tx, actor.tenantId, userIds)).length > 0) {
      throw new AppError('memberNotActive', { users_uuid: 'errors.10032' });
    }
    await repo.addRoleMembers(tx, actor.tenantId, id, userIds);
    return { users: userIds };
  });
}

export function removeRoleMember(
  services: Services,
  actor: Actor,
  id: string,
  userId: string,
): Promise<RoleDto> {
  return changeRole(services, actor, id, 'member_remove', async (tx) => {
    if (!(await removeMember(tx, actor.tenantId, roleMembership, id, userId))) {
      throw new AppError('memberNotFound');
    }
    return { user: userId };
  });
}

/** The role's members, or the active users that could join it. */
export async function listRoleMembership(
  services: Services,
  actor: Actor,
  id: string,
  which: 'members' | 'candidates',
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  authorize(canManageRoles(actor));
  return services.inTenant(actor.tenantId, async (tx) => {
    await existingRole(tx, actor, id);
    return membershipPage(tx, actor.tenantId, roleMembership, id, which, query);
  });
}
