import { processManagementApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  managedProcesses,
  managedTasks,
  managedWorkflows,
  managementPeople,
  reassignManaged,
} from './management.service.ts';

/** Process management (issue 32 point 5): configuration permission 6, checked before each call. */
export async function processManagementRoutes(app: FastifyInstance): Promise<void> {
  route(app, processManagementApi.workflows, ({ work }) => managedWorkflows(work));
  route(app, processManagementApi.people, ({ work, query }) => managementPeople(work, query.name));
  route(app, processManagementApi.processes, ({ work, body }) => managedProcesses(work, body));
  route(app, processManagementApi.tasks, ({ work, body }) => managedTasks(work, body));
  route(app, processManagementApi.reassign, ({ work, body }) => reassignManaged(work, body));
}
