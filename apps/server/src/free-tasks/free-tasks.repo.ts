import {
  FreeTaskStatus,
  type FreeTaskStatusValue,
  type LinkedFiles,
  type TaskKindValue,
  type TaskPriorityValue,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { namedPerson, parsedJson, personName } from '../platform/sql.ts';

type Named = { id: string; name: string };

const named = namedPerson;

export type FreeTaskRow = {
  id: string;
  form_id: string;
  record_id: string;
  record_number: string;
  record_subject: string;
  subject: string;
  status: FreeTaskStatusValue;
  kind: 1 | 4 | 5;
  priority: TaskPriorityValue;
  assignee_id: string;
  original_assignee_id: string;
  sender_id: string;
  assignee: Named | string;
  sender: Named | string;
  closed_by_person: Named | string | null;
  received_at: Date;
  due_at: Date;
  orange_at: Date;
  red_at: Date;
  read_at: Date | null;
  closed_at: Date | null;
  reason: string | null;
  linked_files: LinkedFiles;
  notified: Named[] | string;
};

const taskSelect = `SELECT t.*, r.number AS record_number, r.subject AS record_subject,
    ${named('a')} AS assignee, ${named('s')} AS sender, ${named('c')} AS closed_by_person,
    (SELECT coalesce(json_agg(json_build_object('id', nu.id, 'name', ${personName('nu')})
                              ORDER BY ${personName('nu')}), '[]')
       FROM free_task_notified n
       JOIN users nu ON nu.tenant_id = n.tenant_id AND nu.id = n.user_id
      WHERE n.tenant_id = t.tenant_id AND n.task_id = t.id) AS notified
  FROM free_tasks t
  JOIN records r ON r.tenant_id = t.tenant_id AND r.id = t.record_id
  JOIN users a ON a.tenant_id = t.tenant_id AND a.id = t.assignee_id
  JOIN users s ON s.tenant_id = t.tenant_id AND s.id = t.sender_id
  LEFT JOIN users c ON c.tenant_id = t.tenant_id AND c.id = t.closed_by`;

export const namedOf = (value: Named | string) => parsedJson<Named>(value);
export const namedListOf = (value: Named[] | string) => parsedJson<Named[]>(value);

/** A free task; locked when it is about to change, so two changes of it never cross. */
export async function findTask(
  tx: Sql,
  tenantId: string,
  id: string,
  lock = false,
): Promise<FreeTaskRow | undefined> {
  if (lock) {
    await tx.query('SELECT 1 FROM free_tasks WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [
      tenantId,
      id,
    ]);
  }
  const [row] = await tx.query<FreeTaskRow>(`${taskSelect} WHERE t.tenant_id = $1 AND t.id = $2`, [
    tenantId,
    id,
  ]);
  return row;
}

export async function isFreeTask(tx: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM free_tasks WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
  ]);
  return rows.length > 0;
}

export function tasksOfRecord(tx: Sql, tenantId: string, recordId: string) {
  return tx.query<FreeTaskRow>(
    `${taskSelect} WHERE t.tenant_id = $1 AND t.record_id = $2 ORDER BY t.received_at DESC, t.id`,
    [tenantId, recordId],
  );
}

export function tasksByIds(tx: Sql, tenantId: string, ids: readonly string[]) {
  return tx.query<FreeTaskRow>(
    `${taskSelect} WHERE t.tenant_id = $1 AND t.id = ANY($2::uuid[]) ORDER BY ${personName('a')}`,
    [tenantId, ids],
  );
}

/** The form a record is filed in, for the addresses that name the record alone. */
export async function formOfRecord(
  tx: Sql,
  tenantId: string,
  recordId: string,
): Promise<string | undefined> {
  const [row] = await tx.query<{ form_id: string }>(
    'SELECT form_id FROM records WHERE tenant_id = $1 AND id = $2',
    [tenantId, recordId],
  );
  return row?.form_id;
}

export type NewFreeTask = {
  form_id: string;
  record_id: string;
  subject: string;
  priority: TaskPriorityValue;
  sender_id: string;
  received_at: Date;
  due_at: Date;
  /** When its colour turns orange and red (the calendar's deadline marks). */
  orange_at: Date;
  red_at: Date;
  linked_files: LinkedFiles;
  notified: readonly string[];
  comment: string | undefined;
};

