import {
  type DashboardDto,
  dashboardApi,
  UserStatus,
  type UserStatusValue,
} from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../platform/auth.ts';
import { route } from '../platform/routes.ts';
import type { Services } from '../platform/services.ts';
import { can } from '../policies.ts';
import { filingActivity } from '../records/records.service.ts';
import { userCountsByStatus } from '../users/users.service.ts';

/** The company's users by status: for those who may list them (spec §2 dashboard, §6). */
async function userCounts(services: Services, actor: Actor): Promise<DashboardDto['users']> {
  if (!can(actor, 'user.list')) return null;
  const counts = await userCountsByStatus(services, actor);
  const of = (status: UserStatusValue) => counts.get(status) ?? 0;
  return {
    total: [...counts.values()].reduce((sum, count) => sum + count, 0),
    active: of(UserStatus.active),
    locked: of(UserStatus.locked),
    inactive: of(UserStatus.inactive),
    retired: of(UserStatus.retired),
    locked_by_expiry: of(UserStatus.lockedByExpiry),
  };
}

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, dashboardApi.summary, async ({ actor }) => ({
    users: await userCounts(services, actor),
    records: await filingActivity(services, actor),
  }));
}
