import { type CreateFreeTaskInput, freeTasksApi } from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { useTaskChange } from '../processes/index.ts';

export function useRecordFreeTasks(recordId: string) {
  return useQuery(readQuery(freeTasksApi.ofRecord, { params: { id: recordId } }));
}

/** The people a free task on the record may be asked of, searched on the server by name. */
export function useFreeTaskPeople(recordId: string, search: string) {
  const name = useDebouncedValue(search.trim(), 300);
  return useQuery(
    readQuery(freeTasksApi.people, {
      params: { id: recordId },
      query: { name: name || undefined },
    }),
  );
}

/** `key` is the dialog's: a doubled press or a retry creates the tasks once. */
export function useCreateFreeTasks() {
  return useTaskChange(({ input, key }: { input: CreateFreeTaskInput; key: string }) =>
    call(freeTasksApi.create, { body: input }, { headers: { 'Idempotency-Key': key } }),
  );
}
