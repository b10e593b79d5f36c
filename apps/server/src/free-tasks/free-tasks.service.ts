import {
  type CreateFreeTask,
  type FreeTaskDetailDto,
  type FreeTaskDto,
  type MessageKey,
  type ReassignTaskInput,
  type TaskCommentDto,
  TaskKind,
  TaskStatus,
  translate,
} from '@custodia/contracts';
import { closeOfDay, type DeadlineMarks, deadlineMarks, loadCalendar } from '../calendar/index.ts';
import { fieldsOfForm, findForm } from '../forms/index.ts';
import { auditRef, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import type { Work } from '../platform/work.ts';
import { abilities, authorize } from '../policies.ts';
import { existingRecord, readableValues } from '../records/index.ts';
import { type AssignedTask, tellNewHolder } from '../task-notices/index.ts';
import { announce } from '../webhooks/index.ts';
import { responsibleCandidates, workers } from '../workflows/index.ts';
import { freeTaskSubject, toFreeTaskDto, toTaskCommentDto } from './free-tasks.present.ts';
import * as repo from './free-tasks.repo.ts';

/**
 * A due date on the company's calendar: a day falls due at its close of business, an instant
 * when it says; either must be ahead (50061) and on a day the company works (50062).
 */
async function deadlineOf(work: Work, received: Date, due: string): Promise<DeadlineMarks> {
  const calendar = await loadCalendar(work, received);
  const day = due.length === 10;
  const close = closeOfDay(calendar, day ? due : new Date(due));
  if (close === null) throw new AppError('dueDateNotWorking', { due: 'errors.50062' });
  const at = day ? close : new Date(due);
  if (at.getTime() <= received.getTime()) {
    throw new AppError('dueDatePast', { due: 'errors.50061' });
  }
  return deadlineMarks(calendar, received, at);
}

/** Every one of the people named must be someone work may go to (50063: no query user). */
async function workersOnly(work: Work, ids: readonly string[], field: string): Promise<void> {
  if ((await workers(work, ids)).length !== ids.length) {
    throw new AppError('freeTaskUserInvalid', { [field]: 'errors.50063' });
  }
}

/** Tells people of a task by mail, through the job runner after the commit. */
async function mail(
  work: Work,
  to: readonly { email: string }[],
  key: MessageKey,
  task: { subject: string; record_number: string },
) {
  const subject = translate(work.language, key, { record: task.record_number });
  for (const person of to) {
    await enqueue(work, mailJob, { to: person.email, subject, text: task.subject });
  }
}

/** What the company's webhooks are told of a free task's change, as of a process task's. */
const announcedAs = {
  create: 'task.assigned',
  reassign: 'task.assigned',
  complete: 'task.completed',
} as const;

async function audit(
  work: Work,
  action: 'create' | 'complete' | 'reassign' | 'comment',
  task: repo.FreeTaskRow,
  changes: Parameters<typeof recordAudit>[2]['changes'] = {},
) {
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'free_tasks',
    action,
    entityType: 'free_task',
    entityId: task.id,
    entityName: task.subject,
    changes: { record: auditRef('record', task.record_id), ...changes },
  });
  if (action !== 'comment') {
    await announce(work, announcedAs[action], {
      task_id: task.id,
      form_id: task.form_id,
      record_id: task.record_id,
      record_number: task.record_number,
    });
  }
}

/**
 * Spec §3 free tasks: one for each assignee, on a record in force whose form allows them, by
 * whoever may (decision 69). Each assignee hears of theirs by mail.
 */
export async function createFreeTasks(work: Work, input: CreateFreeTask): Promise<FreeTaskDto[]> {
  const { tx, tenantId, actor } = work;
  const form = found(await findForm(work, input.form_id), 'formNotFound');
  const record = await existingRecord(work, form.id, input.record_id);
  authorize(actor, 'filedRecord.createFreeTask', {
    form,
    status: record.status,
    created_by: record.created_by,
  });
  const received = new Date();
  const deadline = await deadlineOf(work, received, input.due);
  await workersOnly(work, input.assignees, 'assignees');
  await workersOnly(work, input.notified, 'notified');
  const ids = await repo.insertTasks(
    tx,
    tenantId,
    {
      form_id: form.id,
      record_id: record.id,
      subject: input.subject,
      priority: input.priority,
      sender_id: actor.userId,
      received_at: received,
      ...deadline,
      linked_files: input.linked_files,
      notified: input.notified,
      comment: input.comment,
    },
    input.assignees,
  );
  const rows = await repo.tasksByIds(tx, tenantId, ids);
  for (const row of rows) {
    await audit(work, 'create', row, {
      subject: row.subject,
      assignee: auditRef('user', row.assignee_id),
      date: deadline.due_at.toISOString(),
    });
    await tellNewHolder(work, 'freeAssigned', assignedTask(row));
  }
  const now = new Date();
  return rows.map((row) => toFreeTaskDto(row, now));
}

