import {
  type AcceptedDto,
  type AuditEntryDto,
  apiPath,
  apiPaths,
  type NewPasswordInput,
  PageQuery,
  type UserDto,
  type UserInput,
  UserListQuery,
  type UserStatusInput,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../auth/useSessionRefresh.ts';
import { http } from '../platform/http.ts';
import { getSession } from '../platform/session.ts';
import { usePagedList } from '../platform/usePagedList.ts';
import { avatarQueryKey } from './useAvatarSrc.ts';

const usersKey = ['users'] as const;

export function useUserList() {
  return usePagedList<UserDto, UserListQuery>({
    key: [...usersKey, 'list'],
    path: apiPaths.users,
    schema: UserListQuery,
  });
}

export function useUserLog(id: string) {
  return usePagedList<AuditEntryDto, PageQuery>({
    key: [...usersKey, id, 'log'],
    path: apiPath(apiPaths.userLogs, { id }),
    schema: PageQuery,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: [...usersKey, id],
    queryFn: ({ signal }) => http.get<UserDto>(apiPath(apiPaths.user, { id }), { signal }),
  });
}

/** Any change to a user refreshes the user lists; a change to oneself also refreshes the header. */
function useUserChange<I>(
  id: string | undefined,
  send: (input: I) => Promise<unknown>,
  alsoRefresh?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: usersKey });
      if (alsoRefresh) await queryClient.invalidateQueries({ queryKey: alsoRefresh });
      if (id !== undefined && id === getSession()?.user.id) {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }
    },
  });
}

/** Creates a user when no id is given, else updates that user. */
export function useSaveUser(id?: string) {
  return useUserChange(id, (input: UserInput) =>
    id === undefined
      ? http.post<UserDto>(apiPaths.users, input)
      : http.patch<UserDto>(apiPath(apiPaths.user, { id }), input),
  );
}

export function useChangeUserStatus(id: string) {
  return useUserChange(id, (input: UserStatusInput) =>
    http.patch<UserDto>(apiPath(apiPaths.userStatus, { id }), input),
  );
}

export function useSetUserPassword(id: string) {
  return useUserChange(id, (input: NewPasswordInput) =>
    http.patch<AcceptedDto>(apiPath(apiPaths.userNewPassword, { id }), input),
  );
}

export function useUploadAvatar(id: string) {
  return useUserChange(
    id,
    (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return http.put<UserDto>(apiPath(apiPaths.userAvatar, { id }), body);
    },
    // The avatar address may stay the same while the image behind it changed.
    avatarQueryKey,
  );
}
