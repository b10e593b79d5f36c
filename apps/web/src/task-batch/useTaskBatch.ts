import {
  type AccomplishBatchInput,
  errorCatalogue,
  type ReassignBatchInput,
  taskBatchApi,
} from '@custodia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReadsSparing } from '../platform/queryKeys.ts';

/**
 * Spec §8 batch verification: the wizard says itself why a selection cannot be worked together,
 * with the tasks each refusal names.
 */
export const batchRefusals = [
  errorCatalogue.batchWorkflowsDiffer.code,
  errorCatalogue.batchStepsDiffer.code,
  errorCatalogue.batchDataForm.code,
  errorCatalogue.batchSelectionInvalid.code,
];

/** Refusals of the batch itself that the wizard shows where the person acts. */
const accomplishRefusals = [
  ...batchRefusals,
  errorCatalogue.nextUserRequired.code,
  errorCatalogue.nextUserInvalid.code,
  errorCatalogue.stepWithoutResponsible.code,
  errorCatalogue.gatewayNoFlow.code,
  errorCatalogue.gatewayBothFlows.code,
];

/** The wizard's data: asked when it opens, of the selection as it stands. */
export function useBatchPlan(tasks: string[], open: boolean) {
  return useQuery({
    ...readQuery(taskBatchApi.verify, { body: { tasks } }, { handledCodes: batchRefusals }),
    enabled: open,
    retry: false,
    gcTime: 0,
  });
}

/**
 * After a batch every list of tasks and processes on screen is stale (the inbox's, the
 * processes'), whichever feature asked for it; what was read of the batch's own tasks (the
 * wizard's plan, a task's candidates) is not asked again (see invalidateReadsSparing).
 */
function useBatchChange<I extends { tasks: string[] }, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_done, input) => invalidateReadsSparing(queryClient, input.tasks),
  });
}

/** `key` is the wizard's: a doubled press completes the batch once. */
export function useAccomplishBatch() {
  return useBatchChange(({ key, ...input }: AccomplishBatchInput & { key: string }) =>
    call(
      taskBatchApi.accomplish,
      { body: input },
      { handledCodes: accomplishRefusals, headers: { 'Idempotency-Key': key } },
    ),
  );
}

export function useReassignBatch() {
  return useBatchChange((input: ReassignBatchInput) =>
    call(taskBatchApi.reassign, { body: input }, { handledCodes: batchRefusals }),
  );
}
