import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { InboxCountersDto, InboxTaskDto } from './tasks.ts';

/** Days of filing activity the dashboard charts, today included. */
export const FILING_ACTIVITY_DAYS = 30;

/** How many of the person's overdue tasks, and of their tasks on a PQRS, the dashboard lists. */
export const DASHBOARD_OVERDUE_TASKS = 5;

/**
 * What the dashboard shows: user counts by status, filing in the forms the reader may query, the
 * retention structure the reader may consult, and the reader's own tasks. A block the reader may
 * not see (the users of a company, for those who may not list them) is null.
 */
export const DashboardDto = z.object({
  users: z
    .object({
      total: z.number().int(),
      active: z.number().int(),
      locked: z.number().int(),
      inactive: z.number().int(),
      retired: z.number().int(),
      locked_by_expiry: z.number().int(),
    })
    .nullable(),
  records: z
    .object({
      forms: z.number().int(),
      records: z.number().int(),
      /** One entry a day, oldest first, days without filings at 0, in the company's time zone. */
      per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
    })
    .nullable(),
  /**
   * Spec §2's TRD count, as a person reads it: the series and subseries in force (the TRD's units
   * of retention, where records are kept) that they may consult, every one for admins, for others
   * those at or below a level their roles grant consult on. Null for whom consults no level.
   */
  trd: z.object({ series: z.number().int() }).nullable(),
  /**
   * The reader's own open tasks (spec §2: total, free, due soon, overdue), counted as the task
   * box counts them, the ones longest overdue, oldest due first, and those on a PQRS whose legal
   * clock runs, soonest legal due date first (issue 47). Null for an API account, which holds no
   * tasks.
   */
  tasks: InboxCountersDto.pick({ total: true, free: true, due_soon: true, overdue: true })
    .extend({
      overdue_tasks: z.array(
        InboxTaskDto.pick({
          id: true,
          type: true,
          record: true,
          subject: true,
          step: true,
          due_at: true,
        }),
      ),
      pqrs_tasks: z.array(
        InboxTaskDto.pick({ id: true, type: true, record: true, subject: true, legal_due: true }),
      ),
    })
    .nullable(),
});
export type DashboardDto = z.infer<typeof DashboardDto>;

export const dashboardApi = {
  summary: endpoint({
    method: 'GET',
    path: '/dashboard/summary/',
    tag: 'dashboard',
    status: 200,
    response: DashboardDto,
    // Everyone logged in has a dashboard; each block is filled for those who may see it.
    access: { session: true },
  }),
};
