import { taskBatchApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { accomplishBatch, reassignBatch, verifyBatch } from './batch.service.ts';

/** Batch work (issue 32 point 4): each call one transaction over every task selected. */
export async function taskBatchRoutes(app: FastifyInstance): Promise<void> {
  route(app, taskBatchApi.verify, ({ work, body }) => verifyBatch(work, body.tasks));
  route(app, taskBatchApi.accomplish, ({ work, body }) => accomplishBatch(work, body));
  route(app, taskBatchApi.reassign, ({ work, body }) => reassignBatch(work, body));
}
