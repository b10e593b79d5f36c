import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Days of filing activity the dashboard charts, today included. */
export const FILING_ACTIVITY_DAYS = 30;

/**
 * What the dashboard shows: user counts by status, filing in the forms the reader may query, and
 * the retention structure the reader may consult. A block the reader may not see (the users of a
 * company, for those who may not list them) is null.
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
