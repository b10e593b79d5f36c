import {
  type AdminFormsInput,
  type AdminWorkflowsInput,
  authApi,
  errorCatalogue,
  type FormGrantInput,
  limits,
  type RoleDto,
  type RoleInput,
  RoleListQuery,
  type RolePermissionsInput,
  rolesApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberOwner } from '../members/index.ts';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads, readKey } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useRoleList() {
  return usePagedList<RoleDto, RoleListQuery>({
    endpoint: rolesApi.list,
    schema: RoleListQuery,
  });
}

export function useRole(id: string) {
  return useQuery(readQuery(rolesApi.get, { params: { id } }));
}

/**
 * Any change to a role refreshes the role screens and the session: the actor may be one of its
 * members, and their menu and guards follow what their roles grant.
 */
export function useRoleChange<I, R>(
  send: (input: I) => Promise<R>,
  /** Stores what the answer already tells before the refresh, so the screen shows it at once. */
  keep?: (answer: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      keep?.(answer);
      await invalidateReads(queryClient, rolesApi.get.tag, authApi.session);
    },
  });
}

/** Creates a role when no id is given, else updates that role. */
export function useSaveRole(id?: string) {
  return useRoleChange((input: RoleInput) =>
    id === undefined
      ? call(rolesApi.create, { body: input })
      : call(rolesApi.update, { params: { id }, body: input }),
  );
}

export function useDeleteRole() {
  return useRoleChange((id: string) => call(rolesApi.delete, { params: { id } }));
}

export function useSaveRolePermissions(id: string) {
  return useRoleChange((input: RolePermissionsInput) =>
    call(rolesApi.setPermissions, { params: { id }, body: input }),
  );
}

/** The forms or the workflows a role administers: the same shape under two names. */
export function useSaveAdminScope(id: string) {
  return useRoleChange((input: AdminFormsInput | AdminWorkflowsInput) =>
    'all_forms' in input
      ? call(rolesApi.setAdminForms, { params: { id }, body: input })
      : call(rolesApi.setAdminWorkflows, { params: { id }, body: input }),
  );
}

/** Every form the role can be granted or can administer, as select options. */
export function useRoleFormChoices(id: string) {
  return useQuery({
    ...readQuery(rolesApi.forms, { params: { id }, query: { per_page: limits.maxPageSize } }),
    select: (page) => page.items.map((form) => ({ value: form.id, label: form.name })),
  });
}

/** The workflows a role's designers may be given. */
export function useRoleWorkflowChoices(id: string) {
  return useQuery({
    ...readQuery(rolesApi.workflows, { params: { id } }),
    select: (workflows) =>
      workflows.map((workflow) => ({ value: workflow.id, label: workflow.name })),
  });
}

/** What the role lets its members do with each form it grants (spec §6). */
export function useRoleFormGrants(id: string) {
  return useQuery(readQuery(rolesApi.formGrants, { params: { id } }));
}

/**
 * Refusals of grant changes the grants card explains in place: the form is granted already
 * (30083), is not granted (30084) or no longer exists (30020).
 */
export const formGrantRefusals = [
  errorCatalogue.formGrantExists.code,
  errorCatalogue.formGrantNotFound.code,
  errorCatalogue.formNotFound.code,
] as const;

/**
 * Grants a new form (`add`) or replaces the rights of a granted one (`change`). The answer is the
 * whole list as stored, with the server's rules applied (starting workflows shows started processes).
 */
export function useSaveFormGrant(
  id: string,
  action: 'add' | 'change',
  handledCodes: readonly number[],
) {
  const queryClient = useQueryClient();
  const endpoint = action === 'add' ? rolesApi.addFormGrant : rolesApi.changeFormGrant;
  return useRoleChange(
    (input: FormGrantInput) => call(endpoint, { params: { id }, body: input }, { handledCodes }),
    (grants) => queryClient.setQueryData(readKey(rolesApi.formGrants, { params: { id } }), grants),
  );
}

export function roleAsMemberOwner(id: string): MemberOwner {
  return { id, api: rolesApi, alsoRefresh: [authApi.session] };
}
