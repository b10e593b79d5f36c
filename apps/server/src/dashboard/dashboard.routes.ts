import { dashboardApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { dashboardSummary } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, dashboardApi.summary, ({ work }) => dashboardSummary(work));
}
