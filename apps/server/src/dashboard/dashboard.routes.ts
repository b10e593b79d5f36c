import { apiPaths, DashboardDto, UserStatus } from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../platform/services.ts';
import { countUsersByStatus } from '../users/users.repo.ts';

export const dashboardRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.dashboard,
      { schema: { tags: ['dashboard'], response: { 200: DashboardDto } } },
      async (request) => {
        const { tenantId } = request.actor;
        const counts = await services.inTenant(tenantId, (tx) => countUsersByStatus(tx, tenantId));
        const of = (status: number) => counts.get(status as never) ?? 0;
        return {
          users: {
            total: [...counts.values()].reduce((sum, count) => sum + count, 0),
            active: of(UserStatus.active),
            locked: of(UserStatus.locked),
            inactive: of(UserStatus.inactive),
            retired: of(UserStatus.retired),
            locked_by_expiry: of(UserStatus.lockedByExpiry),
          },
        };
      },
    );
  };
