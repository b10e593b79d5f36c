import {
  type DurationUnitValue,
  ProcessStatus,
  type ProcessStatusValue,
  type RecordStatusValue,
  type TaskKindValue,
  type TaskPriorityValue,
  TaskStatus,
  type TaskStatusValue,
} from '@custodia/contracts';
import type { DeadlineMarks } from '../calendar/index.ts';
import type { Sql } from '../platform/db.ts';
import {
  countMatching,
  namedPerson,
  type PageRows,
  parsedJson,
  personName,
  selectPage,
  Where,
} from '../platform/sql.ts';

type Named = { id: string; name: string };

const named = namedPerson;

export type ProcessRow = {
  id: string;
  number: number;
  status: ProcessStatusValue;
  workflow_id: string;
  workflow_name: string;
  model_id: string;
  form_id: string;
  form_name: string;
  record_id: string;
  record_number: string;
  record_subject: string;
  record_status: RecordStatusValue;
  started_by: string;
  responsible_name: string;
  started_at: Date;
  ended_at: Date | null;
  interrupt_reason: string | null;
  data: Record<string, string | null> | string;
  /** Its open tasks: step name and assignee's name. */
  current: { step: string; assignee: string }[] | string;
};

/** A process with the names it is shown by; its open tasks (`current`) are a summary's alone. */
const processColumns = `p.*, w.name AS workflow_name, f.name AS form_name,
    r.number AS record_number, r.subject AS record_subject, r.status AS record_status,
    ${personName('u')} AS responsible_name`;
const currentColumn = `(SELECT coalesce(json_agg(json_build_object('step', coalesce(s.label, s.name),
                                                'assignee', ${personName('a')})
                              ORDER BY t.received_at), '[]')
       FROM process_tasks t
       JOIN workflow_steps s ON s.tenant_id = t.tenant_id AND s.id = t.step_id
       JOIN users a ON a.tenant_id = t.tenant_id AND a.id = t.assignee_id
      WHERE t.tenant_id = p.tenant_id AND t.process_id = p.id AND t.status = ${TaskStatus.inProgress}) AS current`;
const processFrom = `FROM processes p
  JOIN workflows w ON w.tenant_id = p.tenant_id AND w.id = p.workflow_id
  JOIN forms f ON f.tenant_id = p.tenant_id AND f.id = p.form_id
  JOIN records r ON r.tenant_id = p.tenant_id AND r.id = p.record_id
  JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.started_by`;
const processSelect = `SELECT ${processColumns}, ${currentColumn} ${processFrom}`;

export function processData(row: Pick<ProcessRow, 'data'>): Record<string, string | null> {
  return parsedJson(row.data);
}

export function currentTasks(row: Pick<ProcessRow, 'current'>) {
  return parsedJson(row.current);
}

export const namedOf = (value: Named | string) => parsedJson(value);

