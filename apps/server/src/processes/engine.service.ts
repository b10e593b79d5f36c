import { randomUUID } from 'node:crypto';
import {
  type AuditAction,
  type CommentInput,
  ProcessStatus,
  RecordStatus,
  ResponsibleType,
  type StartProcessInput,
  TaskKind,
  type TaskKindValue,
  TaskStatus,
  type TaskStatusInput,
  translate,
  type WebhookEvent,
} from '@custodia/contracts';
import {
  type Calendar,
  type DeadlineMarks,
  deadlineMarks,
  dueDate,
  loadCalendar,
  workingTimeBetween,
} from '../calendar/index.ts';
import { type FormRow, findForm } from '../forms/index.ts';
import { countMetrics } from '../metrics/index.ts';
import { type AuditEventChanges, auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { nextNumber } from '../platform/counters.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import { publish, type Subscriber, topic } from '../platform/subscriptions.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { existingRecord, type FiledRecord } from '../records/index.ts';
import { type AssignedTask, type Assignment, tellNewHolder } from '../task-notices/index.ts';
import { announceAll } from '../webhooks/index.ts';
import { nextAssignee } from '../work-groups/index.ts';
import {
  existingWorkflow,
  type GraphNode,
  responsiblesOf,
  type StepRow,
  stepConfigurations,
  type VersionGraph,
  versionGraph,
  type WorkflowRow,
  workers,
  workflowsFilingStarts,
} from '../workflows/index.ts';
import { checkedDataForm } from './data-forms.ts';
import { cancelDeadlineNotices, scheduleDeadlineNotices } from './deadlines.service.ts';
import { chooseFlow } from './gateways.ts';
import type { ProcessSubject, TaskSubject } from './processes.policy.ts';
import * as repo from './processes.repo.ts';

/** Whom the person sending work on chose for the next step, when that choice is theirs. */
export type NextChoice = { next_user_uuid?: string; next_step_uuid?: string };

/** A process locked for a transition, with the graph of the version it runs. */
export type LockedProcess = Omit<repo.ProcessRow, 'current'> & { graph: VersionGraph };

export const stepName = (step: Pick<StepRow, 'label' | 'name'>) => step.label ?? step.name;

/**
 * What the transitions of one request read alike: the steps' configuration and the company's
 * calendar, which nothing changes within its transaction. A batch of 20 completions of one step
 * reads them once instead of 20 times; a single transition reads them as it always did.
 */
export class EngineReads {
  private readonly kept = new Map<string, Promise<unknown>>();
  private calendar?: Promise<Calendar>;
  constructor(readonly work: Work) {}

  /**
   * A read that is the same for every transition of the request, read by the first that needs it
   * (a workflow's condition fields, a form's fields, a version's steps), named by `key`.
   */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let value = this.kept.get(key) as Promise<T> | undefined;
    if (!value) {
      value = read();
      this.kept.set(key, value);
    }
    return value;
  }

  /**
   * A step of a version, read with all the version's steps the first time one of them is needed:
   * a completion reads its task's step, the gateway's data forms and the next step in one
   * statement instead of three.
   */
  async stepOf(graph: VersionGraph, stepId: string): Promise<StepRow> {
    return found((await this.stepsOf(graph)).get(stepId), 'stepNotFound');
  }

  /** Every step of a version, by id, as `stepOf` reads them. */
  stepsOf(graph: VersionGraph): Promise<Map<string, StepRow>> {
    return this.once(`steps:${graph.model_id}`, () =>
      stepConfigurations(this.work, [...graph.byStep.keys()]),
    );
  }

  /** The company's calendar, read once, when a task is first created. */
  companyCalendar(received: Date): Promise<Calendar> {
    this.calendar ??= loadCalendar(this.work, received);
    return this.calendar;
  }
}

/**
 * One transition: the tasks it creates and the events it appends (written together at its end),
 * all in the transaction holding the process's lock, so nothing is ever half-moved.
 */
