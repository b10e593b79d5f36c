import {
  type DataFormInput,
  type ExpirationInput,
  type ResponsibleTypeValue,
  type SendTaskInput,
  type StepActions,
  type StepLabelsInput,
  workflowStepsApi,
} from '@custodia/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, readQuery } from '../platform/api.ts';
import { useDebouncedValue } from '../platform/useDebouncedValue.ts';
import { useWorkflowChange } from './useWorkflows.ts';

const api = workflowStepsApi;

export function useSteps(workflowId: string) {
  return useQuery({
    ...readQuery(api.list, { params: { id: workflowId } }, { quiet: true }),
    retry: false,
  });
}

export function useStep(workflowId: string, stepId: string) {
  return useQuery(readQuery(api.get, { params: { id: workflowId, stepId } }));
}

/** Active people a step may name, searched by name on the server (admins only when asked). */
export function useCandidates(search: string, admins = false) {
  const name = useDebouncedValue(search.trim(), 300);
  return useQuery(
    readQuery(api.candidates, {
      query: { name: name || undefined, admins: admins ? 'true' : undefined },
    }),
  );
}

export function useWorkGroupCandidates() {
  return useQuery(readQuery(api.workGroupCandidates, {}));
}

type Step = { workflowId: string; stepId: string };

/** What a responsible is chosen as: the users, or the group. */
export type ResponsibleChoice = {
  type: ResponsibleTypeValue;
  users: string[];
  workGroup?: string;
};

/**
 * Sets the step's responsible: the POST of spec §7 the first time, its PATCH once one is set.
 */
export function useSetResponsible({ workflowId, stepId }: Step, replacing: boolean) {
  return useWorkflowChange((choice: ResponsibleChoice) => {
    const ref = { workflow_id: workflowId, step_id: stepId };
    if (choice.type === 1) {
      const endpoint = replacing ? api.changeSingleResponsible : api.setSingleResponsible;
      return call(endpoint, { body: { ...ref, user_uuid: choice.users[0] ?? '' } });
    }
    if (choice.type === 2) {
      const endpoint = replacing ? api.changeResponsibleList : api.setResponsibleList;
      return call(endpoint, { body: { ...ref, users_uuid: choice.users } });
    }
    const endpoint = replacing ? api.changeWorkGroupResponsible : api.setWorkGroupResponsible;
    return call(endpoint, { body: { ...ref, work_group_uuid: choice.workGroup ?? '' } });
  });
}

const params = ({ workflowId, stepId }: Step) => ({ id: workflowId, stepId });

export function useDeleteResponsible(step: Step) {
  return useWorkflowChange(() => call(api.deleteResponsible, { params: params(step) }));
}

export function useSetActions(step: Step) {
  return useWorkflowChange((body: StepActions) =>
    call(api.setActions, { params: params(step), body }),
  );
}

export function useSetExpiration(step: Step) {
  return useWorkflowChange((body: ExpirationInput) =>
    call(api.setExpiration, { params: params(step), body }),
  );
}

export function useSetSendTask(step: Step) {
  return useWorkflowChange((body: SendTaskInput) =>
    call(api.setSendTaskConfig, { params: params(step), body }),
  );
}

export function useRenameSteps(workflowId: string) {
  return useWorkflowChange((body: StepLabelsInput) =>
    call(api.labels, { params: { id: workflowId }, body }),
  );
}

/** The active forms the step may have filled in, with their fields. */
export function useDataFormChoices(step: Step) {
  return useQuery(readQuery(api.dataFormChoices, { params: params(step) }));
}

/** Sets the step's data form: the POST the first time, its PATCH once one is set. */
export function useSetDataForm(step: Step, replacing: boolean) {
  return useWorkflowChange((body: DataFormInput) =>
    call(replacing ? api.changeDataForm : api.setDataForm, { params: params(step), body }),
  );
}

export function useDeleteDataForm(step: Step) {
  return useWorkflowChange(() => call(api.deleteDataForm, { params: params(step) }));
}
