import { type InboxFilterInput, tasksApi } from '@custodia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
