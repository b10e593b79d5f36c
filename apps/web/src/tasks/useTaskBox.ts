import {
  type InboxFilterInput,
  processesApi,
  type ReassignHeldInput,
  type TaskViewInput,
  tasksApi,
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

export function useInbox(body: InboxFilterInput) {
  return useQuery({ ...readQuery(tasksApi.filter, { body }), placeholderData: keepPreviousData });
}

export function useInboxFacets() {
  return useQuery(readQuery(tasksApi.facets, {}));
}

export function useTaskViews() {
  return useQuery(readQuery(tasksApi.views, {}));
}

export function useSaveTaskView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskViewInput) => call(tasksApi.saveView, { body }),
    onSuccess: () => invalidateReads(queryClient, tasksApi.views),
  });
}

export function useDeleteTaskView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(tasksApi.deleteView, { params: { id } }),
    onSuccess: () => invalidateReads(queryClient, tasksApi.views),
  });
}

/**
 * The open tasks a user holds, asked only of whoever may change the user's status: a person is
 * inactivated or retired once these are given to others (spec §4).
 */
export function useHeldTasks(userId: string, enabled: boolean) {
  return useQuery(readQuery(tasksApi.heldTasks, enabled ? { params: { id: userId } } : skipToken));
}

/** Answers the tasks the user still holds; the tasks and processes shown anywhere are refreshed. */
export function useReassignHeld(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignHeldInput) =>
      call(tasksApi.reassignHeld, { params: { id: userId }, body: input }),
    onSuccess: () => invalidateReads(queryClient, tasksApi.heldTasks.tag, processesApi.get.tag),
  });
}
