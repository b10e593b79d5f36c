import {
  type DurationUnitValue,
  type MessageKey,
  type ResponsibleTypeValue,
  type StepActions,
  type StepTypeValue,
  WorkflowStatus,
  type WorkflowStatusValue,
} from '@custodia/contracts';

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

export const stepTypeLabels: Record<StepTypeValue, MessageKey> = {
  start_event: 'workflows.element.startEvent',
  sequence_flow: 'workflows.element.sequenceFlow',
  manual_task: 'workflows.element.manualTask',
  user_task: 'workflows.element.userTask',
  exclusive_gateway: 'workflows.element.exclusiveGateway',
  end_event: 'workflows.element.endEvent',
  send_task: 'workflows.element.sendTask',
};

export const responsibleTypeLabels: Record<ResponsibleTypeValue, MessageKey> = {
  1: 'workflows.steps.responsible.1',
  2: 'workflows.steps.responsible.2',
  3: 'workflows.steps.responsible.3',
};

export const durationUnitLabels: Record<DurationUnitValue, MessageKey> = {
  1: 'workflows.steps.unit.1',
  2: 'workflows.steps.unit.2',
  3: 'workflows.steps.unit.3',
  4: 'workflows.steps.unit.4',
};

export const stepActionLabels: Record<keyof StepActions, MessageKey> = {
  allow_reassign: 'workflows.steps.action.allow_reassign',
  allow_interrupt_process: 'workflows.steps.action.allow_interrupt_process',
  move_file_to_trash: 'workflows.steps.action.move_file_to_trash',
  electronic_signature: 'workflows.steps.action.electronic_signature',
  allow_return_to_step: 'workflows.steps.action.allow_return_to_step',
};
