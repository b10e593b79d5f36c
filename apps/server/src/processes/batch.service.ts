import {
  type AccomplishBatchInput,
  type BatchOutcomeDto,
  type BatchPlanDto,
  limits,
  type NextStepDto,
  type ReassignBatchInput,
  TaskStatus,
} from '@custodia/contracts';
import { AppError, found } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import { can } from '../policies.ts';
import { versionGraph } from '../workflows/index.ts';
import {
  completeTask,
  EngineReads,
  processSubject,
  reassignTask,
  returnChoicesOf,
  stepName,
  taskSubject,
} from './engine.service.ts';
import { toProcessTaskDto } from './processes.present.ts';
import * as repo from './processes.repo.ts';
import { nextStepsOfProcess } from './processes.service.ts';

type Refusals = Record<string, string>;

/** Each offending task marked under `tasks.<id>` with why: the error's data names them. */
const marked = (rows: readonly { id: string }[], key: string): Refusals =>
  Object.fromEntries(rows.map((row) => [`tasks.${row.id}`, key]));

const recordsOf = (rows: readonly repo.BatchTaskRow[]) =>
  rows.map((row) => row.record_number).join(', ');

/**
 * A batch's selection as spec §4/§5 allow it: 2–20 tasks the person holds, in progress (50106),
 * of one workflow (50098) and one step (50099), a step that fills no data form (50100). The
 * first task selected sets the workflow and the step the others are held to. The tasks come in
 * their processes' order, the order their locks are taken in, so two batches over the same
 * processes queue behind each other instead of deadlocking.
 */
async function verifiedSelection(work: Work, ids: readonly string[]) {
  const selected = [...new Set(ids)];
  if (selected.length < limits.taskBatch.min || selected.length > limits.taskBatch.max) {
    throw new AppError('batchSelectionInvalid', { tasks: 'errors.50106' });
  }
  const rows = await repo.batchTasks(work.tx, work.tenantId, selected);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unfit: Refusals = {};
  for (const id of selected) {
    const row = byId.get(id);
    const why = !row
      ? 'errors.50001'
      : row.assignee_id !== work.actor.userId
        ? 'errors.50059'
        : row.status !== TaskStatus.inProgress
          ? 'errors.50002'
          : undefined;
    if (why) unfit[`tasks.${id}`] = why;
  }
  if (Object.keys(unfit).length > 0) throw new AppError('batchSelectionInvalid', unfit);
  const ordered = selected.map((id) => byId.get(id) as repo.BatchTaskRow);
  const first = ordered[0] as repo.BatchTaskRow;
  const otherWorkflow = ordered.filter((row) => row.workflow_id !== first.workflow_id);
  if (otherWorkflow.length > 0) {
    throw new AppError('batchWorkflowsDiffer', marked(otherWorkflow, 'errors.50098'), {
      records: recordsOf(otherWorkflow),
    });
  }
  const otherStep = ordered.filter((row) => row.step_id !== first.step_id);
  if (otherStep.length > 0) {
    throw new AppError('batchStepsDiffer', marked(otherStep, 'errors.50099'), {
      records: recordsOf(otherStep),
    });
  }
  if (first.fills_data_form) {
    throw new AppError('batchDataForm', marked(ordered, 'errors.50100'), {
      step: first.step_name,
    });
  }
  const locking = [...ordered].sort((a, b) => a.process_id.localeCompare(b.process_id));
  return { first, ordered, locking };
}

/**
 * The batch wizard's data (spec §4: current step, next, previous): the selection verified, the
 * step it stands at, where its tasks go next (and whom the sender may choose there), the earlier
 * steps all its processes went through, and whether the step lets them be completed and
 * reassigned. The next steps are read from the first task's version, which a step shares with
 * every version since its element keeps its id.
 */
