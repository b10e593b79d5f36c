import { APP_VERSION, healthApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { pingDatabase } from './health.repo.ts';

/** For load balancers and monitors: answers only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, healthApi.check, async ({ work }) => {
    await pingDatabase(work.tx);
    return { status: 'ok' as const, database: work.platform.db.kind, version: APP_VERSION };
  });
}
