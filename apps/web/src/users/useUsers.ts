import {
  type AuditEntryDto,
  type NewPasswordInput,
  PageQuery,
  type UserDto,
  type UserInput,
  UserListQuery,
  type UserStatusInput,
  usersApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../auth/index.ts';
import { call } from '../platform/api.ts';
import { getSession } from '../platform/session.ts';
import { usePagedList } from '../platform/usePagedList.ts';
import { avatarQueryKey } from './useAvatarSrc.ts';

const usersKey = ['users'] as const;

export function useUserList() {
  return usePagedList<UserDto, UserListQuery>({
    key: [...usersKey, 'list'],
    endpoint: usersApi.list,
    schema: UserListQuery,
  });
}

export function useUserLog(id: string) {
  return usePagedList<AuditEntryDto, PageQuery>({
    key: [...usersKey, id, 'log'],
    endpoint: usersApi.logs,
    params: { id },
    schema: PageQuery,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: [...usersKey, id],
    queryFn: ({ signal }) => call(usersApi.get, { params: { id } }, { signal }),
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
    avatarQueryKey,
  );
}
