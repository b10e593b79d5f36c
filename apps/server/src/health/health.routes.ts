import { APP_VERSION, apiPaths, HealthDto } from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services.ts';

/** For load balancers and monitors: answers only when the database answers. */
export const healthRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.health,
      { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthDto } } },
      async () => {
        await services.db.query('SELECT 1');
        return { status: 'ok' as const, database: services.db.kind, version: APP_VERSION };
      },
    );
  };
