import {
  type AuditEntryDto,
  authApi,
  type NewPasswordInput,
  PageQuery,
  type UserDto,
  type UserInput,
  UserListQuery,
  type UserStatusInput,
  usersApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads, type Stale } from '../platform/queryKeys.ts';
import { getSession } from '../platform/session.ts';
import { usePagedList } from '../platform/usePagedList.ts';

export function useUserList() {
  return usePagedList<UserDto, UserListQuery>({
    endpoint: usersApi.list,
    schema: UserListQuery,
  });
}

export function useUserLog(id: string) {
  return usePagedList<AuditEntryDto, PageQuery>({
    endpoint: usersApi.logs,
    params: { id },
    schema: PageQuery,
  });
}

export function useUser(id: string) {
  return useQuery(readQuery(usersApi.get, { params: { id } }));
}

/**
 * Any change to a user refreshes the user lists, screens and logs (not every avatar shown, which
 * only an upload changes); a change to oneself also refreshes the header.
 */
function useUserChange<I>(
  id: string | undefined,
  send: (input: I) => Promise<unknown>,
  alsoRefresh: Stale[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      invalidateReads(
        queryClient,
        usersApi.list,
        usersApi.get,
        usersApi.logs,
        ...alsoRefresh,
        ...(id !== undefined && id === getSession()?.user.id ? [authApi.session] : []),
      ),
  });
}

/** Creates a user when no id is given, else updates that user. */
export function useSaveUser(id?: string) {
  return useUserChange(id, (input: UserInput) =>
    id === undefined
      ? call(usersApi.create, { body: input })
      : call(usersApi.update, { params: { id }, body: input }),
  );
}

export function useChangeUserStatus(id: string) {
  return useUserChange(id, (input: UserStatusInput) =>
    call(usersApi.changeStatus, { params: { id }, body: input }),
  );
}

export function useSetUserPassword(id: string) {
  return useUserChange(id, (input: NewPasswordInput) =>
    call(usersApi.setPassword, { params: { id }, body: input }),
  );
}

export function useUploadAvatar(id: string) {
  return useUserChange(
    id,
    (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return call(usersApi.setAvatar, { params: { id }, body });
    },
    // The avatar address may stay the same while the image behind it changed.
    [usersApi.avatar],
  );
}