class Transition {
  readonly events: repo.NewEvent[] = [];
  readonly created: string[] = [];
  private readonly writes: Promise<unknown>[] = [];
  constructor(
    readonly work: Work,
    readonly process: LockedProcess,
    readonly choice: NextChoice = {},
    readonly reads = new EngineReads(work),
  ) {}

  event(kind: string, fields: Partial<Pick<repo.NewEvent, 'task_id' | 'step_id' | 'detail'>> = {}) {
    this.events.push({
      process_id: this.process.id,
      kind,
      task_id: fields.task_id ?? null,
      actor_id: this.work.actor.userId,
      step_id: fields.step_id ?? null,
      detail: fields.detail ?? null,
    });
  }

  async deadline(received: Date, step: StepRow): Promise<DeadlineMarks> {
    const calendar = await this.reads.companyCalendar(received);
    const due = dueDate(calendar, received, step.date_execute, step.unit_of_measure);
    return deadlineMarks(calendar, received, due);
  }

  /**
   * A write nothing in the walk reads back, sent now and awaited at the end with the history: the
   * connection pipelines them. Its failure fails the transition there (and is not left unheard if
   * the walk fails first).
   */
  write(statement: Promise<unknown>): void {
    statement.catch(() => undefined);
    this.writes.push(statement);
  }

  /** The transition's writes, history, audit entry and webhook announcements, sent together. */
  async end(action: AuditAction<'processes'>, changes: AuditEventChanges): Promise<string[]> {
    const { work, process } = this;
    const announcements = this.events.flatMap((event) => {
      const announced = announcedAs[event.kind];
      if (!announced) return [];
      const payload = {
        process_id: process.id,
        process_number: process.number,
        workflow_id: process.workflow_id,
        form_id: process.form_id,
        record_id: process.record_id,
        record_number: process.record_number,
        ...(event.task_id && { task_id: event.task_id, step_id: event.step_id }),
      };
      return [{ event: announced, payload }];
    });
    await Promise.all([
      ...this.writes,
      repo.insertEvents(work.tx, work.tenantId, this.events),
      recordAudit(work.tx, auditActorOf(work.actor), {
        module: 'processes',
        action,
        entityType: 'process',
        entityId: process.id,
        entityName: `${process.number} · ${process.workflow_name}`,
        changes,
      }),
      announceAll(work, announcements),
    ]);
    return this.created;
  }
}

/** The events of a transition its company's webhooks are told of, by the name they know them. */
const announcedAs: Partial<Record<string, WebhookEvent>> = {
  started: 'process.started',
  completed: 'process.completed',
  interrupted: 'process.interrupted',
  task_created: 'task.assigned',
  task_reassigned: 'task.assigned',
  task_completed: 'task.completed',
};

/** A process as its rules read it, from its row and its tasks. */
export function processSubject(
  process: Pick<repo.ProcessRow, 'form_id' | 'status' | 'started_by' | 'record_status'>,
  tasks: readonly repo.TaskRow[],
): ProcessSubject {
  const open = tasks.filter((task) => task.status === TaskStatus.inProgress);
  return {
    form_id: process.form_id,
    status: process.status,
    record_in_force: process.record_status === RecordStatus.active,
    participant_ids: [
      process.started_by,
      ...tasks.flatMap((task) => [task.assignee_id, task.original_assignee_id]),
    ],
    open_tasks: open.map((task) => ({
      assignee_id: task.assignee_id,
      allow_interrupt_process: task.allow_interrupt_process,
    })),
  };
}

export function taskSubject(
  process: ProcessSubject,
  task: repo.TaskRow,
  step: StepRow,
): TaskSubject {
  return {
    assignee_id: task.assignee_id,
    status: task.status,
    actions: step,
    process,
  };
}

async function workerIds(work: Work, ids: readonly string[]): Promise<string[]> {
  return (await workers(work, ids)).map((person) => person.id);
}

/**
 * Who works a step reached now (spec §3 responsibles): its one user, the user the sender chose
 * from its list, or the work group’s next member in turn. Only people work may go to receive it.
 */