/** A record named by its id alone, as the records policy reads it. */
async function recordSubjectOf(work: Work, recordId: string) {
  const formId = found(await repo.formOfRecord(work.tx, work.tenantId, recordId), 'recordNotFound');
  const form = found(await findForm(work, formId), 'formNotFound');
  const record = await existingRecord(work, formId, recordId);
  return { form, status: record.status, created_by: record.created_by };
}

/** A record's free tasks, newest first, to whoever may read the record. */
export async function freeTasksOfRecord(work: Work, recordId: string): Promise<FreeTaskDto[]> {
  authorize(work.actor, 'filedRecord.view', await recordSubjectOf(work, recordId));
  const rows = await repo.tasksOfRecord(work.tx, work.tenantId, recordId);
  const now = new Date();
  return rows.map((row) => toFreeTaskDto(row, now));
}

/** The people a free task on the record may be asked of (no query user), to whoever may ask one. */
export async function freeTaskPeople(work: Work, recordId: string, name: string | undefined) {
  authorize(work.actor, 'filedRecord.createFreeTask', await recordSubjectOf(work, recordId));
  const people = await responsibleCandidates(work, { name });
  return people.map(({ id, name: shown }) => ({ id, name: shown }));
}

/** Whether a task id is a free task's: the task box's calls go one way or the other. */
export function isFreeTask(work: Work, id: string): Promise<boolean> {
  return repo.isFreeTask(work.tx, work.tenantId, id);
}

async function existingTask(work: Work, id: string, lock = false) {
  const row = found(await repo.findTask(work.tx, work.tenantId, id, lock), 'taskNotFound');
  return { row, subject: freeTaskSubject(row) };
}

/** A task read by whoever may see it, for its people and comments. */
async function seenTask(work: Work, id: string) {
  const task = await existingTask(work, id);
  authorize(work.actor, 'freeTask.view', task.subject);
  return task.row;
}

/**
 * A free task as its holder works it: the record's data, the files that go with it, comments and
 * what the person may do. Opened by its holder, it is read.
 */
export async function getFreeTask(work: Work, id: string): Promise<FreeTaskDetailDto> {
  const { tx, tenantId, actor } = work;
  const { row, subject } = await existingTask(work, id);
  authorize(actor, 'freeTask.view', subject);
  if (row.assignee_id === actor.userId && row.read_at === null) {
    row.read_at = await repo.markRead(tx, tenantId, id);
  }
  const record = await existingRecord(work, row.form_id, row.record_id);
  const fields = await fieldsOfForm(work, row.form_id);
  const task = toFreeTaskDto(row, new Date());
  return {
    ...task,
    record: { ...task.record, subject: record.subject },
    record_values: await readableValues(work, fields, record.field_values),
    files: await repo.linkedFiles(tx, tenantId, row.record_id, row.linked_files),
    comments: (await repo.commentsOf(tx, tenantId, id)).map(toTaskCommentDto),
    abilities: abilities(actor, 'freeTask', subject),
  };
}

export async function freeTaskHolder(work: Work, id: string) {
  return repo.namedOf((await seenTask(work, id)).assignee);
}

export async function freeTaskNotified(work: Work, id: string) {
  return repo.namedListOf((await seenTask(work, id)).notified);
}

export async function freeTaskComments(work: Work, id: string): Promise<TaskCommentDto[]> {
  await seenTask(work, id);
  return (await repo.commentsOf(work.tx, work.tenantId, id)).map(toTaskCommentDto);
}

