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
import { call } from '../platform/api.ts';

const managementKey = ['process-management'] as const;

export function useManagedWorkflows() {
  return useQuery({
    queryKey: [...managementKey, 'workflows'],
    queryFn: ({ signal }) => call(processManagementApi.workflows, {}, { signal }),
  });
}

/** Active people whose name holds what was typed: a picker's page. */
export function useManagementPeople(name: string) {
  return useQuery({
    queryKey: [...managementKey, 'people', name],
    queryFn: ({ signal }) =>
      call(processManagementApi.people, { query: { name: name || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The open tasks of the running processes that match; asked once the range is given. */
export function useManagedTasks(filters: ManagementFilterInput | null) {
  return useQuery({
    queryKey: [...managementKey, 'tasks', filters],
    queryFn: filters
      ? ({ signal }) => call(processManagementApi.tasks, { body: filters }, { signal })
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

export function useManagedReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ManagementReassignInput) =>
      call(processManagementApi.reassign, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: managementKey }),
  });
}
