import { z } from 'zod';
import { requiredText, Uuid } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { NextStepDto, ProcessTaskDto } from './processes.ts';
import { StepTypeValue } from './workflow-steps.ts';

/**
 * A selection of tasks worked together (spec §4 batch wizard, §5 batch 2–20). The count is judged
 * by the service, so a selection outside 2–20 answers 50106 like any other unfit selection; the
 * schema only bounds what a request may carry.
 */
const Selection = z.array(Uuid).min(1).max(limits.maxPageSize);

export const BatchSelectionInput = z.object({ tasks: Selection });
export type BatchSelectionInput = z.input<typeof BatchSelectionInput>;

const Named = z.object({ id: z.string(), name: z.string() });

/** One selected task as the wizard lists it: its process and its record. */
export const BatchTaskDto = z.object({
  id: z.string(),
  process: z.object({ id: z.string(), number: z.number().int() }),
  record: z.object({ number: z.string(), subject: z.string() }),
});
export type BatchTaskDto = z.infer<typeof BatchTaskDto>;

/**
 * What the wizard walks: the selection's one workflow and current step, where the tasks go next
 * (with whom the sender may choose), the earlier steps every one of them went through, and what
 * the step lets be done with them all.
 */
export const BatchPlanDto = z.object({
  tasks: z.array(BatchTaskDto),
  workflow: Named,
  step: z.object({ id: z.string(), name: z.string(), type: StepTypeValue }),
  next_steps: z.array(NextStepDto),
  /** Earlier steps completed in every selected task's process (the wizard's "previous"). */
  previous_steps: z.array(Named),
  abilities: z.object({ complete: z.boolean(), reassign: z.boolean() }),
});
export type BatchPlanDto = z.infer<typeof BatchPlanDto>;

const Comment = requiredText(limits.comment.min, limits.comment.max);

/**
 * Spec §7 accomplish-batch: completes every selected task, the comment recorded at each, the
 * next step's responsible when the sender chooses it.
 */
export const AccomplishBatchInput = z.object({
  tasks: Selection,
  comment: Comment,
  next_user_uuid: Uuid.optional(),
  next_step_uuid: Uuid.optional(),
});
export type AccomplishBatchInput = z.input<typeof AccomplishBatchInput>;

/** Spec §7 reassign-batch: every selected task to one active person, for one reason. */
export const ReassignBatchInput = z.object({
  tasks: Selection,
  user_uuid: Uuid,
  reason: requiredText(limits.comment.min, limits.comment.max),
});
export type ReassignBatchInput = z.input<typeof ReassignBatchInput>;

/** What a batch did: its tasks as they stand now, and the tasks their processes wait on next. */
export const BatchOutcomeDto = z.object({
  tasks: z.array(ProcessTaskDto),
  created: z.array(ProcessTaskDto),
});
export type BatchOutcomeDto = z.infer<typeof BatchOutcomeDto>;

const tag = 'task-batch';

/**
 * Batch work (issue 32 point 4): one request is one transaction, so a refusal on any task leaves
 * every task as it was. Steps that fill a data form are never worked in batch (50100), so the
 * spec's form-fill PATCH of accomplish-batch has nothing to do here (decision in docs).
 */
export const taskBatchApi = {
  verify: endpoint({
    method: 'POST',
    path: '/task/process-batch/',
    tag,
    body: BatchSelectionInput,
    status: 200,
    response: BatchPlanDto,
    access: { session: true },
  }),
  accomplish: endpoint({
    method: 'POST',
    path: '/workflows/process-task/accomplish-batch/',
    tag,
    body: AccomplishBatchInput,
    status: 200,
    response: BatchOutcomeDto,
    access: { session: true },
    idempotent: true,
  }),
  reassign: endpoint({
    method: 'POST',
    path: '/workflows/process-task/reassign-batch/',
    tag,
    body: ReassignBatchInput,
    status: 200,
    response: BatchOutcomeDto,
    access: { session: true },
  }),
} as const;