async function assigneeOf(run: Transition, step: StepRow): Promise<string> {
  const { work, choice } = run;
  const listed = responsiblesOf(step).map((user) => user.id);
  if (step.responsible_type === ResponsibleType.senderSelects) {
    const forThisStep = choice.next_step_uuid === undefined || choice.next_step_uuid === step.id;
    const chosen = forThisStep ? choice.next_user_uuid : undefined;
    if (chosen === undefined) {
      throw new AppError(
        'nextUserRequired',
        { next_user_uuid: 'fieldRequired' },
        { step: stepName(step) },
      );
    }
    if (!listed.includes(chosen) || (await workerIds(work, [chosen])).length === 0) {
      throw new AppError('nextUserInvalid', { next_user_uuid: 'errors.50007' });
    }
    return chosen;
  }
  if (step.responsible_type === ResponsibleType.workGroup && step.work_group) {
    return nextAssignee(work, step.work_group.id);
  }
  const [only] =
    step.responsible_type === ResponsibleType.single ? await workerIds(work, listed) : [];
  if (only === undefined) {
    throw new AppError('stepWithoutResponsible', undefined, { step: stepName(step) });
  }
  return only;
}

/** The kinds a transition creates tasks of, and what each tells its holder. */
const toldAs = {
  [TaskKind.normal]: 'assigned',
  [TaskKind.return]: 'returned',
  [TaskKind.returnedToOrigin]: 'answered',
} as const satisfies Partial<Record<TaskKindValue, Assignment>>;

/** What a task's new holder is told of it (its process as the transition holds it). */
const assignedTask = (
  process: LockedProcess,
  task: Pick<AssignedTask, 'id' | 'holderId' | 'step' | 'due_at' | 'reason'>,
): AssignedTask => ({
  ...task,
  workflow: process.workflow_name,
  record: { number: process.record_number, subject: process.record_subject },
});

async function createTask(
  run: Transition,
  step: StepRow,
  task: {
    kind: keyof typeof toldAs;
    assignee_id?: string;
    answers_task_id?: string;
    reason?: string;
  },
): Promise<void> {
  const { work, process } = run;
  const received = new Date();
  const [assignee, deadline] = await Promise.all([
    task.assignee_id ?? assigneeOf(run, step),
    run.deadline(received, step),
  ]);
  // Named here rather than by the database: the task, its notices and its holder's mail go with
  // the transition's history, in one round trip.
  const id = randomUUID();
  run.created.push(id);
  run.event('task_created', { task_id: id, step_id: step.id });
  run.write(
    repo.insertTask(work.tx, work.tenantId, {
      id,
      process_id: process.id,
      step_id: step.id,
      kind: task.kind,
      assignee_id: assignee,
      sender_id: work.actor.userId,
      received_at: received,
      ...deadline,
      answers_task_id: task.answers_task_id ?? null,
    }),
  );
  run.write(scheduleDeadlineNotices(work, { id, ...deadline }));
  run.write(
    tellNewHolder(
      work,
      toldAs[task.kind],
      assignedTask(process, {
        id,
        holderId: assignee,
        step: stepName(step),
        due_at: deadline.due_at,
        reason: task.reason,
      }),
    ),
  );
}

/**
 * An e-mail (send) task: its mail to each recipient and to the step's notification user, queued
 * in this transaction (the job runner sends each once, with its Message-ID, after the commit).
 */
async function queueMail(run: Transition, step: StepRow): Promise<void> {
  const { work, process } = run;
  const notified = step.notification_user ? await workers(work, [step.notification_user.id]) : [];
  const to = [...new Set([...step.email_recipients, ...notified.map((person) => person.email)])];
  const subject = translate(work.language, 'processes.mail.subject', {
    workflow: process.workflow_name,
    record: process.record_number,
    step: stepName(step),
  });
  for (const address of to) {
    // The body the designer wrote, then what it is about: the subject may be cut by the reader.
    const text = [step.email_body, subject].filter(Boolean).join('\n\n');
    await enqueue(work, mailJob, { to: address, subject, text });
  }
  run.event('mail_queued', { step_id: step.id, detail: to.join(', ') });
}