/** A comment (4–1000) by its holder, sender or a notified person, while it is open. */
export async function commentOnFreeTask(
  work: Work,
  id: string,
  comment: string,
): Promise<TaskCommentDto> {
  const { row, subject } = await existingTask(work, id, true);
  authorize(work.actor, 'freeTask.comment', subject);
  const added = await repo.insertComment(work.tx, work.tenantId, {
    task_id: id,
    author_id: work.actor.userId,
    body: comment,
  });
  await audit(work, 'comment', row);
  return toTaskCommentDto(added);
}

/** Active people the task may go to, its holder left out: a picker's page. */
export async function freeTaskCandidates(work: Work, id: string) {
  const { row, subject } = await existingTask(work, id);
  authorize(work.actor, 'freeTask.reassign', subject);
  const people = await responsibleCandidates(work, {});
  return people
    .filter((person) => person.id !== row.assignee_id)
    .map(({ id: userId, name }) => ({ id: userId, name }));
}

/**
 * Gives the task to another active person (never to its holder: 50013; 50011 otherwise):
 * "reassigned", or "reassigned to origin" back to whom it was first given. They hear of it.
 */
export async function reassignFreeTask(work: Work, id: string, input: ReassignTaskInput) {
  const { row, subject } = await existingTask(work, id, true);
  authorize(work.actor, 'freeTask.reassign', subject);
  if (input.user_uuid === row.assignee_id) {
    throw new AppError('reassignRepeat', { user_uuid: 'errors.50013' });
  }
  const to = await workers(work, [input.user_uuid]);
  const holder = to[0];
  if (!holder) throw new AppError('reassignUserInvalid', { user_uuid: 'errors.50011' });
  await giveTask(work, row, holder, input.reason);
  return { id: holder.id, name: holder.name };
}

/** Gives a free task to an active person: back to its first holder or on, audited and told. */
async function giveTask(work: Work, row: repo.FreeTaskRow, to: { id: string }, reason: string) {
  const kind =
    to.id === row.original_assignee_id ? TaskKind.reassignedToOrigin : TaskKind.reassigned;
  await repo.reassignTask(work.tx, work.tenantId, row.id, { assignee_id: to.id, kind, reason });
  await audit(work, 'reassign', row, {
    assignee: { from: auditRef('user', row.assignee_id), to: auditRef('user', to.id) },
    reason,
  });
  await tellNewHolder(work, 'freeReassigned', assignedTask({ ...row, assignee_id: to.id }, reason));
}

/** What the new holder's mail names of a free task: its subject, its record, its deadline. */
const assignedTask = (row: repo.FreeTaskRow, reason?: string): AssignedTask => ({
  id: row.id,
  holderId: row.assignee_id,
  step: row.subject,
  workflow: null,
  record: { number: row.record_number, subject: row.record_subject },
  due_at: row.due_at,
  reason,
});

/**
 * Gives free tasks a person holds to others (spec §4, before the person is inactivated or
 * retired), each to the active person the administrator chose.
 */
export async function reassignHeldFreeTasks(
  work: Work,
  holderId: string,
  plan: ReadonlyMap<string, string>,
  reason: string,
): Promise<void> {
  const people = new Map(
    (await workers(work, [...new Set(plan.values())])).map((person) => [person.id, person]),
  );
  for (const [taskId, to] of plan) {
    const row = found(await repo.findTask(work.tx, work.tenantId, taskId, true), 'taskNotFound');
    if (row.assignee_id !== holderId || row.status !== TaskStatus.inProgress) {
      throw new AppError('taskNotInProgress', { tasks: 'errors.50002' });
    }
    const person = people.get(to);
    if (!person) throw new AppError('reassignUserInvalid', { user_uuid: 'errors.50011' });
    await giveTask(work, row, person, reason);
  }
}

/** Its holder completes it (spec §4); the people told of it hear so. */
export async function completeFreeTask(work: Work, id: string): Promise<FreeTaskDto> {
  const { tx, tenantId, actor } = work;
  const { row, subject } = await existingTask(work, id, true);
  authorize(actor, 'freeTask.complete', subject);
  await repo.completeTask(tx, tenantId, id, actor.userId);
  await audit(work, 'complete', row);
  await mail(work, await workers(work, subject.notified_ids), 'freeTasks.mail.completed', row);
  const done = found(await repo.findTask(tx, tenantId, id), 'taskNotFound');
  return toFreeTaskDto(done, new Date());
}
