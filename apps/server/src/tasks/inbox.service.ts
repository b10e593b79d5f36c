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
import { colouringNow } from '../calendar/index.ts';
import type { Work } from '../platform/work.ts';
import { toInboxTaskDto } from './inbox.present.ts';
import * as repo from './inbox.repo.ts';

/** Where a task stands: past due, in the orange or red share of its time, or green. */
export type Standing = { colour: DeadlineColour; deadline: DeadlineState };

/**
 * Reads each open task's standing on the company's calendar as of now: the colour the spec's
 * thresholds give (§9), and the counter it falls in, which agrees with the colour a person sees.
 */
async function standingReader(work: Work, now = new Date()) {
  const colourOf = await colouringNow(work, now);
  return (task: { received_at: Date; due_at: Date }): Standing => {
    const colour = colourOf(task);
    const deadline: DeadlineState =
      task.due_at.getTime() <= now.getTime()
        ? 'overdue'
        : colour === 'green'
          ? 'on_time'
          : 'due_soon';
    return { colour, deadline };
  };
}

function countersOf(marks: readonly (repo.OpenTaskMark & Standing)[]): InboxCountersDto {
  const count = (test: (mark: repo.OpenTaskMark & Standing) => boolean) =>
    marks.filter(test).length;
  return {
    total: marks.length,
    free: count((mark) => mark.type === 'free'),
    unread: count((mark) => mark.unread),
    overdue: count((mark) => mark.deadline === 'overdue'),
    due_soon: count((mark) => mark.deadline === 'due_soon'),
    on_time: count((mark) => mark.deadline === 'on_time'),
  };
}

async function standingMarks(work: Work) {
  const standing = await standingReader(work);
  const marks = await repo.openTaskMarks(work.tx, work.tenantId, work.actor.userId);
  return { standing, marks: marks.map((mark) => ({ ...mark, ...standing(mark) })) };
}

/** The person's open tasks counted by type, reading and deadline: the menu's and dashboard's. */
export async function inboxCounters(work: Work): Promise<InboxCountersDto> {
  return countersOf((await standingMarks(work)).marks);
}

/**
 * A page of the tasks the person holds (spec §7 Tasks), narrowed and ordered as asked, with the
 * counters of all of them. Only ever the actor's own tasks: the query is scoped by its holder.
 */
async function inboxPage(
  work: Work,
  query: Omit<z.output<typeof InboxFilterInput>, 'time_zone'> & { time_zone?: string | undefined },
): Promise<InboxDto> {
  const { standing, marks } = await standingMarks(work);
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
    ids: filters.deadline
      ? marks.filter((mark) => mark.deadline === filters.deadline).map((mark) => mark.id)
      : undefined,
    received: bounded(filters.received),
    due: bounded(filters.due),
    timeZone: query.time_zone ?? work.actor.timeZone,
  };
  const rows = await repo.inboxPage(work.tx, work.tenantId, work.actor.userId, where, query.order, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const count = repo.narrows(where) ? await matchedCount(work, where, query, rows) : marks.length;
  return {
    items: rows.map((row) => toInboxTaskDto(row, standing(row))),
    count,
    pages: Math.ceil(count / query.per_page),
    page: query.page,
    counters: countersOf(marks),
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
  const { standing, marks } = await standingMarks(work);
  const ids = marks.filter((mark) => mark.deadline === 'overdue').map((mark) => mark.id);
  const rows =
    ids.length === 0
      ? []
      : await repo.inboxPage(
          work.tx,
          work.tenantId,
          work.actor.userId,
          { ids, timeZone: work.actor.timeZone },
          { by: 'due_at', direction: 'asc' },
          { limit: overdue, offset: 0 },
        );
  return {
    counters: countersOf(marks),
    overdue: rows.map((row) => toInboxTaskDto(row, standing(row))),
  };
}