/** One task for each assignee, with its people told and its first comment, in one statement. */
export async function insertTasks(
  tx: Sql,
  tenantId: string,
  task: NewFreeTask,
  assignees: readonly string[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO free_tasks (tenant_id, form_id, record_id, subject, priority, assignee_id,
                               original_assignee_id, sender_id, received_at, due_at, orange_at,
                               red_at, linked_files)
       SELECT $1, $2, $3, $4, $5, assignee, assignee, $6, $7, $8, $9, $10, $11
         FROM unnest($12::uuid[]) AS assignee
       RETURNING id),
     told AS (
       INSERT INTO free_task_notified (tenant_id, task_id, user_id)
       SELECT $1, added.id, person FROM added, unnest($13::uuid[]) AS person),
     commented AS (
       INSERT INTO free_task_comments (tenant_id, task_id, author_id, body)
       SELECT $1, added.id, $6, $14 FROM added WHERE $14::text IS NOT NULL)
     SELECT id FROM added`,
    [
      tenantId,
      task.form_id,
      task.record_id,
      task.subject,
      task.priority,
      task.sender_id,
      task.received_at,
      task.due_at,
      task.orange_at,
      task.red_at,
      task.linked_files,
      assignees,
      task.notified,
      task.comment ?? null,
    ],
  );
  return rows.map((row) => row.id);
}

/** Marks it read by its holder; answers when. */
export async function markRead(tx: Sql, tenantId: string, id: string): Promise<Date> {
  const [row] = await tx.query<{ read_at: Date }>(
    'UPDATE free_tasks SET read_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING read_at',
    [tenantId, id],
  );
  return (row as { read_at: Date }).read_at;
}

export async function completeTask(tx: Sql, tenantId: string, id: string, by: string) {
  await tx.query(
    `UPDATE free_tasks SET status = ${FreeTaskStatus.completed}, closed_at = now(), closed_by = $3
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, by],
  );
}

export async function reassignTask(
  tx: Sql,
  tenantId: string,
  id: string,
  change: { assignee_id: string; kind: TaskKindValue; reason: string },
): Promise<void> {
  await tx.query(
    `UPDATE free_tasks SET assignee_id = $3, kind = $4, reason = $5, read_at = NULL
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, change.assignee_id, change.kind, change.reason],
  );
}

export type CommentRow = {
  id: string;
  author: Named | string;
  body: string;
  created_at: Date;
};

const commentSelect = `SELECT c.id, c.body, c.created_at, ${named('u')} AS author
  FROM free_task_comments c JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.author_id`;

export function commentsOf(tx: Sql, tenantId: string, taskId: string) {
  return tx.query<CommentRow>(
    `${commentSelect} WHERE c.tenant_id = $1 AND c.task_id = $2 ORDER BY c.created_at, c.id`,
    [tenantId, taskId],
  );
}

export async function insertComment(
  tx: Sql,
  tenantId: string,
  comment: { task_id: string; author_id: string; body: string },
): Promise<CommentRow> {
  const [row] = await tx.query<CommentRow>(
    `WITH added AS (
       INSERT INTO free_task_comments (tenant_id, task_id, author_id, body)
       VALUES ($1, $2, $3, $4) RETURNING *)
     ${commentSelect.replace('FROM free_task_comments c', 'FROM added c')}`,
    [tenantId, comment.task_id, comment.author_id, comment.body],
  );
  return row as CommentRow;
}

const filesShown: Record<Exclude<LinkedFiles, 'none'>, number | null> = {
  last1: 1,
  last2: 2,
  last3: 3,
  last4: 4,
  all: null,
};

/** The record's files that go with a task, newest first: the last few, all, or none. */
export async function linkedFiles(
  tx: Sql,
  tenantId: string,
  recordId: string,
  option: LinkedFiles,
): Promise<{ id: string; name: string; subject: string }[]> {
  if (option === 'none') return [];
  return tx.query(
    `SELECT id, name, subject FROM record_files
      WHERE tenant_id = $1 AND record_id = $2 AND trashed_at IS NULL
      ORDER BY created_at DESC, id LIMIT $3`,
    [tenantId, recordId, filesShown[option]],
  );
}
