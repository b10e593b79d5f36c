import {
  errorCatalogue,
  type WorkflowDto,
  type WorkflowInput,
  WorkflowListQuery,
  type WorkflowStatusValue,
  type WorkflowUpdateInput,
  workflowStepsApi,
  workflowsApi,
} from '@custodia/contracts';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { invalidateReads } from '../platform/queryKeys.ts';
import { usePagedList } from '../platform/usePagedList.ts';

/**
 * Status changes the person has to act on, explained on the list: a move spec §4 does not allow
 * (50032), activating without a diagram (50035) or with steps to configure (50036), or on a form that no longer runs workflows
 * (50038), a second active workflow of a unique-workflow form (50046).
 */
export const workflowStatusRefusals = [
  errorCatalogue.workflowStatusChange.code,
  errorCatalogue.workflowNeedsModel.code,
  errorCatalogue.stepsNotConfigured.code,
  errorCatalogue.formWorkflowsOff.code,
  errorCatalogue.formUniqueWorkflow.code,
];

export function useWorkflowList() {
  return usePagedList<WorkflowDto, WorkflowListQuery, typeof workflowsApi.list>({
    endpoint: workflowsApi.list,
    schema: WorkflowListQuery,
  });
}

export function useWorkflow(id: string) {
  return useQuery(readQuery(workflowsApi.get, { params: { id } }));
}

/** The active workflows of a form the person may start, asked only while they are being chosen. */
export function useWorkflowsToStart(formId: string, open: boolean) {
  return useQuery({
    ...readQuery(workflowsApi.ofForm, open ? { params: { formId } } : skipToken),
    select: (workflows) =>
      workflows.map((workflow) => ({ value: workflow.id, label: workflow.name })),
  });
}

/** The forms a new workflow may belong to. */
export function useWorkflowFormChoices() {
  return useQuery({
    ...readQuery(workflowsApi.formChoices, {}),
    select: (forms) => forms.map((form) => ({ value: form.id, label: form.name })),
  });
}

/** A change to a workflow, its diagram or its steps refreshes what is read of both. */
export function useWorkflowChange<I, R>(send: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateReads(queryClient, workflowsApi.list.tag, workflowStepsApi.list.tag),
  });
}

export function useCreateWorkflow() {
  return useWorkflowChange((input: WorkflowInput) => call(workflowsApi.create, { body: input }));
}

export function useUpdateWorkflow(id: string) {
  return useWorkflowChange((input: WorkflowUpdateInput) =>
    call(workflowsApi.update, { params: { id }, body: input }),
  );
}

/** Activates or inactivates; the caller explains the refusals of `handledCodes`. */
export function useChangeWorkflowStatus(id: string, handledCodes: readonly number[]) {
  return useWorkflowChange((status: WorkflowStatusValue) =>
    call(workflowsApi.update, { params: { id }, body: { status } }, { handledCodes }),
  );
}
