import type { FreeTaskDto, TaskCommentDto } from '@custodia/contracts';
import { colourAt } from '../calendar/index.ts';
import type { FreeTaskSubject } from './free-tasks.policy.ts';
import { type CommentRow, type FreeTaskRow, namedListOf, namedOf } from './free-tasks.repo.ts';

export function freeTaskSubject(row: FreeTaskRow): FreeTaskSubject {
  return {
    status: row.status,
    assignee_id: row.assignee_id,
    original_assignee_id: row.original_assignee_id,
    sender_id: row.sender_id,
    notified_ids: namedListOf(row.notified).map((person) => person.id),
  };
}

/** The task as of `now`: its deadline colour then (none once it is closed). */
export function toFreeTaskDto(row: FreeTaskRow, now: Date): FreeTaskDto {
  return {
    id: row.id,
    type: 'free',
    status: row.status,
    kind: row.kind,
    priority: row.priority,
    subject: row.subject,
    record: { id: row.record_id, form_id: row.form_id, number: row.record_number },
    assignee: namedOf(row.assignee),
    sender: namedOf(row.sender),
    received_at: row.received_at.toISOString(),
    due_at: row.due_at.toISOString(),
    colour: row.closed_at ? null : colourAt(row, now),
    read_at: row.read_at?.toISOString() ?? null,
    closed_at: row.closed_at?.toISOString() ?? null,
    closed_by: row.closed_by_person ? namedOf(row.closed_by_person) : null,
    reason: row.reason,
    linked_files: row.linked_files,
    notified: namedListOf(row.notified),
  };
}

export function toTaskCommentDto(row: CommentRow): TaskCommentDto {
  return {
    id: row.id,
    author: namedOf(row.author),
    comment: row.body,
    created_at: row.created_at.toISOString(),
    step: null,
  };
}
