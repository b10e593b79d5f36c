import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const HealthDto = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgresql']),
  version: z.string(),
});
export type HealthDto = z.infer<typeof HealthDto>;

export const healthApi = {
  /** For load balancers and monitors: answers only when the database answers. */
  check: endpoint({
    method: 'GET',
    path: '/health/',
    tag: 'health',
    status: 200,
    response: HealthDto,
    access: { public: true },
  }),
};
