import { tasksApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { deleteTaskView, saveTaskView, taskViews } from './task-views.service.ts';

export async function taskViewsRoutes(app: FastifyInstance): Promise<void> {
  route(app, tasksApi.views, ({ work }) => taskViews(work));
  route(app, tasksApi.saveView, ({ work, body }) => saveTaskView(work, body));
  route(app, tasksApi.deleteView, ({ work, params }) => deleteTaskView(work, params.id));
}