/**
 * Walks the version's graph from an element to where people work next: a user or manual task
 * gets its task, an e-mail task queues its mail and goes on, a gateway follows the one flow whose
 * condition holds, the end event completes the process. The diagram rules (one flow out of each
 * task, no cycle through a gateway) make the walk finite.
 */
async function walkFrom(run: Transition, from: GraphNode): Promise<void> {
  const { work, process } = run;
  let node = from;
  for (;;) {
    const flow =
      node.type === 'exclusive_gateway'
        ? await chooseFlow(run.reads, process, node)
        : found(node.outgoing[0], 'workflowHasNoModel');
    if (node.type === 'exclusive_gateway') {
      run.event('gateway_passed', { step_id: node.step_id, detail: flow.name });
    }
    const next = found(process.graph.nodes.get(flow.target), 'workflowHasNoModel');
    switch (next.type) {
      case 'user_task':
      case 'manual_task':
        await createTask(run, await run.reads.stepOf(process.graph, next.step_id), {
          kind: TaskKind.normal,
        });
        return;
      case 'send_task':
        await queueMail(run, await run.reads.stepOf(process.graph, next.step_id));
        break;
      case 'end_event':
        await Promise.all([
          repo.endProcess(work.tx, work.tenantId, process.id, ProcessStatus.completed, null),
          countMetrics(work, { kind: 'process.completed', workflowId: process.workflow_id }),
        ]);
        run.event('completed', { step_id: next.step_id });
        return;
    }
    node = next;
  }
}

/** The process a transition acts on, read with its version's graph once its lock is held. */
async function lockedRead(work: Work, processId: string): Promise<LockedProcess> {
  const row = found(
    await repo.findProcessToMove(work.tx, work.tenantId, processId),
    'processNotFound',
  );
  return { ...row, graph: await versionGraph(work, row.model_id) };
}

/** The process a transition acts on: its lock taken first, then read. */
async function lockedProcess(work: Work, processId: string): Promise<LockedProcess> {
  if (!(await repo.lockProcess(work.tx, work.tenantId, processId))) {
    throw new AppError('processNotFound');
  }
  return lockedRead(work, processId);
}

/** A task of a locked process: the lock taken through the task, before anything is read. */
async function lockedTask(work: Work, taskId: string, reads = new EngineReads(work)) {
  const locked = found(
    await repo.processOfTask(work.tx, work.tenantId, taskId, true),
    'taskNotFound',
  );
  const graph = await versionGraph(work, locked.model_id);
  // The process, its tasks and its version's steps, read together once the lock is held.
  const [row, tasks] = await Promise.all([
    repo.findProcessToMove(work.tx, work.tenantId, locked.id),
    repo.tasksOfProcess(work.tx, work.tenantId, locked.id),
    reads.stepsOf(graph),
  ]);
  const process: LockedProcess = { ...found(row, 'processNotFound'), graph };
  const task = found(
    tasks.find((candidate) => candidate.id === taskId),
    'taskNotFound',
  );
  const step = await reads.stepOf(graph, task.step_id);
  const subject = taskSubject(processSubject(process, tasks), task, step);
  return { process, tasks, task, step, subject };
}

/**
 * A process's first task started on a record, with the record's files it takes as its form's
 * `attach_files_at_start` says (or the filing screen's files arrived after it). Files subscribes
 * and links them (src/subscriptions.ts): files reads processes (a task's holder attaches files
 * there), so processes tells of the start rather than importing it.
 */
export const firstTaskStarted = topic<{
  record_id: string;
  task_id: string;
  which: FormRow['attach_files_at_start'];
}>('process.firstTaskStarted');

/**
 * A new process of a workflow on a record, walked at once from its start event; its first task
 * starts with the record's files the form's attach_files_at_start names.
 */
