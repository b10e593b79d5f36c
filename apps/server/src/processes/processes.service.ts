import {
  type NextStepDto,
  type NextStepsInput,
  type ProcessDetailDto,
  type ProcessSummaryDto,
  ResponsibleType,
  type ReturnChoiceDto,
  type TaskDetailDto,
  type TaskOutcomeDto,
  TaskStatus,
} from '@custodia/contracts';
import { fieldsOfForm, findForm, toFieldDto } from '../forms/index.ts';
import { found } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import { existingRecord, readableValues } from '../records/index.ts';
import {
  existingWorkflow,
  type GraphNode,
  responsibleCandidates,
  responsiblesOf,
  type StepRow,
  stepConfigurations,
  type VersionGraph,
  versionGraph,
  versionXml,
  workers,
} from '../workflows/index.ts';
import { dataFormFields } from './data-forms.ts';
import {
  addComment,
  EngineReads,
  processSubject,
  returnChoicesOf,
  stepName,
  taskSubject,
} from './engine.service.ts';
import { type KnownData, knownFlows } from './gateways.ts';
import {
  stepStates,
  toProcessCommentDto,
  toProcessEventDto,
  toProcessSummaryDto,
  toProcessTaskDto,
} from './processes.present.ts';
import * as repo from './processes.repo.ts';

async function existingProcess(work: Work, id: string) {
  const process = found(await repo.findProcess(work.tx, work.tenantId, id), 'processNotFound');
  const tasks = await repo.tasksOfProcess(work.tx, work.tenantId, id);
  return { process, tasks, subject: processSubject(process, tasks) };
}

/** One task as a timeline shows it. */
export async function processTask(work: Work, id: string) {
  return toProcessTaskDto(
    found(await repo.findTask(work.tx, work.tenantId, id), 'taskNotFound'),
    new Date(),
  );
}

export async function processSummary(work: Work, id: string): Promise<ProcessSummaryDto> {
  return toProcessSummaryDto(
    found(await repo.findProcess(work.tx, work.tenantId, id), 'processNotFound'),
  );
}

/** What a transition did, as the person acting reads it next: the process and its new tasks. */
export async function outcomeOf(
  work: Work,
  outcome: { processId: string; created: string[] },
): Promise<TaskOutcomeDto> {
  const now = new Date();
  const [created, process] = await Promise.all([
    repo.tasksByIds(work.tx, work.tenantId, outcome.created),
    processSummary(work, outcome.processId),
  ]);
  return { process, created: created.map((task) => toProcessTaskDto(task, now)) };
}

export async function getProcess(work: Work, id: string): Promise<ProcessDetailDto> {
  const { tx, tenantId, actor } = work;
  const { process, tasks, subject } = await existingProcess(work, id);
  authorize(actor, 'process.view', subject);
  const graph = await versionGraph(work, process.model_id);
  const events = await repo.eventsOfProcess(tx, tenantId, id);
  const comments = await repo.commentsOfProcess(tx, tenantId, id);
  const now = new Date();
  return {
    ...toProcessSummaryDto(process),
    interrupt_reason: process.interrupt_reason,
    tasks: tasks.map((task) => toProcessTaskDto(task, now)),
    events: events.map(toProcessEventDto),
    comments: comments.map(toProcessCommentDto),
    steps: stepStates(graph, tasks, events, now),
    abilities: abilities(actor, 'process', subject),
  };
}

/** The diagram version the process runs, for its live map. */
export async function processDiagram(work: Work, id: string): Promise<string> {
  const { process, subject } = await existingProcess(work, id);
  authorize(work.actor, 'process.view', subject);
  return versionXml(work, process.model_id);
}

export async function processComments(work: Work, id: string) {
  const { subject } = await existingProcess(work, id);
  authorize(work.actor, 'process.view', subject);
  const rows = await repo.commentsOfProcess(work.tx, work.tenantId, id);
  return rows.map(toProcessCommentDto);
}

