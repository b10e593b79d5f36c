import {
  errorCatalogue,
  FreeTaskStatus,
  freeTasksApi,
  type TaskCommentInput,
  tasksApi,
  taskWorkApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../platform/api.ts';
import { invalidateReads, readKey } from '../platform/queryKeys.ts';

/** After any change to a task, its screen and its record's list are stale. */
export function useTaskChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, freeTasksApi.ofRecord.tag, taskWorkApi.get),
  });
}

/**
 * A task of either type, as `/taskBox/detail/:id` opens it. Its holder's reading marks it read, so
 * the menu's unread count, which may have been read while this was on its way, is read again.
 */
export function useTaskWork(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: readKey(taskWorkApi.get, { params: { id } }),
    queryFn: async ({ signal }) => {
      const task = await call(
        taskWorkApi.get,
        { params: { id } },
        { signal, handledCodes: [errorCatalogue.taskNotFound.code] },
      );
      void invalidateReads(queryClient, tasksApi.counters);
      return task;
    },
  });
}

/** `key` is the task screen's: a doubled press completes the task once. */
export function useCompleteFreeTask(id: string) {
  return useTaskChange((key: string) =>
    call(
      taskWorkApi.status,
      { params: { id }, body: { status: FreeTaskStatus.completed } },
      { headers: { 'Idempotency-Key': key } },
    ),
  );
}

export function useCommentTask(id: string) {
  return useTaskChange((input: TaskCommentInput) =>
    call(taskWorkApi.comment, { params: { id }, body: input }),
  );
}
