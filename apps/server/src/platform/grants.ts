import {
  allConfigPermissions,
  type ConfigPermission,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';
import type { Sql } from './db.ts';

/** What a user may do beyond their user type: the union of their roles (spec §6). */
export type Grants = {
  permissions: ConfigPermission[];
  designerForms: boolean;
  designerWorkflows: boolean;
  adminForms: { all_forms: boolean; forms_uuid: string[] };
  adminWorkflows: { all_workflows: boolean; workflows_uuid: string[] };
};

const everything: Grants = {
  permissions: [...allConfigPermissions],
  designerForms: true,
  designerWorkflows: true,
  adminForms: { all_forms: true, forms_uuid: [] },
  adminWorkflows: { all_workflows: true, workflows_uuid: [] },
};

const nothing: Grants = {
  permissions: [],
  designerForms: false,
  designerWorkflows: false,
  adminForms: { all_forms: false, forms_uuid: [] },
  adminWorkflows: { all_workflows: false, workflows_uuid: [] },
};

type RoleGrantRow = {
  permissions: number[];
  designer_forms: boolean;
  designer_workflows: boolean;
  all_forms: boolean;
  forms_uuid: string[];
  all_workflows: boolean;
  workflows_uuid: string[];
};

const union = <T>(lists: T[][]): T[] => [...new Set(lists.flat())];

/**
 * Read on every request, so a change to a role applies from the members' next request. Admins
 * hold everything; query users nothing, whatever roles they are in.
 */
export async function grantsOf(
  tx: Sql,
  tenantId: string,
  userId: string,
  userType: UserTypeValue,
): Promise<Grants> {
  if (userType === UserType.admin) return everything;
  if (userType === UserType.query) return nothing;
  const roles = await tx.query<RoleGrantRow>(
    `SELECT r.permissions, r.designer_forms, r.designer_workflows, r.all_forms, r.forms_uuid,
            r.all_workflows, r.workflows_uuid
       FROM role_members m JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id
      WHERE m.tenant_id = $1 AND m.user_id = $2`,
    [tenantId, userId],
  );
  const permissions = union(roles.map((role) => role.permissions));
  return {
    permissions: allConfigPermissions.filter((permission) => permissions.includes(permission)),
    designerForms: roles.some((role) => role.designer_forms),
    designerWorkflows: roles.some((role) => role.designer_workflows),
    adminForms: {
      all_forms: roles.some((role) => role.all_forms),
      forms_uuid: union(roles.map((role) => role.forms_uuid)),
    },
    adminWorkflows: {
      all_workflows: roles.some((role) => role.all_workflows),
      workflows_uuid: union(roles.map((role) => role.workflows_uuid)),
    },
  };
}

export function holds(grants: Grants, permission: ConfigPermission): boolean {
  return grants.permissions.includes(permission);
}