/** A record's processes (its detail and its workflow traceability), newest first. */
export async function processesOfRecord(
  work: Work,
  formId: string,
  recordId: string,
): Promise<ProcessSummaryDto[]> {
  const form = found(await findForm(work, formId), 'formNotFound');
  const record = await existingRecord(work, formId, recordId);
  authorize(work.actor, 'filedRecord.viewProcesses', {
    form: { id: form.id, status: form.status },
    status: record.status,
    created_by: record.created_by,
  });
  const rows = await repo.processesOfRecord(work.tx, work.tenantId, recordId);
  return rows.map(toProcessSummaryDto);
}

/** Whether each flow out of a gateway will be taken (see knownFlows): undefined when not known. */
export type FlowJudge = (gateway: GraphNode) => Promise<(boolean | undefined)[]>;

/** Nothing known: any flow may be taken. */
const anyFlow: FlowJudge = async (gateway) => gateway.outgoing.map(() => undefined);

/**
 * The human steps a walk from an element may reach next, through e-mail tasks and the flows of
 * each gateway `judge` does not rule out, with whom the sender may choose for those whose
 * responsible is theirs to choose. A step is determined when some way to it passes only flows
 * known to be taken.
 */
export async function nextSteps(
  work: Work,
  graph: VersionGraph,
  from: GraphNode,
  judge: FlowJudge = anyFlow,
): Promise<NextStepDto[]> {
  const reached = new Map<string, { node: GraphNode; determined: boolean }>();
  const pending = from.outgoing.map((flow) => ({ element: flow.target, determined: true }));
  // Each element is walked once, or twice when a determined way reaches it after an undetermined one.
  const walked = new Map<string, boolean>();
  while (pending.length > 0) {
    const { element, determined } = pending.pop() as (typeof pending)[number];
    const node = graph.nodes.get(element);
    if (!node || walked.get(element) === true || (walked.has(element) && !determined)) continue;
    walked.set(element, determined);
    if (node.type === 'user_task' || node.type === 'manual_task') {
      reached.set(node.step_id, { node, determined });
      continue;
    }
    const taken =
      node.type === 'exclusive_gateway' ? await judge(node) : node.outgoing.map(() => true);
    node.outgoing.forEach((flow, index) => {
      const known = taken[index];
      if (known !== false) {
        pending.push({ element: flow.target, determined: determined && known === true });
      }
    });
  }
  const steps = await stepConfigurations(work, [...reached.keys()]);
  const choices: NextStepDto[] = [];
  for (const { node, determined } of reached.values()) {
    const step = found(steps.get(node.step_id), 'stepNotFound');
    const choosable = step.responsible_type === ResponsibleType.senderSelects;
    const listed = responsiblesOf(step).map((user) => user.id);
    const candidates = choosable ? await workers(work, listed) : [];
    choices.push({
      id: step.id,
      name: stepName(step),
      type: node.type,
      candidates: candidates.map(({ id, name }) => ({ id, name })),
      determined,
    });
  }
  return choices;
}

/**
 * Where completing an open task of a process may lead, on what is known: the record's values and
 * the data forms kept, the step's own data form as `known` says (filled with the values given,
 * or not known yet).
 */
export function nextStepsOfProcess(
  reads: EngineReads,
  process: Omit<repo.ProcessRow, 'current'>,
  graph: VersionGraph,
  from: GraphNode,
  known: KnownData,
): Promise<NextStepDto[]> {
  const locked = { ...process, graph };
  return nextSteps(reads.work, graph, from, (gateway) => knownFlows(reads, locked, gateway, known));
}

/** Where a new process of the workflow goes first, for the person about to start it. */
export async function startChoices(work: Work, workflowId: string): Promise<NextStepDto[]> {
  const workflow = await existingWorkflow(work, workflowId);
  authorize(work.actor, 'workflow.start', workflow);
  const graph = await versionGraph(work, found(workflow.model_id, 'workflowHasNoModel'));
  return nextSteps(work, graph, graph.start);
}

