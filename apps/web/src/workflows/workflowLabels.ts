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

/** What each kind of diagram element is called on screen. */
export const elementLabels: Record<string, MessageKey> = {
  'bpmn:StartEvent': 'workflows.element.startEvent',
  'bpmn:EndEvent': 'workflows.element.endEvent',
  'bpmn:UserTask': 'workflows.element.userTask',
  'bpmn:ManualTask': 'workflows.element.manualTask',
  'bpmn:SendTask': 'workflows.element.sendTask',
  'bpmn:ExclusiveGateway': 'workflows.element.exclusiveGateway',
  'bpmn:SequenceFlow': 'workflows.element.sequenceFlow',
};
