import {
  type DeadlineColour,
  type DeadlineState,
  type InboxCountersDto,
  type InboxDto,
  type InboxFacetsDto,
  type InboxFilterInput,
  type InboxOrderColumn,
  type InboxQuery,
  type InboxTaskDto,
  searchable,
  type tasksApi,
} from '@custodia/contracts';
import type { z } from 'zod';
import { colourAt, type DeadlineMarks } from '../calendar/index.ts';
import type { KeptHolder } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import type { PreloadRequest } from '../platform/routes.ts';
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
  return (task: DeadlineMarks): Standing => {
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

type PageQuery = Omit<z.output<typeof InboxFilterInput>, 'time_zone'> & {
  time_zone?: string | undefined;
};

/** A page's rows and the counters of all the holder's open tasks, read at `where.now`. */
type InboxRead = {
  holder: KeptHolder;
  where: repo.InboxWhere;
  counters: InboxCountersDto;
  rows: repo.InboxRow[];
};

/** The page and the counters, asked together: the connection pipelines them. */
async function readInbox(
  tx: Sql,
  tenantId: string,
  holder: KeptHolder,
  query: PageQuery,
  now: Date,
): Promise<InboxRead> {
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
    legalDeadline: filters.legal_deadline,
    received: bounded(filters.received),
    due: bounded(filters.due),
    timeZone: query.time_zone ?? holder.timeZone,
    now,
  };
  const [counters, rows] = await Promise.all([
    repo.openTaskCounters(tx, tenantId, holder.userId, now),
    repo.inboxPage(tx, tenantId, holder.userId, where, query.order, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
  ]);
  return { holder, where, counters, rows };
}

/**
 * A page of the tasks the person holds (spec §7 Tasks), narrowed and ordered as asked, with the
 * counters of all of them. Only ever the actor's own tasks: the query is scoped by its holder.
 * What the route's preload read for the session's kept holder is used when that holder is the
 * actor as the session now stands.
 */
async function inboxPage(
  work: Work,
  query: PageQuery,
  preloaded?: Promise<InboxRead | undefined>,
): Promise<InboxDto> {
  const { actor } = work;
  const early = await preloaded;
  const read =
    early?.holder.userId === actor.userId && early.holder.timeZone === actor.timeZone
      ? early
      : await readInbox(work.tx, work.tenantId, actor, query, new Date());
  const { where, counters, rows } = read;
  const count = repo.narrows(where) ? await matchedCount(work, where, query, rows) : counters.total;
  const standing = standingAt(where.now);
  return {
    items: rows.map((row) => toInboxTaskDto(row, standing)),
    count,
    pages: Math.ceil(count / query.per_page),
    page: query.page,
    counters,
    time_zone: actor.timeZone,
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

const pageOfInbox = (query: z.output<typeof InboxQuery>): PageQuery => ({
  page: query.page,
  per_page: query.per_page,
  order: { by: query.order_by, direction: query.order_type },
  filters: { task_type: query.task_type },
});

/**
 * The inbox page a GET /task/ reads with the session, for the holder an earlier request of the
 * session kept (a route's preload, platform/routes.ts): the box as it opens costs no round trip
 * of its own. Nothing is read for a session not kept yet.
 */
export const inboxOfRoute = async (
  tx: Sql,
  tenantId: string,
  { query, holder }: PreloadRequest<typeof tasksApi.inbox>,
): Promise<InboxRead | undefined> =>
  holder && readInbox(tx, tenantId, holder, pageOfInbox(query), new Date());

/** Spec §7 GET /task/: one listing kind, one column's order. */
export function inbox(
  work: Work,
  query: z.output<typeof InboxQuery>,
  preloaded: Promise<InboxRead | undefined>,
) {
  return inboxPage(work, pageOfInbox(query), preloaded);
}

/** Spec §7 POST /task/filter/: the same with the filters, dates read in the person's zone. */
export function filteredInbox(work: Work, input: z.output<typeof InboxFilterInput>) {
  return inboxPage(work, input);
}

/**
 * The person's open tasks at a glance (the dashboard's): their counters, the `listed` tasks
 * longest past due, read as the inbox filtered by that counter and ordered by due date, and the
 * `listed` tasks on a PQRS whose legal due date comes first (issue 47).
 */
export async function tasksAtAGlance(
  work: Work,
  listed: number,
): Promise<{ counters: InboxCountersDto; overdue: InboxTaskDto[]; pqrs: InboxTaskDto[] }> {
  const now = new Date();
  const counters = await inboxCounters(work, now);
  const first = (where: Partial<repo.InboxWhere>, by: InboxOrderColumn) =>
    repo.inboxPage(
      work.tx,
      work.tenantId,
      work.actor.userId,
      { ...where, timeZone: work.actor.timeZone, now },
      { by, direction: 'asc' },
      { limit: listed, offset: 0 },
    );
  const overdue = counters.overdue === 0 ? [] : await first({ deadline: 'overdue' }, 'due_at');
  const pqrs = counters.total === 0 ? [] : await first({ legalClock: true }, 'legal_due_at');
  const standing = standingAt(now);
  return {
    counters,
    overdue: overdue.map((row) => toInboxTaskDto(row, standing)),
    pqrs: pqrs.map((row) => toInboxTaskDto(row, standing)),
  };
}