async function existingTask(work: Work, id: string) {
  const processId = found(await repo.processOfTask(work.tx, work.tenantId, id), 'taskNotFound').id;
  const { process, tasks, subject: processRule } = await existingProcess(work, processId);
  const task = found(
    tasks.find((candidate) => candidate.id === id),
    'taskNotFound',
  );
  const step = found(
    (await stepConfigurations(work, [task.step_id])).get(task.step_id),
    'stepNotFound',
  );
  return { process, tasks, task, step, subject: taskSubject(processRule, task, step) };
}

/** The record a task's holder attaches files to through it (spec §7 /file/task/). */
export async function taskToAttachTo(work: Work, taskId: string) {
  const { process, task, subject } = await existingTask(work, taskId);
  authorize(work.actor, 'processTask.attach', subject);
  return { task_id: task.id, record_id: process.record_id, form_id: process.form_id };
}

/**
 * The record files are attached to at a running process (spec §7 /file/process/), by whoever
 * works it, and the task they are attached at: its open one, whose holder sees them there.
 */
export async function processToAttachTo(work: Work, processId: string) {
  const { process, tasks, subject } = await existingProcess(work, processId);
  authorize(work.actor, 'process.attach', subject);
  const open = tasks.filter((task) => task.status === TaskStatus.inProgress).at(-1);
  return {
    task_id: found(open, 'processNotInProgress').id,
    record_id: process.record_id,
    form_id: process.form_id,
  };
}

/** The task signatures are requested from, by its holder, when its step has that action. */
export async function taskToSignFrom(work: Work, taskId: string) {
  const { process, task, subject } = await existingTask(work, taskId);
  authorize(work.actor, 'processTask.requestSignature', subject);
  return { task_id: task.id, record_id: process.record_id };
}

/** The record whose files a task's holder moves to the trash through it (spec §5 step action). */
export async function taskToTrashFrom(work: Work, taskId: string): Promise<{ record_id: string }> {
  const { process, subject } = await existingTask(work, taskId);
  authorize(work.actor, 'processTask.trashFile', subject);
  return { record_id: process.record_id };
}

/** The task whose files a person reads, once they may read it. */
export async function taskToRead(work: Work, taskId: string): Promise<string[]> {
  const { task, subject } = await existingTask(work, taskId);
  authorize(work.actor, 'processTask.view', subject);
  return [task.id];
}

/** The tasks of a process whose files a person reads, once they may read the process. */
export async function tasksToRead(work: Work, processId: string): Promise<string[]> {
  const { tasks, subject } = await existingProcess(work, processId);
  authorize(work.actor, 'process.view', subject);
  return tasks.map((task) => task.id);
}

async function dataFormOf(work: Work, step: StepRow, data: Record<string, string | null>) {
  if (!step.data_form) return null;
  const form = found(await findForm(work, step.data_form.id), 'formNotFound');
  const fields = await dataFormFields(work, step);
  const designed = { id: form.id, status: form.status, has_records: true };
  return {
    name: form.name,
    fields: fields.map((field) => toFieldDto(field, work.actor, designed)),
    values: Object.fromEntries(fields.map((field) => [field.id, data[field.id] ?? null])),
  };
}

/**
 * Where completing an open task may lead on what is known (see nextStepsOfProcess). An answer to
 * a return goes back to whoever returned it: nothing to choose there.
 */
function nextStepsOfTask(
  work: Work,
  { process, task, graph }: { process: repo.ProcessRow; task: repo.TaskRow; graph: VersionGraph },
  known: KnownData,
): Promise<NextStepDto[]> | NextStepDto[] {
  if (task.status !== TaskStatus.inProgress || task.answers_task_id) return [];
  const node = found(graph.byStep.get(task.step_id), 'stepNotFound');
  return nextStepsOfProcess(new EngineReads(work), process, graph, node, known);
}

/**
 * Where completing the task would lead with its data form filled as `input` holds it, for the
 * holder choosing whom the next step goes to while filling it (values of other fields are not
 * taken: the task fills only its step's form).
 */
