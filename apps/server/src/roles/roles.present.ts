import { allConfigPermissions, type ConfigPermission, type RoleDto } from '@custodia/contracts';
import type { RoleRow } from './roles.repo.ts';

export function toRoleDto(row: RoleRow): RoleDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    members_count: Number(row.members_count),
    permissions: allConfigPermissions.filter((permission: ConfigPermission) =>
      row.permissions.includes(permission),
    ),
    designer_forms: row.designer_forms,
    designer_workflows: row.designer_workflows,
    admin_forms: { all_forms: row.all_forms, forms_uuid: row.forms_uuid },
    admin_workflows: { all_workflows: row.all_workflows, workflows_uuid: row.workflows_uuid },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
