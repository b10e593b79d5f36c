import {
  type CompletionInput,
  type ExtensionInput,
  pqrsApi,
  type RemissionInput,
} from '@custodia/contracts';
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

/** A change to a record's PQRS, which answers it as it now stands. */
function usePqrsChange<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, pqrsApi.ofRecord),
  });
}

export const useExtendPqrs = (recordId: string) =>
  usePqrsChange((body: ExtensionInput) => call(pqrsApi.extend, { params: { id: recordId }, body }));

export const useAskCompletion = (recordId: string) =>
  usePqrsChange((body: CompletionInput) =>
    call(pqrsApi.askCompletion, { params: { id: recordId }, body }),
  );

export const useRemitPqrs = (recordId: string) =>
  usePqrsChange((body: RemissionInput) => call(pqrsApi.remit, { params: { id: recordId }, body }));
