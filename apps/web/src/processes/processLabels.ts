import {
  type MessageKey,
  type ProcessEventDto,
  ProcessStatus,
  type ProcessStatusValue,
  TaskKind,
  type TaskKindValue,
  TaskPriority,
  type TaskPriorityValue,
  TaskStatus,
  type TaskStatusValue,
} from '@custodia/contracts';

export const processStatusLabels: Record<ProcessStatusValue, MessageKey> = {
  [ProcessStatus.inProgress]: 'processes.status.inProgress',
  [ProcessStatus.completed]: 'processes.status.completed',
  [ProcessStatus.interrupted]: 'processes.status.interrupted',
};

export const processStatusColors: Record<ProcessStatusValue, string> = {
  [ProcessStatus.inProgress]: 'blue',
  [ProcessStatus.completed]: 'green',
  [ProcessStatus.interrupted]: 'red',
};

export const taskStatusLabels: Record<TaskStatusValue, MessageKey> = {
  [TaskStatus.inProgress]: 'processes.taskStatus.inProgress',
  [TaskStatus.completed]: 'processes.taskStatus.completed',
  [TaskStatus.interrupted]: 'processes.taskStatus.interrupted',
  [TaskStatus.returned]: 'processes.taskStatus.returned',
};

export const taskStatusColors: Record<TaskStatusValue, string> = {
  [TaskStatus.inProgress]: 'blue',
  [TaskStatus.completed]: 'green',
  [TaskStatus.interrupted]: 'red',
  [TaskStatus.returned]: 'orange',
};

export const taskKindLabels: Record<TaskKindValue, MessageKey> = {
  [TaskKind.normal]: 'processes.kind.normal',
  [TaskKind.return]: 'processes.kind.return',
  [TaskKind.returnedToOrigin]: 'processes.kind.returnedToOrigin',
  [TaskKind.reassigned]: 'processes.kind.reassigned',
  [TaskKind.reassignedToOrigin]: 'processes.kind.reassignedToOrigin',
};

export const taskPriorityLabels: Record<TaskPriorityValue, MessageKey> = {
  [TaskPriority.high]: 'processes.priority.high',
  [TaskPriority.normal]: 'processes.priority.normal',
  [TaskPriority.low]: 'processes.priority.low',
};

export const eventLabels: Record<ProcessEventDto['kind'], MessageKey> = {
  started: 'processes.event.started',
  task_created: 'processes.event.task_created',
  task_completed: 'processes.event.task_completed',
  task_reassigned: 'processes.event.task_reassigned',
  task_returned: 'processes.event.task_returned',
  mail_queued: 'processes.event.mail_queued',
  gateway_passed: 'processes.event.gateway_passed',
  completed: 'processes.event.completed',
  interrupted: 'processes.event.interrupted',
  task_interrupted: 'processes.event.task_interrupted',
  comment: 'processes.event.comment',
};

export const eventColors: Record<ProcessEventDto['kind'], string> = {
  started: 'green',
  task_created: 'blue',
  task_completed: 'green',
  task_reassigned: 'blue',
  task_returned: 'orange',
  mail_queued: 'gray',
  gateway_passed: 'gray',
  completed: 'green',
  interrupted: 'red',
  task_interrupted: 'red',
  comment: 'blue',
};
