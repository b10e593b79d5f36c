import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * What the dashboard shows so far: user counts by status. Later features add their own blocks;
 * a block the reader may not see (the users of a company, for those who may not list them) is null.
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
