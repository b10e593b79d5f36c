import {
  type InboxFilterInput,
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
import { call } from '../platform/api.ts';
import { processesKey } from '../processes/index.ts';

/** Every read of the task box is under this key: working a task refreshes them all. */
export const taskBoxKey = ['task-box'] as const;

export function useInbox(body: InboxFilterInput) {
  return useQuery({
    queryKey: [...taskBoxKey, 'inbox', body],
    queryFn: ({ signal }) => call(tasksApi.filter, { body }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInboxFacets() {
  return useQuery({
    queryKey: [...taskBoxKey, 'facets'],
    queryFn: ({ signal }) => call(tasksApi.facets, {}, { signal }),
  });
}

export function useTaskViews() {
  return useQuery({
    queryKey: [...taskBoxKey, 'views'],
    queryFn: ({ signal }) => call(tasksApi.views, {}, { signal }),
  });
}

export function useSaveTaskView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskViewInput) => call(tasksApi.saveView, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...taskBoxKey, 'views'] }),
  });
}

export function useDeleteTaskView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(tasksApi.deleteView, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...taskBoxKey, 'views'] }),
  });
}

/**
 * The open tasks a user holds, asked only of whoever may change the user's status: a person is
 * inactivated or retired once these are given to others (spec §4).
 */
export function useHeldTasks(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...taskBoxKey, 'held', userId],
    queryFn: enabled
      ? ({ signal }) => call(tasksApi.heldTasks, { params: { id: userId } }, { signal })
      : skipToken,
  });
}

/** Answers the tasks the user still holds; the tasks and processes shown anywhere are refreshed. */
export function useReassignHeld(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReassignHeldInput) =>
      call(tasksApi.reassignHeld, { params: { id: userId }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskBoxKey }),
        queryClient.invalidateQueries({ queryKey: processesKey }),
      ]),
  });
}
