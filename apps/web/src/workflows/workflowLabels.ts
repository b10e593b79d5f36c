import { type MessageKey, WorkflowStatus, type WorkflowStatusValue } from '@custodia/contracts';

export const workflowStatusLabels: Record<WorkflowStatusValue, MessageKey> = {
  [WorkflowStatus.draft]: 'workflows.status.draft',
  [WorkflowStatus.active]: 'workflows.status.active',
  [WorkflowStatus.inactive]: 'workflows.status.inactive',
};

export const workflowStatusColors: Record<WorkflowStatusValue, string> = {
  [WorkflowStatus.draft]: 'gold',
  [WorkflowStatus.active]: 'green',
  [WorkflowStatus.inactive]: 'default',
};
