import { freeTasksApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { createFreeTasks, freeTaskPeople, freeTasksOfRecord } from './free-tasks.service.ts';

export async function freeTasksRoutes(app: FastifyInstance): Promise<void> {
  route(app, freeTasksApi.create, ({ work, body }) => createFreeTasks(work, body));
  route(app, freeTasksApi.ofRecord, ({ work, params }) => freeTasksOfRecord(work, params.id));
  route(app, freeTasksApi.people, ({ work, params, query }) =>
    freeTaskPeople(work, params.id, query.name),
  );
}
