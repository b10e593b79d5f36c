import { APP_VERSION, healthApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';

/** For load balancers and monitors: answers only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, healthApi.check, async () => {
    await services.db.query('SELECT 1');
    return { status: 'ok' as const, database: services.db.kind, version: APP_VERSION };
  });
}