async function beginProcess(
  work: Work,
  workflow: WorkflowRow,
  record: { id: string; form_id: string },
  choice: NextChoice,
  form: Pick<FormRow, 'attach_files_at_start'>,
): Promise<string> {
  const { tx, tenantId, actor } = work;
  const modelId = found(workflow.model_id, 'workflowHasNoModel');
  const graph = await versionGraph(work, modelId);
  const number = await nextNumber(tx, tenantId, 'processes');
  const id = await repo.insertProcess(tx, tenantId, {
    number,
    workflow_id: workflow.id,
    model_id: modelId,
    form_id: record.form_id,
    record_id: record.id,
    started_by: actor.userId,
  });
  const reads = new EngineReads(work);
  const [process] = await Promise.all([
    repo.findProcessToMove(tx, tenantId, id),
    reads.stepsOf(graph),
  ]);
  const run = new Transition(work, { ...found(process, 'processNotFound'), graph }, choice, reads);
  run.write(countMetrics(work, { kind: 'process.started', workflowId: workflow.id }));
  run.event('started', { step_id: graph.start.step_id });
  await walkFrom(run, graph.start);
  const [first] = run.created;
  if (first) {
    run.write(
      publish(work, firstTaskStarted, {
        record_id: record.id,
        task_id: first,
        which: form.attach_files_at_start,
      }),
    );
  }
  await run.end('start', {
    number,
    workflow: auditRef('workflow', workflow.id),
    record: auditRef('record', record.id),
  });
  return id;
}

/**
 * Starts a workflow on a record (spec §4, §6): an active workflow of the record's form, a person
 * allowed to start it, a record in force; a form with the unique-workflow option runs one process
 * at a time on a record (decision 66).
 */
export async function startProcess(work: Work, input: StartProcessInput): Promise<string> {
  const { tx, tenantId, actor } = work;
  // The form and the record are asked for with the workflow (the connection pipelines the three)
  // and looked at only once the workflow passed its checks, whose refusals come first.
  const formRead = findForm(work, input.form_id);
  const recordRead = existingRecord(work, input.form_id, input.record_id, true);
  for (const read of [formRead, recordRead]) read.catch(() => undefined);
  const workflow = await existingWorkflow(work, input.workflow_id);
  authorize(actor, 'workflow.start', workflow);
  if (workflow.form_id !== input.form_id) {
    throw new AppError('workflowOfAnotherForm', { workflow_id: 'errors.50004' });
  }
  const form = found(await formRead, 'formNotFound');
  const record = await recordRead;
  authorize(actor, 'filedRecord.startProcess', {
    form: { id: form.id, status: form.status },
    status: record.status,
    created_by: record.created_by,
  });
  if (form.unique_workflow && (await repo.runsOnRecord(tx, tenantId, record.id))) {
    throw new AppError('processAlreadyRunning');
  }
  return beginProcess(work, workflow, record, input, form);
}

/**
 * Filing a record of a form whose workflow starts with its filing (spec §3 mandatory start)
 * starts it, in the filing's transaction: the form's one active workflow, or the one the filer
 * chose among several (50024 when none was). Filing is what the form's option asks for, so the
 * filer needs no grant to start workflows; a form with no active workflow just files.
 */
export const startOnFiling: Subscriber<FiledRecord> = async (work, filed) => {
  const { form } = filed;
  const active = await workflowsFilingStarts(work, form);
  if (active.length === 0) return;
  const chosen =
    filed.workflow_id === undefined
      ? active.length === 1
        ? active[0]
        : undefined
      : active.find((workflow) => workflow.id === filed.workflow_id);
  if (!chosen) {
    throw filed.workflow_id === undefined
      ? new AppError('workflowChoiceRequired', { workflow_id: 'errors.50024' })
      : new AppError('workflowOfAnotherForm', { workflow_id: 'errors.50004' });
  }
  await beginProcess(work, chosen, { id: filed.record_id, form_id: form.id }, filed, form);
};

/**
 * The files sent from the filing screen arrive once filing has started the form's process (spec
 * §3 mandatory start): its first task takes them as its start would have (attach_files_at_start).
 */
