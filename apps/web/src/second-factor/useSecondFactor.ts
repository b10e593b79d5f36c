import {
  limits,
  rolesApi,
  type SecondFactorDisableInput,
  type SecondFactorPolicyInput,
  secondFactorApi,
  sessionsApi,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

export function useOwnFactor() {
  return useQuery(readQuery(secondFactorApi.get, {}));
}

/** Setting up, confirming and turning off one's own factor; each reads the factor again. */
export function useOwnFactorChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateReads(queryClient, secondFactorApi.get);
  return {
    enrol: useMutation({ mutationFn: () => call(secondFactorApi.enrol, {}) }),
    confirm: useMutation({
      mutationFn: (code: string) => call(secondFactorApi.confirm, { body: { code } }),
      onSuccess,
    }),
    disable: useMutation({
      mutationFn: (input: SecondFactorDisableInput) =>
        call(secondFactorApi.disable, { body: input }),
      onSuccess,
    }),
  };
}

export function useOwnSessions() {
  return useQuery(readQuery(sessionsApi.list, {}));
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(sessionsApi.end, { params: { id } }),
    onSuccess: () => invalidateReads(queryClient, sessionsApi.list),
  });
}

/** An administrator's view of a user's way in (read only when `visible`), and what they do about it. */
export function useUserAccess(userId: string, visible: boolean) {
  const queryClient = useQueryClient();
  const params = { params: { id: userId } };
  const onSuccess = () => invalidateReads(queryClient, secondFactorApi.userAccess);
  return {
    access: useQuery(readQuery(secondFactorApi.userAccess, visible ? params : skipToken)),
    reset: useMutation({ mutationFn: () => call(secondFactorApi.reset, params), onSuccess }),
    endSessions: useMutation({
      mutationFn: () => call(sessionsApi.endAllOfUser, params),
      onSuccess,
    }),
  };
}

/** Whom the company requires a factor of, and the roles it may name (its administrators'). */
export function useFactorPolicy(chooseRoles: boolean) {
  const queryClient = useQueryClient();
  return {
    policy: useQuery(readQuery(secondFactorApi.getPolicy, {})),
    roles: useQuery(
      readQuery(
        rolesApi.list,
        chooseRoles ? { query: { per_page: limits.maxPageSize } } : skipToken,
      ),
    ),
    save: useMutation({
      mutationFn: (input: SecondFactorPolicyInput) =>
        call(secondFactorApi.setPolicy, { body: input }),
      onSuccess: () => invalidateReads(queryClient, secondFactorApi.getPolicy),
    }),
  };
}
