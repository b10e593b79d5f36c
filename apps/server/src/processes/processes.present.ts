import {
  type ProcessCommentDto,
  type ProcessEventDto,
  type ProcessSummaryDto,
  type ProcessTaskDto,
  type StepStateDto,
  TaskStatus,
} from '@custodia/contracts';
import { colourAt } from '../calendar/index.ts';
import type { VersionGraph } from '../workflows/index.ts';
import {
  type CommentRow,
  currentTasks,
  type EventRow,
  namedOf,
  type ProcessRow,
  type TaskRow,
} from './processes.repo.ts';

/** What names a process wherever it is shown: its number, workflow and record. */
export function processRefOf(
  row: Pick<ProcessRow, 'workflow_id' | 'workflow_name' | 'record_id' | 'form_id'> &
    Pick<ProcessRow, 'record_number' | 'record_subject'>,
) {
  return {
    workflow: { id: row.workflow_id, name: row.workflow_name },
    record: {
      id: row.record_id,
      form_id: row.form_id,
      number: row.record_number,
      subject: row.record_subject,
    },
  };
}

export function toProcessSummaryDto(row: ProcessRow): ProcessSummaryDto {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    ...processRefOf(row),
    responsible: { id: row.started_by, name: row.responsible_name },
    started_at: row.started_at.toISOString(),
    ended_at: row.ended_at?.toISOString() ?? null,
    current: currentTasks(row),
  };
}

/** The task as of `now`: its deadline colour then (spec §9); a closed task has none. */
export function toProcessTaskDto(row: TaskRow, now: Date): ProcessTaskDto {
  const open = row.status === TaskStatus.inProgress;
  return {
    id: row.id,
    step: { id: row.step_id, element_id: row.element_id, name: row.step_name },
    status: row.status,
    kind: row.kind,
    priority: row.priority,
    assignee: namedOf(row.assignee),
    sender: row.sender ? namedOf(row.sender) : null,
    received_at: row.received_at.toISOString(),
    due_at: row.due_at.toISOString(),
    colour: open ? colourAt(row, now) : null,
    closed_at: row.closed_at?.toISOString() ?? null,
    closed_by: row.closed_by ? namedOf(row.closed_by) : null,
    reason: row.reason,
  };
}

export function toProcessEventDto(row: EventRow): ProcessEventDto {
  return {
    id: row.id,
    kind: row.kind as ProcessEventDto['kind'],
    at: row.at.toISOString(),
    actor: row.actor ? namedOf(row.actor) : null,
    task_id: row.task_id,
    step: row.step,
    detail: row.detail,
  };
}

export function toProcessCommentDto(row: CommentRow): ProcessCommentDto {
  return {
    id: row.id,
    task_id: row.task_id,
    step: row.step,
    author: namedOf(row.author),
    comment: row.body,
    created_at: row.created_at.toISOString(),
  };
}

/** Events that mean the process passed an element: what the live map counts on each step. */
const passings = new Set(['started', 'task_created', 'mail_queued', 'gateway_passed', 'completed']);

/**
 * The live map (issue 31 point 5): each element of the version, how often the process passed it,
 * and, where a task waits now, on whom and how urgently.
 */
export function stepStates(
  graph: VersionGraph,
  tasks: readonly TaskRow[],
  events: readonly { kind: string; step_id: string | null }[],
  now: Date,
): StepStateDto[] {
  return [...graph.nodes.values()].map((node) => {
    const visits = events.filter(
      (event) => event.step_id === node.step_id && passings.has(event.kind),
    ).length;
    const waiting = tasks.find(
      (task) => task.step_id === node.step_id && task.status === TaskStatus.inProgress,
    );
    return {
      element_id: node.element_id,
      visits,
      state: waiting ? 'active' : visits > 0 ? 'done' : 'none',
      assignee: waiting ? namedOf(waiting.assignee).name : null,
      colour: waiting ? colourAt(waiting, now) : null,
    };
  });
}
