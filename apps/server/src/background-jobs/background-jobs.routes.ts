import { backgroundJobsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { listFailedJobs, retryJob } from './background-jobs.service.ts';

export async function backgroundJobsRoutes(app: FastifyInstance): Promise<void> {
  route(app, backgroundJobsApi.failed, ({ work, query }) => listFailedJobs(work, query));
  route(app, backgroundJobsApi.retry, ({ work, params }) => retryJob(work, params.id));
}
