import type {
  AdminFormsInput,
  AdminWorkflowsInput,
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
import type { z } from 'zod';
import { unknownFormIds } from '../forms/forms.service.ts';
import {
  type AuditEventChanges,
  auditRef,
  auditRefs,
  changesBetween,
  recordAudit,
  setChange,
  valuesSet,
} from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import {
  membershipPage,
  removeMember,
  requireActiveUsers,
  roleMembership,
} from '../users/members.service.ts';
import { toRoleDto } from './roles.present.ts';
import * as repo from './roles.repo.ts';

export async function existingRole(tx: Sql, actor: Actor, id: string): Promise<repo.RoleRow> {
  return found(await repo.findRole(tx, actor.tenantId, id), 'roleNotFound');
}

/**
 * Applies one change to a role the actor may change that way, records it in the audit log and
 * answers the role as it is afterwards.
 */
async function changeRole(
  services: Services,
  actor: Actor,
  id: string,
  change: {
    action: 'role.edit' | 'role.manageMembers' | 'role.configure';
    audit: AuditAction<'roles'>;
    apply: (tx: Sql, before: repo.RoleRow) => Promise<AuditEventChanges>;
  },
): Promise<RoleDto> {
  authorize(actor, change.action);
  return services.inTenant(actor.tenantId, async (tx) => {
    const changes = await change.apply(tx, await existingRole(tx, actor, id));
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: change.audit,
      entityType: 'role',
      entityId: id,
      changes,
    });
    return toRoleDto(await existingRole(tx, actor, id), actor);
  });
}

export async function listRoles(
  services: Services,
  actor: Actor,
  query: RoleListQuery,
): Promise<Paged<RoleDto>> {
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listRoles(tx, actor.tenantId, {
      name: query.name,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, (row) => toRoleDto(row, actor));
}

export async function getRole(services: Services, actor: Actor, id: string): Promise<RoleDto> {
  authorize(actor, 'role.view');
  const row = await services.inTenant(actor.tenantId, (tx) => existingRole(tx, actor, id));
  return toRoleDto(row, actor);
}

export async function createRole(
  services: Services,
  actor: Actor,
  input: z.output<typeof RoleInput>,
): Promise<RoleDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const id = await repo.insertRole(tx, actor.tenantId, input);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: 'create',
      entityType: 'role',
      entityId: id,
      changes: valuesSet(input),
    });
    return toRoleDto(await existingRole(tx, actor, id), actor);
  });
}

export function updateRole(
  services: Services,
  actor: Actor,
  id: string,
  input: RoleUpdateInput,
): Promise<RoleDto> {
  return changeRole(services, actor, id, {
    action: 'role.edit',
    audit: 'update',
    apply: async (tx, before) => {
      await repo.updateRole(tx, actor.tenantId, id, input);
      return changesBetween(before, await existingRole(tx, actor, id), ['name', 'description']);
    },
  });
}

/** The rule refuses a role with members (10049). */
export async function deleteRole(services: Services, actor: Actor, id: string): Promise<void> {
  await services.inTenant(actor.tenantId, async (tx) => {
    const role = await existingRole(tx, actor, id);
    authorize(actor, 'role.delete', { members_count: Number(role.members_count) });
    await repo.deleteRole(tx, actor.tenantId, id);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'roles',
      action: 'delete',
      entityType: 'role',
      entityId: id,
      entityName: role.name,
    });
  });
}

export function setRolePermissions(
  services: Services,
  actor: Actor,
  id: string,
  input: RolePermissionsInput,
): Promise<RoleDto> {
  return changeRole(services, actor, id, {
    action: 'role.configure',
    audit: 'permissions',
    apply: async (tx, before) => {
      await repo.updateRole(tx, actor.tenantId, id, input);
      return {
        permissions: setChange(before.permissions, input.permissions),
        ...changesBetween(before, input, ['designer_forms', 'designer_workflows']),
      };
    },
  });
}

/** The forms (`admin_forms`) or the workflows (`admin_workflows`) the role's designers change. */
export function setRoleAdminScope(
  services: Services,
  actor: Actor,
  id: string,
  scope:
    | { audit: 'admin_forms'; input: z.output<typeof AdminFormsInput> }
    | {
        audit: 'admin_workflows';
        input: z.output<typeof AdminWorkflowsInput>;
      },
): Promise<RoleDto> {
  return changeRole(services, actor, id, {
    action: 'role.configure',
    audit: scope.audit,
    apply: async (tx, before) => {
      if (scope.audit === 'admin_workflows') {
        await repo.updateRole(tx, actor.tenantId, id, scope.input);
        // Workflows are not stored yet, so their ids cannot be named.
        return {
          ...changesBetween(before, scope.input, ['all_workflows']),
          workflows: setChange(before.workflows_uuid, scope.input.workflows_uuid),
        };
      }
      // Designers may be given only forms of their own company (ASVS V4.2.1).
      const unknown = await unknownFormIds(tx, actor.tenantId, scope.input.forms_uuid);
      if (unknown.length > 0) {
        throw new AppError('adminFormsUnknown', { forms_uuid: 'errors.10050' });
      }
      await repo.updateRole(tx, actor.tenantId, id, scope.input);
      return {
        ...changesBetween(before, scope.input, ['all_forms']),
        forms: setChange(before.forms_uuid, scope.input.forms_uuid, (form) =>
          auditRef('form', form),
        ),
      };
    },
  });
}

export function addRoleMembers(
  services: Services,
  actor: Actor,
  id: string,
  userIds: string[],
): Promise<RoleDto> {
  return changeRole(services, actor, id, {
    action: 'role.manageMembers',
    audit: 'members_add',
    apply: async (tx) => {
      await requireActiveUsers(tx, actor.tenantId, userIds);
      await repo.addRoleMembers(tx, actor.tenantId, id, userIds);
      return { members: auditRefs('user', userIds) };
    },
  });
}

export function removeRoleMember(
  services: Services,
  actor: Actor,
  id: string,
  userId: string,
): Promise<RoleDto> {
  return changeRole(services, actor, id, {
    action: 'role.manageMembers',
    audit: 'member_remove',
    apply: async (tx) => {
      await removeMember(tx, actor.tenantId, roleMembership, id, userId);
      return { member: auditRef('user', userId) };
    },
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
  authorize(actor, 'role.manageMembers');
  return services.inTenant(actor.tenantId, async (tx) => {
    await existingRole(tx, actor, id);
    return membershipPage(tx, actor.tenantId, roleMembership, id, which, query);
  });
}