export async function attachFilingFiles(work: Work, recordId: string): Promise<void> {
  for (const first of await repo.firstTasksOfRunning(work.tx, work.tenantId, recordId)) {
    const form = found(await findForm(work, first.form_id), 'formNotFound');
    await publish(work, firstTaskStarted, {
      record_id: recordId,
      task_id: first.task_id,
      which: form.attach_files_at_start,
    });
  }
}

/** A task completed, for the metrics: on time or late, and its business time on the calendar. */
async function countCompletion(
  work: Work,
  reads: EngineReads,
  process: LockedProcess,
  task: repo.TaskRow,
): Promise<void> {
  const now = new Date();
  const calendar = await reads.companyCalendar(task.received_at);
  await countMetrics(work, {
    kind: 'task.completed',
    workflowId: process.workflow_id,
    stepId: task.step_id,
    userId: work.actor.userId,
    late: now > task.due_at,
    businessMs: workingTimeBetween(calendar, task.received_at.getTime(), now.getTime()),
  });
}

/**
 * Completes a task (spec §4): its holder only, while it is in progress. The step's data form is
 * kept with the process (gateways read it), the task closes and the process walks on; a task that
 * was sent back goes back to whoever sent it back instead. A batch completes each of its tasks
 * this way, with its comment recorded at each and the reads of the request shared.
 */
export async function completeTask(
  work: Work,
  taskId: string,
  input: TaskStatusInput,
  batch: { reads?: EngineReads; comment?: string } = {},
): Promise<{ processId: string; created: string[] }> {
  const { tx, tenantId, actor } = work;
  const reads = batch.reads ?? new EngineReads(work);
  const { process, tasks, task, step, subject } = await lockedTask(work, taskId, reads);
  authorize(actor, 'processTask.complete', subject);
  const data = await checkedDataForm(work, process, step, input.data_form ?? {});
  const run = new Transition(work, { ...process, data }, input, reads);
  if (step.data_form) run.write(repo.setProcessData(tx, tenantId, process.id, data));
  run.write(
    repo.closeTasks(tx, tenantId, process.id, {
      status: TaskStatus.completed,
      by: actor.userId,
      reason: null,
      only: [task.id],
    }),
  );
  run.write(cancelDeadlineNotices(work, [task.id]));
  run.write(countCompletion(work, reads, process, task));
  if (batch.comment !== undefined) {
    run.write(
      repo.insertComment(tx, tenantId, {
        process_id: process.id,
        task_id: task.id,
        author_id: actor.userId,
        body: batch.comment,
      }),
    );
    run.event('comment', { task_id: task.id, step_id: task.step_id });
  }
  run.event('task_completed', { task_id: task.id, step_id: task.step_id });
  const answered = tasks.find((candidate) => candidate.id === task.answers_task_id);
  if (answered) {
    await createTask(run, await reads.stepOf(process.graph, answered.step_id), {
      kind: TaskKind.returnedToOrigin,
      assignee_id: answered.assignee_id,
    });
  } else {
    await walkFrom(run, found(process.graph.byStep.get(task.step_id), 'stepNotFound'));
  }
  const created = await run.end('complete', { step: stepName(step) });
  return { processId: process.id, created };
}

/**
 * Gives an open task to another person, in place: "reassigned", or "reassigned to origin" when it
 * goes back to whom its step first gave it; the history and the audit say from whom, to whom, why.
 * Process management's gift marks the task as managed; any other reassignment clears the mark.
 */
async function giveTask(
  work: Work,
  held: { process: LockedProcess; task: repo.TaskRow; step: StepRow },
  to: string,
  reason: string,
  managed = false,
): Promise<void> {
  const { process, task, step } = held;
  const kind = to === task.original_assignee_id ? TaskKind.reassignedToOrigin : TaskKind.reassigned;
  await repo.reassignTask(work.tx, work.tenantId, task.id, {
    assignee_id: to,
    kind,
    reason,
    managed,
  });
  await tellNewHolder(
    work,
    'reassigned',
    assignedTask(process, {
      id: task.id,
      holderId: to,
      step: stepName(step),
      due_at: task.due_at,
      reason,
    }),
  );
  const run = new Transition(work, process);
  run.event('task_reassigned', { task_id: task.id, step_id: task.step_id, detail: reason });
  await run.end(managed ? 'manage_reassign' : 'reassign', {
    step: stepName(step),
    assignee: { from: auditRef('user', task.assignee_id), to: auditRef('user', to) },
    reason,
  });
}

