import { tasksApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../platform/api.ts';

/** New tasks arrive from other people's work: the counters are read again at most a minute late. */
const REFRESH_MS = 60_000;

/**
 * The person's open tasks counted (the menu's unread badge), read again when the window regains
 * focus and every minute, and with the rest of the task box when a task is worked.
 */
export function useInboxCounters(enabled = true) {
  return useQuery({
    ...readQuery(tasksApi.counters, {}),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  });
}
