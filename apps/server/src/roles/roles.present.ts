import { allConfigPermissions, type ConfigPermission, type RoleDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { RoleRow } from './roles.repo.ts';

/** A role as the actor sees it, with what the actor may do with it. */
export function toRoleDto(row: RoleRow, actor: Actor): RoleDto {
  const membersCount = Number(row.members_count);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    members_count: membersCount,
    permissions: allConfigPermissions.filter((permission: ConfigPermission) =>
      row.permissions.includes(permission),
    ),
    designer_forms: row.designer_forms,
    designer_workflows: row.designer_workflows,
    admin_forms: { all_forms: row.all_forms, forms_uuid: row.forms_uuid },
    admin_workflows: { all_workflows: row.all_workflows, workflows_uuid: row.workflows_uuid },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    abilities: abilities(actor, 'role', { members_count: membersCount }),
  };
}
