import {
  apiPath,
  apiPaths,
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
function useRoleChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
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
