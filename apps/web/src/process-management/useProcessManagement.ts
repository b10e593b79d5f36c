import {
  type ManagementFilterInput,
  type ManagementReassignInput,
  processManagementApi,
} from '@custodia/contracts';
import {
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

export function useManagedWorkflows() {
  return useQuery(readQuery(processManagementApi.workflows, {}));
}

/** Active people whose name holds what was typed: a picker's page. */
export function useManagementPeople(name: string) {
  return useQuery({
    ...readQuery(processManagementApi.people, { query: { name: name || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** The open tasks of the running processes that match; asked once the range is given. */
export function useManagedTasks(filters: ManagementFilterInput | null) {
  return useQuery({
    ...readQuery(processManagementApi.tasks, filters ? { body: filters } : skipToken),
    placeholderData: keepPreviousData,
  });
}

export function useManagedReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManagementReassignInput) =>
      call(processManagementApi.reassign, { body: input }),
    onSuccess: () => invalidateReads(queryClient, processManagementApi.tasks.tag),
  });
}
