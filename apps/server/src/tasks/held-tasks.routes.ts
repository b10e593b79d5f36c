import { tasksApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { heldTasks, reassignHeld } from './held-tasks.service.ts';

export async function heldTasksRoutes(app: FastifyInstance): Promise<void> {
  route(app, tasksApi.heldTasks, ({ work, params }) => heldTasks(work, params.id));
  route(app, tasksApi.reassignHeld, ({ work, params, body }) =>
    reassignHeld(work, params.id, body),
  );
}
