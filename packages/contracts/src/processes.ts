import { z } from 'zod';
import { deadlineColours } from './calendar.ts';
import { IdParams, requiredText, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { FieldDefinitionDto } from './form-fields.ts';
import { limits } from './limits.ts';
import { StepActions, StepTypeValue } from './workflow-steps.ts';

/** Process states of spec §4: in progress 1, completed 2, interrupted 3. */
export const ProcessStatus = { inProgress: 1, completed: 2, interrupted: 3 } as const;
export const ProcessStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type ProcessStatusValue = z.infer<typeof ProcessStatusValue>;

/**
 * A task's state: worked while in progress (1), then completed (2), interrupted with its process
 * (3), or sent back to an earlier step (4).
 */
export const TaskStatus = { inProgress: 1, completed: 2, interrupted: 3, returned: 4 } as const;
export const TaskStatusValue = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TaskStatusValue = z.infer<typeof TaskStatusValue>;

/**
 * Task kinds of spec §3: a step reached by the flow (normal), a step sent back to (return), the
 * answer going back to whoever sent it back (returned to origin), and a task given to someone else
 * (reassigned), or given back to whom the step first gave it (reassigned to origin).
 */
export const TaskKind = {
  normal: 1,
  return: 2,
  returnedToOrigin: 3,
  reassigned: 4,
  reassignedToOrigin: 5,
} as const;
export const TaskKindValue = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type TaskKindValue = z.infer<typeof TaskKindValue>;

/** Spec §3 priorities: high, normal, low. */
export const TaskPriority = { high: 1, normal: 2, low: 3 } as const;
export const TaskPriorityValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TaskPriorityValue = z.infer<typeof TaskPriorityValue>;

/** Spec §3/§9 expiry colours, computed on the company's calendar when a task is read. */
const DeadlineColour = z.enum(deadlineColours);

const Named = z.object({ id: z.string(), name: z.string() });

const TimeZone = z.string().trim().min(1).max(64).optional();

export const StartProcessInput = z.object({
  workflow_id: Uuid,
  form_id: Uuid,
  record_id: Uuid,
  /** Whom the first step goes to when its responsible is chosen by the sender. */
  next_user_uuid: Uuid.optional(),
  /** The person's zone (spec §7); dates are answered in UTC and shown in the company's zone. */
  time_zone: TimeZone,
});
export type StartProcessInput = z.input<typeof StartProcessInput>;

const Comment = requiredText(limits.comment.min, limits.comment.max);
export const Reason = requiredText(limits.comment.min, limits.comment.max);

/** A step data form's values by field id, as the record's values are sent (text, or null). */
export const DataFormValues = z.record(Uuid, z.string().max(limits.comment.max).nullable());
export type DataFormValues = z.infer<typeof DataFormValues>;

/**
 * Spec §3 status change: completing a task, with its step's data form and, when the next step's
 * responsible is chosen by the sender, whom (for which step).
 */
export const TaskStatusInput = z.object({
  status: z.literal(TaskStatus.completed),
  next_user_uuid: Uuid.optional(),
  next_step_uuid: Uuid.optional(),
  data_form: DataFormValues.optional(),
});
export type TaskStatusInput = z.input<typeof TaskStatusInput>;

/** The step's data form as its holder is filling it, to learn where its values lead. */
export const NextStepsInput = z.object({ data_form: DataFormValues });
export type NextStepsInput = z.input<typeof NextStepsInput>;

export const ReassignTaskInput = z.object({ user_uuid: Uuid, reason: Reason });
export type ReassignTaskInput = z.input<typeof ReassignTaskInput>;

/** Spec §3 return to step: the earlier task whose step the process goes back to, and why. */
export const ReturnTaskInput = z.object({ return_process_task_uuid: Uuid, reason: Reason });
export type ReturnTaskInput = z.input<typeof ReturnTaskInput>;

export const InterruptInput = z.object({ reason: Reason });
export type InterruptInput = z.input<typeof InterruptInput>;

export const InterruptBatchInput = z.object({
  tasks: z.array(Uuid).min(1).max(limits.processBatch.max),
  reason: Reason,
});
export type InterruptBatchInput = z.input<typeof InterruptBatchInput>;

/** Spec §3 comment payload: the task it is made at and its text (4–1000). */
export const CommentInput = z.object({ process_task_uuid: Uuid, comment: Comment });
export type CommentInput = z.input<typeof CommentInput>;

export const ProcessSummaryDto = z.object({
  id: z.string(),
  number: z.number().int(),
  status: ProcessStatusValue,
  workflow: Named,
  record: z.object({
    id: z.string(),
    form_id: z.string(),
    number: z.string(),
    subject: z.string(),
  }),
  /** Who started it: the process's responsible (spec §3). */
  responsible: Named,
  started_at: z.string(),
  ended_at: z.string().nullable(),
  /** The steps open now, with whom they wait on. */
  current: z.array(z.object({ step: z.string(), assignee: z.string() })),
});
export type ProcessSummaryDto = z.infer<typeof ProcessSummaryDto>;

export const ProcessTaskDto = z.object({
  id: z.string(),
  step: z.object({ id: z.string(), element_id: z.string(), name: z.string() }),
  status: TaskStatusValue,
  kind: TaskKindValue,
  priority: TaskPriorityValue,
  assignee: Named,
  sender: Named.nullable(),
  received_at: z.string(),
  due_at: z.string(),
  /** Computed when read on the company's calendar; null once the task is closed. */
  colour: DeadlineColour.nullable(),
  closed_at: z.string().nullable(),
  closed_by: Named.nullable(),
  /** Why it was reassigned, sent back or interrupted, when it was. */
  reason: z.string().nullable(),
});
export type ProcessTaskDto = z.infer<typeof ProcessTaskDto>;

export const ProcessEventDto = z.object({
  id: z.string(),
  kind: z.enum([
    'started',
    'task_created',
    'task_completed',
    'task_reassigned',
    'task_returned',
    'mail_queued',
    'gateway_passed',
    'completed',
    'interrupted',
    'task_interrupted',
    'comment',
  ]),
  at: z.string(),
  actor: Named.nullable(),
  task_id: z.string().nullable(),
  step: z.string().nullable(),
  detail: z.string().nullable(),
});
export type ProcessEventDto = z.infer<typeof ProcessEventDto>;

export const ProcessCommentDto = z.object({
  id: z.string(),
  task_id: z.string(),
  step: z.string(),
  author: Named,
  comment: z.string(),
  created_at: z.string(),
});
export type ProcessCommentDto = z.infer<typeof ProcessCommentDto>;

/**
 * The live map (issue 31 point 5): per diagram element, how often the process passed it, and
 * whether it waits there now, on whom and how urgently.
 */
export const StepStateDto = z.object({
  element_id: z.string(),
  visits: z.number().int(),
  state: z.enum(['done', 'active', 'none']),
  assignee: z.string().nullable(),
  colour: DeadlineColour.nullable(),
});
export type StepStateDto = z.infer<typeof StepStateDto>;

export const ProcessDetailDto = ProcessSummaryDto.extend({
  interrupt_reason: z.string().nullable(),
  tasks: z.array(ProcessTaskDto),
  events: z.array(ProcessEventDto),
  comments: z.array(ProcessCommentDto),
  steps: z.array(StepStateDto),
  abilities: abilitiesSchema('process'),
});
export type ProcessDetailDto = z.infer<typeof ProcessDetailDto>;

/** A step the task may lead to, and whom the sender may choose for it when the step says so. */
export const NextStepDto = z.object({
  id: z.string(),
  name: z.string(),
  type: StepTypeValue,
  /** Filled when the sender chooses the responsible (spec §3, type 2). */
  candidates: z.array(Named),
  /**
   * Whether the process is known to get there: false when a gateway on the way reads the data
   * form being filled, whose values `nextSteps` then judges. Steps the values known rule out are
   * not listed.
   */
  determined: z.boolean(),
});
export type NextStepDto = z.infer<typeof NextStepDto>;

export const TaskDetailDto = ProcessTaskDto.extend({
  process: ProcessSummaryDto,
  /** Spec §3 step_config: the step's actions and its data form. */
  step_config: z.object({
    type: StepTypeValue,
    actions: StepActions,
    form_name: z.string().nullable(),
    data_form_required: z.boolean(),
    data_form_completed: z.boolean(),
  }),
  /**
   * The step's data form: its fields as the filing form draws them (required as the step says)
   * and the values the process holds for them; null when the step has none.
   */
  data_form: z
    .object({
      name: z.string(),
      fields: z.array(FieldDefinitionDto),
      values: z.record(z.string(), z.string().nullable()),
    })
    .nullable(),
  /** The record the process runs on, as a person reads it. */
  record_values: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Whether its form places its files in the TRD: then files attached here may go to a level. */
  files_in_trd: z.boolean(),
  next_steps: z.array(NextStepDto),
  abilities: abilitiesSchema('processTask'),
});
export type TaskDetailDto = z.infer<typeof TaskDetailDto>;

/** What completing a task did: the process's state and the tasks it now waits on. */
export const TaskOutcomeDto = z.object({
  process: ProcessSummaryDto,
  created: z.array(ProcessTaskDto),
});
export type TaskOutcomeDto = z.infer<typeof TaskOutcomeDto>;

/** An earlier task the process may go back to (spec: return to step). */
export const ReturnChoiceDto = z.object({
  task_id: z.string(),
  step: z.string(),
  /** Who first completed that step: the task goes back to them. */
  completed_by: Named,
  completed_at: z.string(),
});
export type ReturnChoiceDto = z.infer<typeof ReturnChoiceDto>;

/** A task with the process it is of: what lists of tasks across processes show. */
export const TaskOfProcessDto = ProcessTaskDto.extend({
  process: ProcessSummaryDto.pick({ id: true, number: true, workflow: true, record: true }),
});
export type TaskOfProcessDto = z.infer<typeof TaskOfProcessDto>;

export const TaskParams = IdParams;
export const WorkflowIdParams = z.object({ workflowId: Uuid });
export const RecordProcessesParams = z.object({ formId: Uuid, recordId: Uuid });

const tag = 'processes';

/**
 * The process engine's calls (spec §7 Workflows: process and process-task). Each answers what a
 * person acting on it sees next; every task action is one transaction that locks the process.
 */
export const processesApi = {
  start: endpoint({
    method: 'POST',
    path: '/workflows/process/',
    tag,
    body: StartProcessInput,
    status: 201,
    response: ProcessSummaryDto,
    access: { session: true },
    idempotent: true,
  }),
  /** The steps a new process of the workflow goes to first, and whom the starter may choose. */
  startChoices: endpoint({
    method: 'GET',
    path: '/workflows/process/start-choices/:workflowId/',
    tag,
    params: WorkflowIdParams,
    status: 200,
    response: z.array(NextStepDto),
    access: { session: true },
  }),
  get: endpoint({
    method: 'GET',
    path: '/workflows/process/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: ProcessDetailDto,
    access: { session: true },
  }),
  /**
   * The diagram version the process runs, as XML, for its live map: read with the session, so it
   * outlives the version's public address, which answers only while a process runs it.
   */
  diagram: endpoint({
    method: 'GET',
    path: '/workflows/process/:id/diagram/',
    tag,
    params: IdParams,
    status: 200,
    response: 'binary',
    access: { session: true },
  }),
  ofRecord: endpoint({
    method: 'GET',
    path: '/workflows/process/records/:formId/:recordId/',
    tag,
    params: RecordProcessesParams,
    status: 200,
    response: z.array(ProcessSummaryDto),
    access: { session: true },
  }),
  interrupt: endpoint({
    method: 'POST',
    path: '/workflows/process/:id/interrupt/',
    tag,
    params: IdParams,
    body: InterruptInput,
    status: 200,
    response: ProcessSummaryDto,
    access: { session: true },
  }),
  interruptBatch: endpoint({
    method: 'POST',
    path: '/workflows/process-task/interrupt-batch/',
    tag,
    body: InterruptBatchInput,
    status: 200,
    response: z.array(ProcessSummaryDto),
    access: { session: true },
  }),
  comments: endpoint({
    method: 'GET',
    path: '/workflows/process/:id/comments/',
    tag,
    params: IdParams,
    status: 200,
    response: z.array(ProcessCommentDto),
    access: { session: true },
  }),
  comment: endpoint({
    method: 'POST',
    path: '/workflows/process/:id/comments/',
    tag,
    params: IdParams,
    body: CommentInput,
    status: 201,
    response: ProcessCommentDto,
    access: { session: true },
  }),
  task: endpoint({
    method: 'GET',
    path: '/workflows/process-task/:id/',
    tag,
    params: TaskParams,
    status: 200,
    response: TaskDetailDto,
    access: { session: true },
  }),
  complete: endpoint({
    method: 'PATCH',
    path: '/workflows/process-task/:id/status/',
    tag,
    params: TaskParams,
    body: TaskStatusInput,
    status: 200,
    response: TaskOutcomeDto,
    access: { session: true },
    idempotent: true,
  }),
  /**
   * Where completing the task would lead with these values of its data form: the steps the
   * gateways on the way will reach, each determined, with whom the sender may choose there. A
   * read: nothing is kept.
   */
  nextSteps: endpoint({
    method: 'POST',
    path: '/workflows/process-task/:id/next-steps/',
    tag,
    params: TaskParams,
    body: NextStepsInput,
    status: 200,
    response: z.array(NextStepDto),
    access: { session: true, checks: ['processTask.complete'] },
  }),
  reassign: endpoint({
    method: 'POST',
    path: '/workflows/process-task/:id/reassign/',
    tag,
    params: TaskParams,
    body: ReassignTaskInput,
    status: 200,
    response: ProcessTaskDto,
    access: { session: true },
  }),
  returnChoices: endpoint({
    method: 'GET',
    path: '/workflows/process-task/:id/return/',
    tag,
    params: TaskParams,
    status: 200,
    response: z.array(ReturnChoiceDto),
    access: { session: true },
  }),
  return: endpoint({
    method: 'POST',
    path: '/workflows/process-task/:id/return/',
    tag,
    params: TaskParams,
    body: ReturnTaskInput,
    status: 200,
    response: TaskOutcomeDto,
    access: { session: true },
  }),
} as const;
