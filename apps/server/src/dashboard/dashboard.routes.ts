import { dashboardApi, UserStatus, type UserStatusValue } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { userCountsByStatus } from '../users/users.service.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, dashboardApi.summary, async ({ actor }) => {
    const counts = await userCountsByStatus(services, actor);
    const of = (status: UserStatusValue) => counts.get(status) ?? 0;
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
  });
}
