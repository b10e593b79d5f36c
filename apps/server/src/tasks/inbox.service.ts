import {
  type DeadlineColour,
  type DeadlineState,
  type InboxCountersDto,
  type InboxDto,
  type InboxFacetsDto,
  type InboxFilterInput,
  type InboxQuery,
  type InboxTaskDto,
  searchable,
} from '@custodia/contracts';
import type { z } from 'zod';
import { colourAt } from '../calendar/index.ts';
import type { Work } from '../platform/work.ts';
import { toInboxTaskDto } from './inbox.present.ts';
import * as repo from './inbox.repo.ts';

/** Where a task stands: past due, in the orange or red share of its time, or green. */
export type Standing = { colour: DeadlineColour; deadline: DeadlineState };

/**
 * Each open task's standing at `now`, from its stored deadline marks: the colour of spec §9, and
 * the counter it falls in, which agrees with the colour a person sees and with the SQL counters.
 */
export function standingAt(now: Date) {
  return (task: repo.InboxRow): Standing => {
    const colour = colourAt(task, now);
    const deadline: DeadlineState =
      task.due_at.getTime() <= now.getTime()
        ? 'overdue'
        : colour === 'green'
          ? 'on_time'
          : 'due_soon';
    return { colour, deadline };
  };
}

/** The person's open tasks counted by type, reading and deadline: the menu's and dashboard's. */
export function inboxCounters(work: Work, now = new Date()): Promise<InboxCountersDto> {
  return repo.openTaskCounters(work.tx, work.tenantId, work.actor.userId, now);
}

/**
 * A page of the tasks the person holds (spec §7 Tasks), narrowed and ordered as asked, with the
 * counters of all of them. Only ever the actor's own tasks: the query is scoped by its holder.
 */
async function inboxPage(
  work: Work,
  query: Omit<z.output<typeof InboxFilterInput>, 'time_zone'> & { time_zone?: string | undefined },
): Promise<InboxDto> {
  const now = new Date();
  const { filters } = query;
  const where: repo.InboxWhere = {
    listKind: filters.task_type,
    numbers: filters.numbers,
    words: filters.subject?.split(/\s+/).filter(Boolean).map(searchable),
    workflowId: filters.workflow_id,
    stepId: filters.step_id,
    senderId: filters.sender_id,
    kind: filters.kind,
    priority: filters.priority,
    unread: filters.unread,
    deadline: filters.deadline,
    received: bounded(filters.received),
    due: bounded(filters.due),
    timeZone: query.time_zone ?? work.actor.timeZone,
    now,
  };
  // Asked together: the connection pipelines them, so the page costs no round trip of its own.
  const [counters, rows] = await Promise.all([
    inboxCounters(work, now),
    repo.inboxPage(work.tx, work.tenantId, work.actor.userId, where, query.order, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  ]);
  const count = repo.narrows(where) ? await matchedCount(work, where, query, rows) : counters.total;
  const standing = standingAt(now);
  return {
    items: rows.map((row) => toInboxTaskDto(row, standing(row))),
    count,
    pages: Math.ceil(count / query.per_page),
    page: query.page,
    counters,
    time_zone: work.actor.timeZone,
  };
}

/** How many passed the filters: a page past the last still says, so the screen can go back. */
async function matchedCount(
  work: Work,
  where: repo.InboxWhere,
  query: { order: z.output<typeof InboxFilterInput>['order'] },
  rows: repo.InboxRow[],
): Promise<number> {
  if (rows[0]) return rows[0].matched ?? 0;
  const [first] = await repo.inboxPage(
    work.tx,
    work.tenantId,
    work.actor.userId,
    where,
    query.order,
    { limit: 1, offset: 0 },
  );
  return first?.matched ?? 0;
}

const bounded = (range: { from?: string; to?: string } | undefined) =>
  range?.from && range.to ? { from: range.from, to: range.to } : undefined;

/** The choices the inbox's filters offer: what the person's open tasks hold. */
export async function inboxFacets(work: Work): Promise<InboxFacetsDto> {
  const facets = await repo.openTaskFacets(work.tx, work.tenantId, work.actor.userId);
  const named = ({ id, name }: { id: string; name: string }) => ({ id, name });
  return {
    workflows: facets.workflows.map(named),
    steps: facets.steps.map((step) => ({ ...named(step), workflow_id: step.workflow_id ?? '' })),
    senders: facets.senders.map(named),
  };
}

/** Spec §7 GET /task/: one listing kind, one column's order. */
export function inbox(work: Work, query: z.output<typeof InboxQuery>) {
  return inboxPage(work, {
    page: query.page,
    per_page: query.per_page,
    order: { by: query.order_by, direction: query.order_type },
    filters: { task_type: query.task_type },
  });
}

/** Spec §7 POST /task/filter/: the same with the filters, dates read in the person's zone. */
export function filteredInbox(work: Work, input: z.output<typeof InboxFilterInput>) {
  return inboxPage(work, input);
}

/**
 * The person's open tasks at a glance (the dashboard's): their counters, and the `overdue` tasks
 * longest past due, read as the inbox filtered by that counter and ordered by due date.
 */
export async function tasksAtAGlance(
  work: Work,
  overdue: number,
): Promise<{ counters: InboxCountersDto; overdue: InboxTaskDto[] }> {
  const now = new Date();
  const counters = await inboxCounters(work, now);
  const rows =
    counters.overdue === 0
      ? []
      : await repo.inboxPage(
          work.tx,
          work.tenantId,
          work.actor.userId,
          { deadline: 'overdue', timeZone: work.actor.timeZone, now },
          { by: 'due_at', direction: 'asc' },
          { limit: overdue, offset: 0 },
        );
  const standing = standingAt(now);
  return { counters, overdue: rows.map((row) => toInboxTaskDto(row, standing(row))) };
}