export async function verifyBatch(work: Work, ids: readonly string[]): Promise<BatchPlanDto> {
  const { first, ordered } = await verifiedSelection(work, ids);
  const reads = new EngineReads(work);
  const graph = await versionGraph(work, first.model_id);
  const step = await reads.stepOf(graph, first.step_id);
  const node = found(graph.byStep.get(first.step_id), 'stepNotFound');
  let previous: Map<string, string> | undefined;
  const abilities = { complete: true, reassign: true };
  for (const row of ordered) {
    const tasks = await repo.tasksOfProcess(work.tx, work.tenantId, row.process_id);
    const task = found(
      tasks.find((candidate) => candidate.id === row.id),
      'taskNotFound',
    );
    const subject = taskSubject(
      processSubject(
        {
          form_id: row.form_id,
          status: row.process_status,
          started_by: row.started_by,
          record_status: row.record_status,
        },
        tasks,
      ),
      task,
      step,
    );
    abilities.complete &&= can(work.actor, 'processTask.complete', subject);
    abilities.reassign &&= can(work.actor, 'processTask.reassign', subject);
    const earlier = new Map(
      returnChoicesOf(tasks, task).map((choice) => [choice.step_id, choice.step_name]),
    );
    previous = previous
      ? new Map([...previous].filter(([stepId]) => earlier.has(stepId)))
      : earlier;
  }
  return {
    tasks: ordered.map((row) => ({
      id: row.id,
      process: { id: row.process_id, number: row.process_number },
      record: { number: row.record_number, subject: row.record_subject },
    })),
    workflow: { id: first.workflow_id, name: first.workflow_name },
    step: { id: step.id, name: stepName(step), type: node.type },
    next_steps: await batchNextSteps(reads, ordered),
    previous_steps: [...(previous ?? [])].map(([id, name]) => ({ id, name })),
    abilities,
  };
}

/**
 * Where the batch's tasks go next, each read on its own record (a batch's step fills no data
 * form, so everything is known): the steps any of them reaches, determined when one is known to.
 */
async function batchNextSteps(
  reads: EngineReads,
  rows: readonly repo.BatchTaskRow[],
): Promise<NextStepDto[]> {
  const { work } = reads;
  const reached = new Map<string, NextStepDto>();
  for (const row of rows) {
    const process = found(
      await repo.findProcessToMove(work.tx, work.tenantId, row.process_id),
      'processNotFound',
    );
    const graph = await versionGraph(work, process.model_id);
    const node = found(graph.byStep.get(row.step_id), 'stepNotFound');
    for (const step of await nextStepsOfProcess(reads, process, graph, node, {})) {
      const determined = step.determined || (reached.get(step.id)?.determined ?? false);
      reached.set(step.id, { ...step, determined });
    }
  }
  return [...reached.values()];
}

/** The batch's tasks as they stand now, and the tasks its processes wait on next. */
async function outcome(
  work: Work,
  worked: readonly repo.BatchTaskRow[],
  created: readonly string[],
): Promise<BatchOutcomeDto> {
  const now = new Date();
  const rows = await repo.tasksByIds(work.tx, work.tenantId, [
    ...worked.map((row) => row.id),
    ...created,
  ]);
  const isNew = new Set(created);
  const present = (row: repo.TaskRow) => toProcessTaskDto(row, now);
  return {
    tasks: rows.filter((row) => !isNew.has(row.id)).map(present),
    created: rows.filter((row) => isNew.has(row.id)).map(present),
  };
}

/**
 * Completes every task of the selection with the same comment, recorded at each, and the same
 * choice of the next step's responsible. Each is the engine's own completion, under its process's
 * lock; the request's one transaction makes the batch all or nothing, and the steps'
 * configuration and the calendar are read once for all of them.
 */
export async function accomplishBatch(
  work: Work,
  input: AccomplishBatchInput,
): Promise<BatchOutcomeDto> {
  const { ordered, locking } = await verifiedSelection(work, input.tasks);
  const reads = new EngineReads(work);
  const created: string[] = [];
  const choice = { next_user_uuid: input.next_user_uuid, next_step_uuid: input.next_step_uuid };
  for (const row of locking) {
    const done = await completeTask(
      work,
      row.id,
      { status: TaskStatus.completed, ...choice },
      { reads, comment: input.comment },
    );
    created.push(...done.created);
  }
  return outcome(work, ordered, created);
}

/** Gives every task of the selection to one active person, as each one's own reassignment. */
export async function reassignBatch(
  work: Work,
  input: ReassignBatchInput,
): Promise<BatchOutcomeDto> {
  const { ordered, locking } = await verifiedSelection(work, input.tasks);
  const reads = new EngineReads(work);
  for (const row of locking) {
    await reassignTask(work, row.id, { user_uuid: input.user_uuid, reason: input.reason }, reads);
  }
  return outcome(work, ordered, []);
}
