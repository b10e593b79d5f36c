import { z } from 'zod';
import { AdminForms, AdminWorkflows } from './auth.ts';
import { requiredText, Uuid } from './common-schemas.ts';
import { limits } from './limits.ts';
import { PageQuery } from './paging.ts';
import { ConfigPermissionValue } from './permissions.ts';

/** Names of roles, groups and accounts: letters, digits, spaces and - _ . , : only (spec §5). */
export const EntityName = (min: number, max: number) =>
  requiredText(min, max).regex(/^[\p{L}\p{N} _.,:-]+$/u, { error: 'validation.name' });

export const RoleInput = z.object({
  name: EntityName(limits.roleName.min, limits.roleName.max),
  description: z
    .string()
    .trim()
    .max(limits.roleDescription, { error: 'validation.tooLong' })
    .default(''),
});
export type RoleInput = z.input<typeof RoleInput>;

export const RoleUpdateInput = RoleInput.partial();
export type RoleUpdateInput = z.input<typeof RoleUpdateInput>;

export const RoleListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.roleName.max).optional(),
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;

/** Configuration permissions and designer flags a role grants (spec §6). */
export const RolePermissionsInput = z.object({
  permissions: z.array(ConfigPermissionValue).max(7),
  designer_forms: z.boolean(),
  designer_workflows: z.boolean(),
});
export type RolePermissionsInput = z.infer<typeof RolePermissionsInput>;

export const AdminFormsInput = z.object({
  all_forms: z.boolean(),
  forms_uuid: z.array(Uuid).max(1000),
});
export const AdminWorkflowsInput = z.object({
  all_workflows: z.boolean(),
  workflows_uuid: z.array(Uuid).max(1000),
});

export const RoleDto = RolePermissionsInput.extend({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  members_count: z.number().int(),
  admin_forms: AdminForms,
  admin_workflows: AdminWorkflows,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoleDto = z.infer<typeof RoleDto>;
