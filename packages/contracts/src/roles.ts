import { z } from 'zod';
import { AdminForms, AdminWorkflows } from './auth.ts';
import { AcceptedDto, EntityName, IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { FormGrantDto, FormGrantInput, FormSummaryDto } from './form-grants.ts';
import { limits } from './limits.ts';
import { membershipApi } from './members.ts';
import { PageQuery, paged } from './paging.ts';
import { allConfigPermissions, ConfigPermissionValue } from './permissions.ts';
import { WorkflowSummaryDto } from './workflows.ts';

const RoleName = EntityName(limits.roleName.min, limits.roleName.max);
const RoleDescription = z
  .string()
  .trim()
  .max(limits.roleDescription, { error: 'validation.tooLong' });

export const RoleInput = z.object({ name: RoleName, description: RoleDescription.default('') });
export type RoleInput = z.input<typeof RoleInput>;

/** Only what is sent changes: a rename keeps the description (a default here would clear it). */
export const RoleUpdateInput = z.object({
  name: RoleName.optional(),
  description: RoleDescription.optional(),
});
export type RoleUpdateInput = z.input<typeof RoleUpdateInput>;

export const RoleListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.roleName.max).optional(),
});
export type RoleListQuery = z.infer<typeof RoleListQuery>;

/** Configuration permissions and designer flags a role grants (spec §6). */
export const RolePermissionsInput = z.object({
  permissions: z.array(ConfigPermissionValue).max(allConfigPermissions.length),
  designer_forms: z.boolean(),
  designer_workflows: z.boolean(),
});
export type RolePermissionsInput = z.infer<typeof RolePermissionsInput>;

export const AdminFormsInput = z.object({
  all_forms: z.boolean(),
  forms_uuid: z.array(Uuid).max(1000),
});
export type AdminFormsInput = z.infer<typeof AdminFormsInput>;
export const AdminWorkflowsInput = z.object({
  all_workflows: z.boolean(),
  workflows_uuid: z.array(Uuid).max(1000),
});
export type AdminWorkflowsInput = z.infer<typeof AdminWorkflowsInput>;

export const RoleDto = RolePermissionsInput.extend({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  members_count: z.number().int(),
  admin_forms: AdminForms,
  admin_workflows: AdminWorkflows,
  created_at: z.string(),
  updated_at: z.string(),
  abilities: abilitiesSchema('role'),
});
export type RoleDto = z.infer<typeof RoleDto>;

const tag = 'roles';

/**
 * Only role managers reach a role at all (spec §6), so to anyone else an unknown role is refused
 * (403), never reported missing; the handler then decides on the role itself.
 */
export const onRole = { action: 'role.list' } as const;

/** Adding and changing a role's rights on one form take and answer the same. */
const formGrantBy = <const M extends 'POST' | 'PATCH'>(method: M) =>
  endpoint({
    method,
    path: '/roles/:id/form-permissions/',
    tag,
    params: IdParams,
    body: FormGrantInput,
    status: 200,
    response: z.array(FormGrantDto),
    access: onRole,
  });

export const rolesApi = {
  list: endpoint({
    method: 'GET',
    path: '/roles/',
    tag,
    query: RoleListQuery,
    status: 200,
    response: paged(RoleDto),
    access: { action: 'role.list' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/roles/',
    tag,
    body: RoleInput,
    status: 201,
    response: RoleDto,
    access: { action: 'role.create' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/roles/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: RoleDto,
    access: onRole,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/roles/:id/',
    tag,
    params: IdParams,
    body: RoleUpdateInput,
    status: 200,
    response: RoleDto,
    access: onRole,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/roles/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: onRole,
  }),
  ...membershipApi('/roles/', tag, RoleDto, onRole),
  setPermissions: endpoint({
    method: 'PUT',
    path: '/roles/:id/permissions/',
    tag,
    params: IdParams,
    body: RolePermissionsInput,
    status: 200,
    response: RoleDto,
    access: onRole,
  }),
  setAdminForms: endpoint({
    method: 'PUT',
    path: '/roles/:id/admin-forms/',
    tag,
    params: IdParams,
    body: AdminFormsInput,
    status: 200,
    response: RoleDto,
    access: onRole,
  }),
  setAdminWorkflows: endpoint({
    method: 'PUT',
    path: '/roles/:id/admin-workflows/',
    tag,
    params: IdParams,
    body: AdminWorkflowsInput,
    status: 200,
    response: RoleDto,
    access: onRole,
  }),
  /** Workflows the role's designers may be given (admin_workflows): every workflow. */
  workflows: endpoint({
    method: 'GET',
    path: '/roles/:id/admin-workflows/',
    tag,
    params: IdParams,
    status: 200,
    response: z.array(WorkflowSummaryDto),
    access: onRole,
  }),
  /** Forms the role may be granted rights on or administer: every form not deleted. */
  forms: endpoint({
    method: 'GET',
    path: '/roles/:id/forms/',
    tag,
    params: IdParams,
    query: PageQuery,
    status: 200,
    response: paged(FormSummaryDto),
    access: onRole,
  }),
  formGrants: endpoint({
    method: 'GET',
    path: '/roles/:id/form-permissions/',
    tag,
    params: IdParams,
    status: 200,
    response: z.array(FormGrantDto),
    access: onRole,
  }),
  /** Grants a form the role has no rights on yet (30083 otherwise); answers every grant. */
  addFormGrant: formGrantBy('POST'),
  /** Replaces the rights on a form the role already grants (30084 otherwise). */
  changeFormGrant: formGrantBy('PATCH'),
};
