import { type InboxFilterInput, type TaskViewInput, tasksApi } from '@custodia/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';

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
