import { type ExtensionInput, pqrsApi } from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';

/** A record's PQRS: null for a record that is none. */
export function useRecordPqrs(recordId: string) {
  return useQuery({
    ...readQuery(pqrsApi.ofRecord, { params: { id: recordId } }),
    select: (answer) => answer.pqrs,
  });
}

export function useExtendPqrs(recordId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExtensionInput) => call(pqrsApi.extend, { params: { id: recordId }, body }),
    onSuccess: () => invalidateReads(queryClient, pqrsApi.ofRecord),
  });
}