/**
 * Gives a task to another active person (spec §4), when its step allows: never to whom holds it
 * (50013). Given back to whom the step first gave it, it is "reassigned to origin".
 */
export async function reassignTask(
  work: Work,
  taskId: string,
  input: { user_uuid: string; reason: string },
  reads?: EngineReads,
): Promise<void> {
  const { process, task, step, subject } = await lockedTask(work, taskId, reads);
  authorize(work.actor, 'processTask.reassign', subject);
  if (input.user_uuid === task.assignee_id) {
    throw new AppError('reassignRepeat', { user_uuid: 'errors.50013' });
  }
  if ((await workerIds(work, [input.user_uuid])).length === 0) {
    throw new AppError('reassignUserInvalid', { user_uuid: 'errors.50011' });
  }
  await giveTask(work, { process, task, step }, input.user_uuid, input.reason);
}

/**
 * Process management gives an open task to another active person (spec §6 permission 6), whatever
 * its step's allow_reassign says: that option is the step designer's word on what the task's
 * holder may do with it, while a manager redistributes work above the holders (someone is absent,
 * overloaded, or left), which is the permission's whole purpose. The holder the manager saw, when
 * named, must still hold it (50070): the manager decided on what the screen showed.
 */
export async function reassignManagedTask(
  work: Work,
  taskId: string,
  change: { to: string; reason: string; holder?: string },
  reads: EngineReads,
): Promise<void> {
  const held = await lockedTask(work, taskId, reads);
  if (held.task.status !== TaskStatus.inProgress) {
    throw new AppError('taskNotInProgress', { [`tasks.${taskId}`]: 'errors.50002' });
  }
  if (change.holder !== undefined && held.task.assignee_id !== change.holder) {
    throw new AppError('managedHolderChanged', { [`tasks.${taskId}`]: 'errors.50070' });
  }
  if (held.task.assignee_id === change.to) {
    throw new AppError('reassignRepeat', { [`tasks.${taskId}`]: 'errors.50013' });
  }
  await giveTask(work, held, change.to, change.reason, true);
}

/**
 * Gives process tasks a person holds to others (spec §4, before the person is inactivated or
 * retired), each to the active person the administrator chose, whatever the steps allow. Each
 * task is reassigned under its process's lock, as any reassignment.
 */
export async function reassignHeldTasks(
  work: Work,
  holderId: string,
  plan: ReadonlyMap<string, string>,
  reason: string,
): Promise<void> {
  for (const [taskId, to] of plan) {
    const held = await lockedTask(work, taskId);
    if (held.task.assignee_id !== holderId || held.task.status !== TaskStatus.inProgress) {
      throw new AppError('taskNotInProgress', { tasks: 'errors.50002' });
    }
    await giveTask(work, held, to, reason);
  }
}

/**
 * The earlier steps a task may go back to (spec §4): each step the process completed before, at
 * its first completion (whose holder gets the task back), other than the task's own step.
 */
export function returnChoicesOf(tasks: readonly repo.TaskRow[], task: repo.TaskRow) {
  const firsts = new Map<string, repo.TaskRow>();
  for (const done of tasks) {
    if (done.status !== TaskStatus.completed || done.step_id === task.step_id) continue;
    if (done.received_at > task.received_at) continue;
    if (!firsts.has(done.step_id)) firsts.set(done.step_id, done);
  }
  return [...firsts.values()];
}

/**
 * Sends a task back to an earlier step (spec §4): to whoever first completed that step, or, when
 * they are no longer active, on as the flow would assign it. Its completion comes back here.
 */