/** A process as a transition reads it, once its lock is held: without the summary's open tasks. */
export async function findProcessToMove(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<Omit<ProcessRow, 'current'> | undefined> {
  const [row] = await tx.query<Omit<ProcessRow, 'current'>>(
    `SELECT ${processColumns} ${processFrom} WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return row;
}

export async function findProcess(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<ProcessRow | undefined> {
  const [row] = await tx.query<ProcessRow>(
    `${processSelect} WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return row;
}

/**
 * Takes the process's lock, the first thing every transition does: two people acting on one
 * process queue behind each other, and each reads what the other committed.
 */
export async function lockProcess(tx: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM processes WHERE tenant_id = $1 AND id = $2 FOR UPDATE',
    [tenantId, id],
  );
  return rows.length > 0;
}

/**
 * The process a task is of; with `lock`, its lock is taken in the same statement, found through
 * the task (a transition on a task).
 */
/**
 * The process of a task, with the version it runs (its steps can be read beside the process);
 * locked for a transition (`FOR UPDATE OF p`) when asked.
 */
export async function processOfTask(
  tx: Sql,
  tenantId: string,
  taskId: string,
  lock = false,
): Promise<{ id: string; model_id: string } | undefined> {
  const [row] = await tx.query<{ id: string; model_id: string }>(
    `SELECT p.id, p.model_id FROM process_tasks t
       JOIN processes p ON p.tenant_id = t.tenant_id AND p.id = t.process_id
      WHERE t.tenant_id = $1 AND t.id = $2${lock ? ' FOR UPDATE OF p' : ''}`,
    [tenantId, taskId],
  );
  return row;
}

export function processesOfRecord(tx: Sql, tenantId: string, recordId: string) {
  return tx.query<ProcessRow>(
    `${processSelect} WHERE p.tenant_id = $1 AND p.record_id = $2 ORDER BY p.started_at DESC, p.number DESC`,
    [tenantId, recordId],
  );
}

/** Whether a process of the form's workflows still runs on the record (unique workflow). */
export async function runsOnRecord(tx: Sql, tenantId: string, recordId: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM processes WHERE tenant_id = $1 AND record_id = $2 AND status = ${ProcessStatus.inProgress} LIMIT 1`,
    [tenantId, recordId],
  );
  return rows.length > 0;
}

/** The first task of each running process of a record, with the process's form. */
export function firstTasksOfRunning(tx: Sql, tenantId: string, recordId: string) {
  return tx.query<{ task_id: string; form_id: string }>(
    `SELECT DISTINCT ON (t.process_id) t.id AS task_id, p.form_id
       FROM processes p
       JOIN process_tasks t ON t.tenant_id = p.tenant_id AND t.process_id = p.id
      WHERE p.tenant_id = $1 AND p.record_id = $2 AND p.status = ${ProcessStatus.inProgress}
      ORDER BY t.process_id, t.received_at, t.id`,
    [tenantId, recordId],
  );
}

export async function insertProcess(
  tx: Sql,
  tenantId: string,
  process: {
    number: number;
    workflow_id: string;
    model_id: string;
    form_id: string;
    record_id: string;
    started_by: string;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO processes (tenant_id, number, workflow_id, model_id, form_id, record_id, started_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      tenantId,
      process.number,
      process.workflow_id,
      process.model_id,
      process.form_id,
      process.record_id,
      process.started_by,
    ],
  );
  return (row as { id: string }).id;
}

export async function setProcessData(
  tx: Sql,
  tenantId: string,
  id: string,
  data: Record<string, string | null>,
): Promise<void> {
  await tx.query('UPDATE processes SET data = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
    JSON.stringify(data),
  ]);
}

export async function endProcess(
  tx: Sql,
  tenantId: string,
  id: string,
  status: ProcessStatusValue,
  reason: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE processes SET status = $3, ended_at = now(), interrupt_reason = $4
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, status, reason],
  );
}

export type TaskRow = {
  id: string;
  process_id: string;
  step_id: string;
  element_id: string;
  step_name: string;
  status: TaskStatusValue;
  kind: TaskKindValue;
  priority: TaskPriorityValue;
  assignee_id: string;
  assignee: Named | string;
  original_assignee_id: string;
  sender: Named | string | null;
  received_at: Date;
  due_at: Date;
  orange_at: Date;
  red_at: Date;
  read_at: Date | null;
  closed_at: Date | null;
  closed_by: Named | string | null;
  reason: string | null;
  answers_task_id: string | null;
  /** Its step's action, which the process's interruption rule reads of each open task. */
  allow_interrupt_process: boolean;
};

const taskSelect = `SELECT t.*, s.element_id, coalesce(s.label, s.name) AS step_name,
    s.allow_interrupt_process,
    ${named('a')} AS assignee, ${named('x')} AS sender, ${named('c')} AS closed_by
  FROM process_tasks t
  JOIN workflow_steps s ON s.tenant_id = t.tenant_id AND s.id = t.step_id
  JOIN users a ON a.tenant_id = t.tenant_id AND a.id = t.assignee_id
  LEFT JOIN users x ON x.tenant_id = t.tenant_id AND x.id = t.sender_id
  LEFT JOIN users c ON c.tenant_id = t.tenant_id AND c.id = t.closed_by`;

export async function findTask(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<TaskRow | undefined> {
  const [row] = await tx.query<TaskRow>(`${taskSelect} WHERE t.tenant_id = $1 AND t.id = $2`, [
    tenantId,
    id,
  ]);
  return row;
}

export function tasksOfProcess(tx: Sql, tenantId: string, processId: string) {
  return tx.query<TaskRow>(
    `${taskSelect} WHERE t.tenant_id = $1 AND t.process_id = $2 ORDER BY t.received_at, t.id`,
    [tenantId, processId],
  );
}

export function tasksByIds(tx: Sql, tenantId: string, ids: readonly string[]) {
  return tx.query<TaskRow>(
    `${taskSelect} WHERE t.tenant_id = $1 AND t.id = ANY($2::uuid[]) ORDER BY t.received_at, t.id`,
    [tenantId, ids],
  );
}

/** A task with the process it is of, as lists across processes read it. */
export type TaskOfProcessRow = TaskRow & {
  process_number: number;
  workflow_id: string;
  workflow_name: string;
  form_id: string;
  record_id: string;
  record_number: string;
  record_subject: string;
};

export type NewTask = {
  id: string;
  process_id: string;
  step_id: string;
  kind: TaskKindValue;
  assignee_id: string;
  sender_id: string | null;
  received_at: Date;
  due_at: Date;
  /** When its colour turns orange and red (the calendar's deadline marks). */
  orange_at: Date;
  red_at: Date;
  answers_task_id: string | null;
};

export async function insertTask(tx: Sql, tenantId: string, task: NewTask): Promise<void> {
  await tx.query(
    `INSERT INTO process_tasks (id, tenant_id, process_id, step_id, kind, assignee_id,
                                original_assignee_id, sender_id, received_at, due_at, orange_at, red_at,
                                answers_task_id)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12)`,
    [
      task.id,
      tenantId,
      task.process_id,
      task.step_id,
      task.kind,
      task.assignee_id,
      task.sender_id,
      task.received_at,
      task.due_at,
      task.orange_at,
      task.red_at,
      task.answers_task_id,
    ],
  );
}

/** Closes open tasks of a process (those given, or all of them) with a status and a reason. */
export async function closeTasks(
  tx: Sql,
  tenantId: string,
  processId: string,
  close: {
    status: Exclude<TaskStatusValue, 1>;
    by: string | null;
    reason: string | null;
    only?: readonly string[];
  },
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `UPDATE process_tasks SET status = $3, closed_at = now(), closed_by = $4, reason = $5
      WHERE tenant_id = $1 AND process_id = $2 AND status = ${TaskStatus.inProgress}
        AND ($6::uuid[] IS NULL OR id = ANY($6::uuid[]))
      RETURNING id`,
    [tenantId, processId, close.status, close.by, close.reason, close.only ?? null],
  );
  return rows.map((row) => row.id);
}

export async function reassignTask(
  tx: Sql,
  tenantId: string,
  id: string,
  change: { assignee_id: string; kind: TaskKindValue; reason: string; managed: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE process_tasks SET assignee_id = $3, kind = $4, reason = $5, managed = $6, read_at = NULL
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, change.assignee_id, change.kind, change.reason, change.managed],
  );
}

export async function markRead(tx: Sql, tenantId: string, id: string): Promise<void> {
  await tx.query(
    'UPDATE process_tasks SET read_at = now() WHERE tenant_id = $1 AND id = $2 AND read_at IS NULL',
    [tenantId, id],
  );
}

export type NewEvent = {
  process_id: string;
  task_id: string | null;
  kind: string;
  actor_id: string | null;
  step_id: string | null;
  detail: string | null;
};

export async function insertEvents(
  tx: Sql,
  tenantId: string,
  events: readonly NewEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.query(
    `INSERT INTO process_events (tenant_id, process_id, task_id, kind, actor_id, step_id, detail)
     SELECT $1, e.process_id, e.task_id, e.kind, e.actor_id, e.step_id, e.detail
       FROM json_to_recordset($2::json) AS e(process_id uuid, task_id uuid, kind text,
                                             actor_id uuid, step_id uuid, detail text)`,
    [tenantId, JSON.stringify(events)],
  );
}

export type EventRow = {
  id: string;
  kind: string;
  at: Date;
  actor: Named | string | null;
  task_id: string | null;
  step_id: string | null;
  step: string | null;
  detail: string | null;
};

export function eventsOfProcess(tx: Sql, tenantId: string, processId: string) {
  return tx.query<EventRow>(
    `SELECT e.id::text AS id, e.kind, e.at, ${named('u')} AS actor, e.task_id, e.step_id,
            coalesce(s.label, s.name) AS step, e.detail
       FROM process_events e
       LEFT JOIN users u ON u.tenant_id = e.tenant_id AND u.id = e.actor_id
       LEFT JOIN workflow_steps s ON s.tenant_id = e.tenant_id AND s.id = e.step_id
      WHERE e.tenant_id = $1 AND e.process_id = $2 ORDER BY e.id`,
    [tenantId, processId],
  );
}

export type CommentRow = {
  id: string;
  task_id: string;
  step: string;
  author: Named | string;
  body: string;
  created_at: Date;
};

const commentSelect = `SELECT c.id, c.task_id, coalesce(s.label, s.name) AS step,
    ${named('u')} AS author, c.body, c.created_at
  FROM process_comments c
  JOIN process_tasks t ON t.tenant_id = c.tenant_id AND t.id = c.task_id
  JOIN workflow_steps s ON s.tenant_id = t.tenant_id AND s.id = t.step_id
  JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.author_id`;

export function commentsOfProcess(tx: Sql, tenantId: string, processId: string) {
  return tx.query<CommentRow>(
    `${commentSelect} WHERE c.tenant_id = $1 AND c.process_id = $2 ORDER BY c.created_at, c.id`,
    [tenantId, processId],
  );
}

export async function insertComment(
  tx: Sql,
  tenantId: string,
  comment: { process_id: string; task_id: string; author_id: string; body: string },
): Promise<CommentRow> {
  const [row] = await tx.query<CommentRow>(
    `WITH added AS (
       INSERT INTO process_comments (tenant_id, process_id, task_id, author_id, body)
       VALUES ($1, $2, $3, $4, $5) RETURNING *)
     ${commentSelect.replace('FROM process_comments c', 'FROM added c')}`,
    [tenantId, comment.process_id, comment.task_id, comment.author_id, comment.body],
  );
  return row as CommentRow;
}

/** A task selected for batch work, with what its selection is judged by. */
export type BatchTaskRow = {
  id: string;
  process_id: string;
  process_number: number;
  process_status: ProcessStatusValue;
  form_id: string;
  started_by: string;
  workflow_id: string;
  workflow_name: string;
  model_id: string;
  step_id: string;
  step_name: string;
  /** Its step fills a data form: such tasks are worked one by one. */
  fills_data_form: boolean;
  status: TaskStatusValue;
  assignee_id: string;
  record_number: string;
  record_subject: string;
  record_status: RecordStatusValue;
};

/** The selected tasks of a batch, in one read (unknown ids, another company's included, are absent). */
export function batchTasks(tx: Sql, tenantId: string, ids: readonly string[]) {
  return tx.query<BatchTaskRow>(
    `SELECT t.id, t.process_id, p.number AS process_number, p.status AS process_status, p.form_id,
            p.started_by, p.workflow_id, w.name AS workflow_name, p.model_id, t.step_id,
            coalesce(s.label, s.name) AS step_name, s.data_form_id IS NOT NULL AS fills_data_form,
            t.status, t.assignee_id, r.number AS record_number, r.subject AS record_subject,
            r.status AS record_status
       FROM process_tasks t
       JOIN processes p ON p.tenant_id = t.tenant_id AND p.id = t.process_id
       JOIN workflows w ON w.tenant_id = t.tenant_id AND w.id = p.workflow_id
       JOIN workflow_steps s ON s.tenant_id = t.tenant_id AND s.id = t.step_id
       JOIN records r ON r.tenant_id = t.tenant_id AND r.id = p.record_id
      WHERE t.tenant_id = $1 AND t.id = ANY($2::uuid[])`,
    [tenantId, ids],
  );
}

/**
 * Process management's filters (spec §7): in-progress processes started on the days from `from`
 * to `to` (YYYY-MM-DD) in the time zone, of a workflow; with an open task at a step and/or held by
 * a person.
 */
export type ManagementFilter = {
  from: string;
  to: string;
  timeZone: string;
  workflowId?: string;
  stepId?: string;
  userId?: string;
};

/** The open task's conditions: at the step, held by the person (`?` each, in that order). */
function openTaskConditions(filter: ManagementFilter): [string, unknown[]] {
  const conditions = [`t.status = ${TaskStatus.inProgress}`];
  const values: unknown[] = [];
  if (filter.stepId) {
    conditions.push('t.step_id = ?');
    values.push(filter.stepId);
  }
  if (filter.userId) {
    conditions.push('t.assignee_id = ?');
    values.push(filter.userId);
  }
  return [conditions.join(' AND '), values];
}

function managedProcesses(tenantId: string, filter: ManagementFilter): Where {
  const where = new Where('p.tenant_id = $1', tenantId)
    .and(`p.status = ${ProcessStatus.inProgress}`)
    // The days' bounds are constants of the query, so the comparison stays an index's.
    .and('p.started_at >= (?::date)::timestamp AT TIME ZONE ?', filter.from, filter.timeZone)
    .and('p.started_at < (?::date + 1)::timestamp AT TIME ZONE ?', filter.to, filter.timeZone);
  if (filter.workflowId) where.and('p.workflow_id = ?', filter.workflowId);
  return where;
}

/** A page of the in-progress processes that match, newest first. */
export function managementProcesses(
  tx: Sql,
  tenantId: string,
  filter: ManagementFilter,
  window: { limit: number; offset: number },
) {
  const where = managedProcesses(tenantId, filter);
  if (filter.stepId || filter.userId) {
    const [held, values] = openTaskConditions(filter);
    where.and(
      `EXISTS (SELECT 1 FROM process_tasks t
                WHERE t.tenant_id = p.tenant_id AND t.process_id = p.id AND ${held})`,
      ...values,
    );
  }
  return selectPage<ProcessRow>(
    tx,
    {
      select: `${processColumns}, ${currentColumn}`,
      from: 'processes p',
      joins: { alias: 'p', sql: processFrom.replace('FROM processes p', '') },
      where,
      orderBy: 'p.started_at DESC, p.id DESC',
    },
    window,
  );
}

export type ManagedTaskRow = TaskOfProcessRow & { managed: boolean };

/** A page of the open tasks of the processes that match, soonest due first. */
export async function managementTasks(
  tx: Sql,
  tenantId: string,
  filter: ManagementFilter,
  window: { limit: number; offset: number },
): Promise<PageRows<ManagedTaskRow>> {
  const [held, values] = openTaskConditions(filter);
  const where = managedProcesses(tenantId, filter).and(held, ...values);
  const from = `process_tasks t JOIN processes p ON p.tenant_id = t.tenant_id AND p.id = t.process_id`;
  const counted = await countMatching(tx, from, where);
  const { params } = where;
  const rows = await tx.query<ManagedTaskRow>(
    `SELECT h.*, p.number AS process_number, p.workflow_id, w.name AS workflow_name, p.form_id,
            p.record_id, r.number AS record_number, r.subject AS record_subject
       FROM (${taskSelect}
              WHERE t.tenant_id = $1 AND t.id IN (
                SELECT t.id FROM ${from} WHERE ${where.sql}
                 ORDER BY t.due_at, t.id LIMIT $${params.length + 1} OFFSET $${params.length + 2})) h
       JOIN processes p ON p.tenant_id = $1 AND p.id = h.process_id
       JOIN workflows w ON w.tenant_id = $1 AND w.id = p.workflow_id
       JOIN records r ON r.tenant_id = $1 AND r.id = p.record_id
      ORDER BY h.due_at, h.id`,
    [...params, window.limit, window.offset],
  );
  return { rows, ...counted };
}

/** Tasks as process management shows them, by id. */
export function managedTasksByIds(tx: Sql, tenantId: string, ids: readonly string[]) {
  return tx.query<ManagedTaskRow>(
    `SELECT h.*, p.number AS process_number, p.workflow_id, w.name AS workflow_name, p.form_id,
            p.record_id, r.number AS record_number, r.subject AS record_subject
       FROM (${taskSelect} WHERE t.tenant_id = $1 AND t.id = ANY($2::uuid[])) h
       JOIN processes p ON p.tenant_id = $1 AND p.id = h.process_id
       JOIN workflows w ON w.tenant_id = $1 AND w.id = p.workflow_id
       JOIN records r ON r.tenant_id = $1 AND r.id = p.record_id
      ORDER BY h.due_at, h.id`,
    [tenantId, ids],
  );
}

/** Every workflow with its steps where people work, for process management's filters. */
export function workflowsWithSteps(tx: Sql, tenantId: string) {
  return tx.query<{ id: string; name: string; steps: Named[] | string }>(
    `SELECT w.id, w.name,
            coalesce(json_agg(json_build_object('id', s.id, 'name', coalesce(s.label, s.name))
                              ORDER BY coalesce(s.label, s.name)) FILTER (WHERE s.id IS NOT NULL),
                     '[]') AS steps
       FROM workflows w
       LEFT JOIN workflow_steps s ON s.tenant_id = w.tenant_id AND s.workflow_id = w.id
                                 AND s.type IN ('user_task', 'manual_task') AND s.in_model
      WHERE w.tenant_id = $1
      GROUP BY w.id, w.name
      ORDER BY lower(w.name)`,
    [tenantId],
  );
}

/** An open task's deadline as a calendar change counts it again: its step's duration with it. */
export type OpenDeadlineRow = {
  id: string;
  received_at: Date;
  due_at: Date;
  orange_at: Date;
  red_at: Date;
  date_execute: number;
  unit_of_measure: DurationUnitValue;
  step: string;
  record_number: string;
};

/** Every open task of the company, by due date and record: a calendar change counts them all in one pass. */
export function openDeadlines(tx: Sql, tenantId: string): Promise<OpenDeadlineRow[]> {
  return tx.query<OpenDeadlineRow>(
    `SELECT t.id, t.received_at, t.due_at, t.orange_at, t.red_at, s.date_execute,
            s.unit_of_measure, coalesce(s.label, s.name) AS step, r.number AS record_number
       FROM process_tasks t
       JOIN workflow_steps s ON s.tenant_id = t.tenant_id AND s.id = t.step_id
       JOIN processes p ON p.tenant_id = t.tenant_id AND p.id = t.process_id
       JOIN records r ON r.tenant_id = p.tenant_id AND r.id = p.record_id
      WHERE t.tenant_id = $1 AND t.status = ${TaskStatus.inProgress}
      ORDER BY t.due_at, r.number, t.id`,
    [tenantId],
  );
}

/** Sets open tasks' deadlines and marks, counted again on a changed calendar, in one statement. */
export async function setDeadlines(
  tx: Sql,
  tenantId: string,
  tasks: readonly ({ id: string } & DeadlineMarks)[],
): Promise<void> {
  if (tasks.length === 0) return;
  await tx.query(
    `UPDATE process_tasks t SET due_at = m.due_at, orange_at = m.orange_at, red_at = m.red_at
       FROM unnest($2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[])
            AS m(id, due_at, orange_at, red_at)
      WHERE t.tenant_id = $1 AND t.id = m.id AND t.status = ${TaskStatus.inProgress}`,
    [
      tenantId,
      tasks.map((task) => task.id),
      tasks.map((task) => task.due_at.toISOString()),
      tasks.map((task) => task.orange_at.toISOString()),
      tasks.map((task) => task.red_at.toISOString()),
    ],
  );
}