export async function nextStepsWith(
  work: Work,
  id: string,
  input: NextStepsInput,
): Promise<NextStepDto[]> {
  const { process, task, step, subject } = await existingTask(work, id);
  authorize(work.actor, 'processTask.complete', subject);
  const graph = await versionGraph(work, process.model_id);
  const own = new Set(step.data_form_fields);
  const data = Object.fromEntries(
    Object.entries(input.data_form).filter(([fieldId]) => own.has(fieldId)),
  );
  return nextStepsOfTask(work, { process, task, graph }, { data });
}

/**
 * A task as its holder works it (spec §3 process task): the record, the step's configuration and
 * data form, where it may go next, and what the person may do. Opened by its holder, it is read.
 */
export async function getTask(work: Work, id: string): Promise<TaskDetailDto> {
  const { tx, tenantId, actor } = work;
  const { process, task, step, subject } = await existingTask(work, id);
  authorize(actor, 'processTask.view', subject);
  if (task.assignee_id === actor.userId) await repo.markRead(tx, tenantId, task.id);
  const record = await existingRecord(work, process.form_id, process.record_id);
  const form = found(await findForm(work, process.form_id), 'formNotFound');
  const fields = await fieldsOfForm(work, process.form_id);
  const graph = await versionGraph(work, process.model_id);
  const data = repo.processData(process);
  const dataForm = await dataFormOf(work, step, data);
  const node = found(graph.byStep.get(task.step_id), 'stepNotFound');
  return {
    ...toProcessTaskDto(task, new Date()),
    process: toProcessSummaryDto(process),
    step_config: {
      type: node.type,
      actions: {
        allow_reassign: step.allow_reassign,
        allow_interrupt_process: step.allow_interrupt_process,
        move_file_to_trash: step.move_file_to_trash,
        electronic_signature: step.electronic_signature,
        allow_return_to_step: step.allow_return_to_step,
      },
      form_name: dataForm?.name ?? null,
      data_form_required: step.data_form_required.length > 0,
      data_form_completed: step.data_form_required.every((field) => Boolean(data[field])),
    },
    data_form: dataForm,
    record_values: await readableValues(work, fields, record.field_values),
    files_in_trd: form.trd_path_id !== null,
    next_steps: await nextStepsOfTask(
      work,
      { process, task, graph },
      {
        unknown: new Set(step.data_form_fields),
      },
    ),
    abilities: abilities(actor, 'processTask', subject),
  };
}

/** Who holds a task now, to whoever may read it. */
export async function taskHolder(work: Work, id: string) {
  const { task, subject } = await existingTask(work, id);
  authorize(work.actor, 'processTask.view', subject);
  return repo.namedOf(task.assignee);
}

/** The comments of a task's process, to whoever may read the task. */
export async function taskComments(work: Work, id: string) {
  const { process, subject } = await existingTask(work, id);
  authorize(work.actor, 'processTask.view', subject);
  const rows = await repo.commentsOfProcess(work.tx, work.tenantId, process.id);
  return rows.map(toProcessCommentDto);
}

/** A comment at a task, by the task alone: the engine's comment on its process. */
export async function commentOnTask(work: Work, id: string, comment: string) {
  const processId = found(await repo.processOfTask(work.tx, work.tenantId, id), 'taskNotFound').id;
  return toProcessCommentDto(await addComment(work, processId, { process_task_uuid: id, comment }));
}

/** Active people a task may be reassigned to: a picker's page, its holder left out. */
export async function reassignCandidates(work: Work, id: string) {
  const { task, subject } = await existingTask(work, id);
  authorize(work.actor, 'processTask.reassign', subject);
  const people = await responsibleCandidates(work, {});
  return people
    .filter((person) => person.id !== task.assignee_id)
    .map(({ id: userId, name }) => ({ id: userId, name }));
}

export async function returnChoices(work: Work, id: string): Promise<ReturnChoiceDto[]> {
  const { tasks, task, subject } = await existingTask(work, id);
  authorize(work.actor, 'processTask.return', subject);
  return returnChoicesOf(tasks, task).map((choice) => ({
    task_id: choice.id,
    step: choice.step_name,
    completed_by: repo.namedOf(choice.assignee),
    completed_at: (choice.closed_at as Date).toISOString(),
  }));
}
