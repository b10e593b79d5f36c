import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** What the dashboard shows so far: user counts by status. Later features add their own blocks. */
export const DashboardDto = z.object({
  users: z.object({
    total: z.number().int(),
    active: z.number().int(),
    locked: z.number().int(),
    inactive: z.number().int(),
    retired: z.number().int(),
    locked_by_expiry: z.number().int(),
  }),
});
export type DashboardDto = z.infer<typeof DashboardDto>;

export const dashboardApi = {
  summary: endpoint({
    method: 'GET',
    path: '/dashboard/summary/',
    tag: 'dashboard',
    status: 200,
    response: DashboardDto,
    // Everyone logged in has a dashboard; the web shows each block by the session's abilities.
    access: { session: true },
  }),
};
