import {
  type AdminFormsInput,
  type AdminWorkflowsInput,
  errorCatalogue,
  errorKey,
  type MemberDto,
  type MemberListQuery,
  type Paged,
  type RoleDto,
  type RoleInput,
  type RoleListQuery,
  type RolePermissionsInput,
  type RoleUpdateInput,
  type WorkflowSummaryDto,
} from '@custodia/contracts';
import type { z } from 'zod';
import { unknownFormIds } from '../forms/forms.service.ts';
import {
  auditRef,
  auditRefs,
  changesBetween,
  recordAudit,
  setChange,
  valuesSet,
} from '../platform/audit.ts';
import { auditedChange } from '../platform/audited-change.ts';
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
import { listWorkflowSummaries, unknownWorkflowIds } from '../workflows/workflows.service.ts';
import { toRoleDto } from './roles.present.ts';
import * as repo from './roles.repo.ts';

export async function existingRole(tx: Sql, actor: Actor, id: string): Promise<repo.RoleRow> {
  return found(await repo.findRole(tx, actor.tenantId, id), 'roleNotFound');
}

/** A role as its audited changes read and answer it (see auditedChange). */
const roleEntity = (actor: Actor, id: string) =>
  ({
    module: 'roles',
    type: 'role',
    id,
    read: (tx: Sql) => existingRole(tx, actor, id),
    present: (row: repo.RoleRow) => toRoleDto(row, actor),
  }) as const;

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
  authorize(actor, 'role.edit');
  return auditedChange(services, actor, roleEntity(actor, id), {
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
  authorize(actor, 'role.configure');
  return auditedChange(services, actor, roleEntity(actor, id), {
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

/**
 * The two halves of spec §6 "manage all or selected forms and workflows": designers may be given
 * only forms and workflows of their own company (ASVS V4.2.1).
 */
const adminScopes = {
  admin_forms: {
    unknownIds: unknownFormIds,
    refusal: 'adminFormsUnknown',
    all: 'all_forms',
    chosen: 'forms_uuid',
    audit: 'forms',
    ref: 'form',
  },
  admin_workflows: {
    unknownIds: unknownWorkflowIds,
    refusal: 'adminWorkflowsUnknown',
    all: 'all_workflows',
    chosen: 'workflows_uuid',
    audit: 'workflows',
    ref: 'workflow',
  },
} as const;

/** The forms (`admin_forms`) or the workflows (`admin_workflows`) the role's designers change. */
export function setRoleAdminScope(
  services: Services,
  actor: Actor,
  id: string,
  scope:
    | { audit: 'admin_forms'; input: z.output<typeof AdminFormsInput> }
    | { audit: 'admin_workflows'; input: z.output<typeof AdminWorkflowsInput> },
): Promise<RoleDto> {
  const kind = adminScopes[scope.audit];
  const chosen: string[] = (scope.input as Partial<Record<typeof kind.chosen, string[]>>)[
    kind.chosen
  ] as string[];
  authorize(actor, 'role.configure');
  return auditedChange(services, actor, roleEntity(actor, id), {
    audit: scope.audit,
    apply: async (tx, before) => {
      const unknown = await kind.unknownIds(tx, actor.tenantId, chosen);
      if (unknown.length > 0) {
        throw new AppError(kind.refusal, {
          [kind.chosen]: errorKey(errorCatalogue[kind.refusal].code),
        });
      }
      await repo.updateRole(tx, actor.tenantId, id, scope.input);
      return {
        ...changesBetween(before, scope.input as Partial<repo.RoleRow>, [kind.all]),
        [kind.audit]: setChange(before[kind.chosen], chosen, (item) => auditRef(kind.ref, item)),
      };
    },
  });
}

/** Workflows a role's designers may be given: every workflow of the company. */
export async function listAdministrableWorkflows(
  services: Services,
  actor: Actor,
  roleId: string,
): Promise<WorkflowSummaryDto[]> {
  authorize(actor, 'role.configure');
  return services.inTenant(actor.tenantId, async (tx) => {
    await existingRole(tx, actor, roleId);
    return listWorkflowSummaries(tx, actor.tenantId);
  });
}

export function addRoleMembers(
  services: Services,
  actor: Actor,
  id: string,
  userIds: string[],
): Promise<RoleDto> {
  authorize(actor, 'role.manageMembers');
  return auditedChange(services, actor, roleEntity(actor, id), {
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
  authorize(actor, 'role.manageMembers');
  return auditedChange(services, actor, roleEntity(actor, id), {
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
