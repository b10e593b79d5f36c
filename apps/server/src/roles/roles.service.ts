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
import { unknownFormIds } from '../forms/index.ts';
import {
  auditRef,
  auditRefs,
  changesBetween,
  recordAudit,
  setChange,
  valuesSet,
} from '../platform/audit.ts';
import { auditedChange } from '../platform/audited-change.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { membershipPage, removeMember, requireJoining, roleMembership } from '../users/index.ts';
import { listWorkflowSummaries, unknownWorkflowIds } from '../workflows/index.ts';
import { toRoleDto } from './roles.present.ts';
import * as repo from './roles.repo.ts';

export async function existingRole(work: Work, id: string): Promise<repo.RoleRow> {
  return found(await repo.findRole(work.tx, work.tenantId, id), 'roleNotFound');
}

/** A role as its audited changes read and answer it (see auditedChange). */
const roleEntity = (work: Work, id: string) =>
  ({
    module: 'roles',
    type: 'role',
    id,
    read: () => existingRole(work, id),
    present: (row: repo.RoleRow) => toRoleDto(row, work.actor),
  }) as const;

export async function listRoles(work: Work, query: RoleListQuery): Promise<Paged<RoleDto>> {
  const result = await repo.listRoles(work.tx, work.tenantId, {
    name: query.name,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toRoleDto(row, work.actor));
}

export async function getRole(work: Work, id: string): Promise<RoleDto> {
  authorize(work.actor, 'role.view');
  return toRoleDto(await existingRole(work, id), work.actor);
}

export async function createRole(work: Work, input: z.output<typeof RoleInput>): Promise<RoleDto> {
  const { tx, actor, tenantId } = work;
  const id = await repo.insertRole(tx, tenantId, input);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'roles',
    action: 'create',
    entityType: 'role',
    entityId: id,
    changes: valuesSet(input),
  });
  return toRoleDto(await existingRole(work, id), actor);
}

export function updateRole(work: Work, id: string, input: RoleUpdateInput): Promise<RoleDto> {
  authorize(work.actor, 'role.edit');
  return auditedChange(work, roleEntity(work, id), {
    audit: 'update',
    apply: async (tx, before) => {
      await repo.updateRole(tx, work.tenantId, id, input);
      return changesBetween(before, await existingRole(work, id), ['name', 'description']);
    },
  });
}

/** The rule refuses a role with members (10049). */
export async function deleteRole(work: Work, id: string): Promise<void> {
  const { tx, actor, tenantId } = work;
  const role = await existingRole(work, id);
  authorize(actor, 'role.delete', { members_count: Number(role.members_count) });
  await repo.deleteRole(tx, tenantId, id);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'roles',
    action: 'delete',
    entityType: 'role',
    entityId: id,
    entityName: role.name,
  });
}

export function setRolePermissions(
  work: Work,
  id: string,
  input: RolePermissionsInput,
): Promise<RoleDto> {
  authorize(work.actor, 'role.configure');
  return auditedChange(work, roleEntity(work, id), {
    audit: 'permissions',
    apply: async (tx, before) => {
      await repo.updateRole(tx, work.tenantId, id, input);
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
  work: Work,
  id: string,
  scope:
    | { audit: 'admin_forms'; input: z.output<typeof AdminFormsInput> }
    | { audit: 'admin_workflows'; input: z.output<typeof AdminWorkflowsInput> },
): Promise<RoleDto> {
  const kind = adminScopes[scope.audit];
  const chosen: string[] = (scope.input as Partial<Record<typeof kind.chosen, string[]>>)[
    kind.chosen
  ] as string[];
  authorize(work.actor, 'role.configure');
  return auditedChange(work, roleEntity(work, id), {
    audit: scope.audit,
    apply: async (tx, before) => {
      const unknown = await kind.unknownIds(work, chosen);
      if (unknown.length > 0) {
        throw new AppError(kind.refusal, {
          [kind.chosen]: errorKey(errorCatalogue[kind.refusal].code),
        });
      }
      await repo.updateRole(tx, work.tenantId, id, scope.input);
      return {
        ...changesBetween(before, scope.input as Partial<repo.RoleRow>, [kind.all]),
        [kind.audit]: setChange(before[kind.chosen], chosen, (item) => auditRef(kind.ref, item)),
      };
    },
  });
}

/** Workflows a role's designers may be given: every workflow of the company. */
export async function listAdministrableWorkflows(
  work: Work,
  roleId: string,
): Promise<WorkflowSummaryDto[]> {
  authorize(work.actor, 'role.configure');
  await existingRole(work, roleId);
  return listWorkflowSummaries(work);
}

export function addRoleMembers(work: Work, id: string, userIds: string[]): Promise<RoleDto> {
  authorize(work.actor, 'role.manageMembers');
  return auditedChange(work, roleEntity(work, id), {
    audit: 'members_add',
    apply: async (tx) => {
      await requireJoining(work, roleMembership, userIds);
      await repo.addRoleMembers(tx, work.tenantId, id, userIds);
      return { members: auditRefs('user', userIds) };
    },
  });
}

export function removeRoleMember(work: Work, id: string, userId: string): Promise<RoleDto> {
  authorize(work.actor, 'role.manageMembers');
  return auditedChange(work, roleEntity(work, id), {
    audit: 'member_remove',
    apply: async () => {
      await removeMember(work, roleMembership, id, userId);
      return { member: auditRef('user', userId) };
    },
  });
}

/** The role's members, or the active users that could join it. */
export async function listRoleMembership(
  work: Work,
  id: string,
  which: 'members' | 'candidates',
  query: MemberListQuery,
): Promise<Paged<MemberDto>> {
  authorize(work.actor, 'role.manageMembers');
  await existingRole(work, id);
  return membershipPage(work, roleMembership, id, which, query);
}
