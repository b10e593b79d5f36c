import {
  type DeadlineState,
  type InboxCountersDto,
  type InboxOrderColumn,
  type TaskKindValue,
  TaskListKind,
  type TaskListKindValue,
  type TaskPriorityValue,
  TaskStatus,
  type TaskType,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

/**
 * A person's open tasks of both types, each read through its table's partial index of open tasks
 * per assignee (ARCHITECTURE §7): the one row shape every inbox read starts from.
 */
const openProcessTasks = `
  SELECT 'process' AS type, t.id, t.kind, t.priority, t.sender_id, t.received_at, t.due_at,
         t.orange_at, t.red_at, t.read_at, t.managed, p.id AS process_id, p.record_id, p.workflow_id, t.step_id,
         NULL::text AS own_subject
    FROM process_tasks t
    JOIN processes p ON p.tenant_id = t.tenant_id AND p.id = t.process_id
   WHERE t.tenant_id = $1 AND t.assignee_id = $2 AND t.status = ${TaskStatus.inProgress}`;
const openFreeTasks = `
  SELECT 'free'::text, f.id, f.kind, f.priority, f.sender_id, f.received_at, f.due_at,
         f.orange_at, f.red_at, f.read_at, false, NULL::uuid, f.record_id, NULL::uuid, NULL::uuid, f.subject
    FROM free_tasks f
   WHERE f.tenant_id = $1 AND f.assignee_id = $2 AND f.status = ${TaskStatus.inProgress}`;
const openTasks = `${openProcessTasks} UNION ALL ${openFreeTasks}`;

/**
 * The open tasks an unnarrowed page by due date can hold: the first `$n` of each type in index
 * order, so that a person holding thousands joins names to a page's worth, not to all of them.
 */
const firstOpenTasks = (direction: string, count: string) =>
  [openProcessTasks, openFreeTasks]
    .map(
      (branch) =>
        `(SELECT * FROM (${branch}) o ORDER BY o.due_at ${direction}, o.id LIMIT ${count})`,
    )
    .join(' UNION ALL ');

/**
 * A deadline state as of `$now`, as a task's colour reads it (the calendar's deadline marks): of
 * the task's own deadline, or of its record's legal one (`r.legal_`, issue 47).
 */
const deadlineTests: Record<DeadlineState, (now: string, of?: string) => string> = {
  overdue: (now, of = 'o.') => `${of}due_at <= ${now}`,
  due_soon: (now, of = 'o.') => `${of}due_at > ${now} AND ${of}orange_at <= ${now}`,
  on_time: (now, of = 'o.') => `${of}orange_at > ${now}`,
};

/** A person's open tasks of both types as the partial indexes of open tasks alone hold them. */
const openTaskStates = `
  SELECT 'process' AS type, id, due_at, orange_at, read_at
    FROM process_tasks
   WHERE tenant_id = $1 AND assignee_id = $2 AND status = ${TaskStatus.inProgress}
  UNION ALL
  SELECT 'free', id, due_at, orange_at, read_at
    FROM free_tasks
   WHERE tenant_id = $1 AND assignee_id = $2 AND status = ${TaskStatus.inProgress}`;

/**
 * The person's open tasks counted by type, reading and deadline state as of `now`: one aggregate
 * over the partial indexes of open tasks, which hold every column it reads.
 */
export async function openTaskCounters(tx: Sql, tenantId: string, userId: string, now: Date) {
  const [row] = await tx.query<InboxCountersDto>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE o.type = 'free')::int AS free,
            count(*) FILTER (WHERE o.read_at IS NULL)::int AS unread,
            count(*) FILTER (WHERE ${deadlineTests.overdue('$3')})::int AS overdue,
            count(*) FILTER (WHERE ${deadlineTests.due_soon('$3')})::int AS due_soon,
            count(*) FILTER (WHERE ${deadlineTests.on_time('$3')})::int AS on_time
       FROM (${openTaskStates}) o`,
    [tenantId, userId, now],
  );
  return row as InboxCountersDto;
}

/** Every open task the person holds, by type: the ones to give to others before they leave. */
export function openTaskTypes(tx: Sql, tenantId: string, userId: string) {
  return tx.query<{ id: string; type: TaskType }>(
    `SELECT o.id, o.type FROM (${openTaskStates}) o`,
    [tenantId, userId],
  );
}

type Facet = { id: string; name: string; workflow_id: string | null };

/** The workflows, steps and senders of the person's open tasks, each once, by name. */
export async function openTaskFacets(tx: Sql, tenantId: string, userId: string) {
  const rows = await tx.query<Facet & { facet: 'workflow' | 'step' | 'sender' }>(
    `WITH o AS (${openTasks})
     SELECT DISTINCT 'workflow' AS facet, w.id, w.name, NULL::uuid AS workflow_id
       FROM o JOIN workflows w ON w.tenant_id = $1 AND w.id = o.workflow_id
     UNION
     SELECT DISTINCT 'step', s.id, coalesce(s.label, s.name), o.workflow_id
       FROM o JOIN workflow_steps s ON s.tenant_id = $1 AND s.id = o.step_id
     UNION
     SELECT DISTINCT 'sender', u.id, trim(u.first_name || ' ' || u.last_name), NULL::uuid
       FROM o JOIN users u ON u.tenant_id = $1 AND u.id = o.sender_id
     ORDER BY 3, 2`,
    [tenantId, userId],
  );
  const of = (facet: string) => rows.filter((row) => row.facet === facet);
  return { workflows: of('workflow'), steps: of('step'), senders: of('sender') };
}

/** The inbox's narrowing, as SQL reads it: instants already in UTC, numbers split, words folded. */
export type InboxWhere = {
  listKind?: TaskListKindValue;
  numbers?: string[];
  words?: string[];
  workflowId?: string;
  stepId?: string;
  senderId?: string;
  kind?: TaskKindValue;
  priority?: TaskPriorityValue;
  unread?: boolean;
  deadline?: DeadlineState;
  legalDeadline?: DeadlineState;
  /** Only tasks on a PQRS whose legal clock runs. */
  legalClock?: boolean;
  received?: { from: string; to: string };
  due?: { from: string; to: string };
  timeZone: string;
  /** The instant deadline states are read at: the one the page's colours are read at. */
  now: Date;
};

export type InboxRow = {
  id: string;
  type: TaskType;
  kind: TaskKindValue;
  priority: TaskPriorityValue;
  received_at: Date;
  due_at: Date;
  orange_at: Date;
  red_at: Date;
  unread: boolean;
  managed: boolean;
  process_id: string | null;
  record_id: string;
  form_id: string;
  record_number: string;
  subject: string;
  workflow_id: string | null;
  workflow_name: string | null;
  step_id: string | null;
  step_name: string | null;
  batchable: boolean;
  sender_id: string | null;
  sender_name: string | null;
  legal_due_at: Date | null;
  legal_orange_at: Date | null;
  legal_red_at: Date | null;
  /** How many passed the filters in all, when counted. */
  matched?: number;
};

const orderColumns: Record<InboxOrderColumn, string> = {
  due_at: 'o.due_at',
  received_at: 'o.received_at',
  number: 'r.number COLLATE "C"',
  subject: 'subject',
  workflow: 'workflow_name',
  step: 'step_name',
  sender: 'sender_name',
  kind: 'o.kind',
  priority: 'o.priority',
  legal_due_at: 'r.legal_due_at',
};

const listKinds: Record<TaskListKindValue, string> = {
  [TaskListKind.free]: `o.type = 'free'`,
  [TaskListKind.process]: `o.type = 'process'`,
  [TaskListKind.batch]: `o.type = 'process' AND s.data_form_id IS NULL`,
  [TaskListKind.management]: 'o.managed',
};

/** A day range in the person's zone as instants: from its first day's midnight to the last's end. */
const within = (column: string, from: string, to: string, zone: string) =>
  `${column} >= (${from}::date)::timestamp AT TIME ZONE ${zone}
   AND ${column} < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}`;

function conditions(where: InboxWhere, params: unknown[]): string[] {
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tests: string[] = [];
  if (where.listKind) tests.push(listKinds[where.listKind]);
  if (where.numbers?.length) tests.push(`r.number = ANY(${bind(where.numbers)}::text[])`);
  for (const word of where.words ?? []) {
    tests.push(`strpos(fold(coalesce(o.own_subject, r.subject)), ${bind(word)}) > 0`);
  }
  if (where.workflowId) tests.push(`o.workflow_id = ${bind(where.workflowId)}`);
  if (where.stepId) tests.push(`o.step_id = ${bind(where.stepId)}`);
  if (where.senderId) tests.push(`o.sender_id = ${bind(where.senderId)}`);
  if (where.kind) tests.push(`o.kind = ${bind(where.kind)}`);
  if (where.priority) tests.push(`o.priority = ${bind(where.priority)}`);
  if (where.unread !== undefined) tests.push(`(o.read_at IS NULL) = ${bind(where.unread)}`);
  if (where.deadline) tests.push(deadlineTests[where.deadline](bind(where.now)));
  if (where.legalClock) tests.push('r.legal_due_at IS NOT NULL');
  if (where.legalDeadline) {
    tests.push(deadlineTests[where.legalDeadline](bind(where.now), 'r.legal_'));
  }
  const zone = where.received || where.due ? bind(where.timeZone) : '';
  if (where.received) {
    tests.push(within('o.received_at', bind(where.received.from), bind(where.received.to), zone));
  }
  if (where.due) tests.push(within('o.due_at', bind(where.due.from), bind(where.due.to), zone));
  return tests;
}

/** Whether anything narrows the person's open tasks: else they are all, and counted already. */
export function narrows(where: InboxWhere): boolean {
  const { timeZone, now, ...filters } = where;
  return Object.values(filters).some(
    (value) => value !== undefined && !(Array.isArray(value) && value.length === 0),
  );
}

/**
 * One page of the person's open tasks that pass the filters, in the chosen column's order (ties
 * by due date and id, so pages never repeat or skip a row). Narrowed, each row says how many
 * passed in all; unnarrowed, the page is the rows alone, and the counters' total counts them.
 */
export function inboxPage(
  tx: Sql,
  tenantId: string,
  userId: string,
  where: InboxWhere,
  order: { by: InboxOrderColumn; direction: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const params: unknown[] = [tenantId, userId];
  const tests = conditions(where, params);
  const direction = order.direction === 'asc' ? 'ASC' : 'DESC';
  params.push(page.limit, page.offset);
  const source =
    order.by === 'due_at' && !narrows(where)
      ? firstOpenTasks(direction, `$${params.length - 1}::int + $${params.length}::int`)
      : openTasks;
  return tx.query<InboxRow>(
    `SELECT o.id, o.type, o.kind, o.priority, o.received_at, o.due_at, o.orange_at, o.red_at,
            o.read_at IS NULL AS unread,
            o.managed, o.process_id, o.record_id, r.form_id, r.number AS record_number,
            coalesce(o.own_subject, r.subject) AS subject,
            o.workflow_id, w.name AS workflow_name, o.step_id,
            coalesce(s.label, s.name) AS step_name,
            o.type = 'process' AND s.data_form_id IS NULL AS batchable,
            o.sender_id, trim(u.first_name || ' ' || u.last_name) AS sender_name,
            r.legal_due_at, r.legal_orange_at, r.legal_red_at
            ${narrows(where) ? ', count(*) OVER ()::int AS matched' : ''}
       FROM (${source}) o
       JOIN records r ON r.tenant_id = $1 AND r.id = o.record_id
       LEFT JOIN workflows w ON w.tenant_id = $1 AND w.id = o.workflow_id
       LEFT JOIN workflow_steps s ON s.tenant_id = $1 AND s.id = o.step_id
       LEFT JOIN users u ON u.tenant_id = $1 AND u.id = o.sender_id
      ${tests.length ? `WHERE ${tests.join(' AND ')}` : ''}
      ORDER BY ${orderColumns[order.by]} ${direction} NULLS LAST, o.due_at ${direction}, o.id
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
}