export async function returnTask(
  work: Work,
  taskId: string,
  input: { return_process_task_uuid: string; reason: string },
): Promise<{ processId: string; created: string[] }> {
  const { tx, tenantId, actor } = work;
  const { process, tasks, task, step, subject } = await lockedTask(work, taskId);
  authorize(actor, 'processTask.return', subject);
  const target = returnChoicesOf(tasks, task).find(
    (choice) => choice.id === input.return_process_task_uuid,
  );
  if (!target) {
    throw new AppError('returnStepInvalid', { return_process_task_uuid: 'errors.50018' });
  }
  await repo.closeTasks(tx, tenantId, process.id, {
    status: TaskStatus.returned,
    by: actor.userId,
    reason: input.reason,
    only: [task.id],
  });
  await cancelDeadlineNotices(work, [task.id]);
  const run = new Transition(work, process);
  run.event('task_returned', { task_id: task.id, step_id: task.step_id, detail: input.reason });
  const firstHolder = target.assignee_id;
  const stillActive = (await workerIds(work, [firstHolder])).length > 0;
  await createTask(run, await run.reads.stepOf(process.graph, target.step_id), {
    kind: TaskKind.return,
    assignee_id: stillActive ? firstHolder : undefined,
    answers_task_id: task.id,
    reason: input.reason,
  });
  const created = await run.end('return', {
    step: { from: stepName(step), to: target.step_name },
    reason: input.reason,
  });
  return { processId: process.id, created };
}

/**
 * Interrupts a process with a reason (spec §4): its open tasks close as interrupted and nothing
 * after runs. For an admin, or the holder of an open task whose step allows it.
 */
export async function interruptProcess(
  work: Work,
  processId: string,
  reason: string,
): Promise<void> {
  const { tx, tenantId, actor } = work;
  const process = await lockedProcess(work, processId);
  const tasks = await repo.tasksOfProcess(tx, tenantId, process.id);
  authorize(actor, 'process.interrupt', processSubject(process, tasks));
  const closed = await repo.closeTasks(tx, tenantId, process.id, {
    status: TaskStatus.interrupted,
    by: actor.userId,
    reason,
  });
  await cancelDeadlineNotices(work, closed);
  await repo.endProcess(tx, tenantId, process.id, ProcessStatus.interrupted, reason);
  const run = new Transition(work, process);
  for (const id of closed) run.event('task_interrupted', { task_id: id });
  run.event('interrupted', { detail: reason });
  await run.end('interrupt', { reason });
}

/**
 * Interrupts the processes of several tasks at once (spec §7 interrupt-batch), each under its own
 * rule; one refusal refuses them all. Answers the processes, once each.
 */
export async function interruptProcessesOfTasks(
  work: Work,
  taskIds: readonly string[],
  reason: string,
): Promise<string[]> {
  const processIds: string[] = [];
  for (const taskId of taskIds) {
    const processId = found(
      await repo.processOfTask(work.tx, work.tenantId, taskId),
      'taskNotFound',
    ).id;
    if (!processIds.includes(processId)) processIds.push(processId);
  }
  for (const processId of processIds) await interruptProcess(work, processId, reason);
  return processIds;
}

/** A comment at an open task of the process (spec §4: a completed task takes none). */
export async function addComment(
  work: Work,
  processId: string,
  input: CommentInput,
): Promise<repo.CommentRow> {
  const { tx, tenantId, actor } = work;
  const { process, task, subject } = await lockedTask(work, input.process_task_uuid);
  if (process.id !== processId) throw new AppError('taskNotFound');
  authorize(actor, 'processTask.comment', subject);
  const comment = await repo.insertComment(tx, tenantId, {
    process_id: process.id,
    task_id: task.id,
    author_id: actor.userId,
    body: input.comment,
  });
  const run = new Transition(work, process);
  run.event('comment', { task_id: task.id, step_id: task.step_id });
  await run.end('comment', { step: task.step_name });
  return comment;
}
