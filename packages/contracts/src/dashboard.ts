import { z } from 'zod';

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
