import {
  apiPath,
  apiPaths,
  errorCatalogue,
  type FormGrantDto,
  type FormGrantInput,
  type FormSummaryDto,
  limits,
  type Paged,
  type RoleDto,
  type RoleInput,
  RoleListQuery,
  type RolePermissionsInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../auth/useSessionRefresh.ts';
import type { MemberOwner } from '../members/useMembers.ts';
import { http } from '../platform/http.ts';
import { usePagedList } from '../platform/usePagedList.ts';

const rolesKey = ['roles'] as const;

export function useRoleList() {
  return usePagedList<RoleDto, RoleListQuery>({
    key: [...rolesKey, 'list'],
    path: apiPaths.roles,
    schema: RoleListQuery,
  });
}

export function useRole(id: string) {
  return useQuery({
    queryKey: [...rolesKey, id],
    queryFn: ({ signal }) => http.get<RoleDto>(apiPath(apiPaths.role, { id }), { signal }),
  });
}

/**
 * Any change to a role refreshes the role screens and the session: the actor may be one of its
 * members, and their menu and guards follow what their roles grant.
 */
function useRoleChange<I, R>(
  send: (input: I) => Promise<R>,
  /** Stores what the answer already tells before the refresh, so the screen shows it at once. */
  keep?: (answer: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      keep?.(answer);
      await queryClient.invalidateQueries({ queryKey: rolesKey });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** Creates a role when no id is given, else updates that role. */
export function useSaveRole(id?: string) {
  return useRoleChange((input: RoleInput) =>
    id === undefined
      ? http.post<RoleDto>(apiPaths.roles, input)
      : http.patch<RoleDto>(apiPath(apiPaths.role, { id }), input),
  );
}

export function useDeleteRole() {
  return useRoleChange((id: string) => http.delete(apiPath(apiPaths.role, { id })));
}

export function useSaveRolePermissions(id: string) {
  return useRoleChange((input: RolePermissionsInput) =>
    http.put<RoleDto>(apiPath(apiPaths.rolePermissions, { id }), input),
  );
}

/** The forms or the workflows a role administers: `path` is one of the two admin-scope paths. */
export function useSaveAdminScope(id: string, path: string) {
  return useRoleChange((input: unknown) => http.put<RoleDto>(apiPath(path, { id }), input));
}

/** Every form the role can be granted or can administer, as select options. */
export function useRoleFormChoices(id: string) {
  return useQuery({
    queryKey: [...rolesKey, id, 'forms'],
    queryFn: ({ signal }) =>
      http.get<Paged<FormSummaryDto>>(apiPath(apiPaths.roleForms, { id }), {
        query: { per_page: limits.maxPageSize },
        signal,
      }),
    select: (page) => page.items.map((form) => ({ value: form.id, label: form.name })),
  });
}

const formGrantsKey = (id: string) => [...rolesKey, id, 'form-permissions'] as const;

/** What the role lets its members do with each form it grants (spec §6). */
export function useRoleFormGrants(id: string) {
  return useQuery({
    queryKey: formGrantsKey(id),
    queryFn: ({ signal }) =>
      http.get<FormGrantDto[]>(apiPath(apiPaths.roleFormPermissions, { id }), { signal }),
  });
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
  const send = action === 'add' ? http.post : http.patch;
  return useRoleChange(
    (input: FormGrantInput) =>
      send<FormGrantDto[]>(apiPath(apiPaths.roleFormPermissions, { id }), input, { handledCodes }),
    (grants) => queryClient.setQueryData(formGrantsKey(id), grants),
  );
}

export function roleAsMemberOwner(id: string): MemberOwner {
  return {
    id,
    paths: {
      members: apiPaths.roleMembers,
      member: apiPaths.roleMember,
      candidates: apiPaths.roleCandidates,
    },
    featureKey: rolesKey,
    alsoRefresh: [sessionQueryKey],
  };
}
