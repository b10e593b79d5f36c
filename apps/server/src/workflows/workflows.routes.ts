import { workflowsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  createWorkflow,
  getWorkflow,
  listWorkflows,
  updateWorkflow,
  workflowFormChoices,
  workflowsToStart,
} from './workflows.service.ts';

export async function workflowsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, workflowsApi.list, ({ actor, query }) => listWorkflows(services, actor, query));
  route(app, workflowsApi.create, ({ actor, body }) => createWorkflow(services, actor, body));
  route(app, workflowsApi.formChoices, ({ actor }) => workflowFormChoices(services, actor));
  route(app, workflowsApi.availableToStart, ({ actor }) => workflowsToStart(services, actor));
  route(app, workflowsApi.ofForm, ({ actor, params }) =>
    workflowsToStart(services, actor, params.formId),
  );
  route(app, workflowsApi.get, ({ actor, params }) => getWorkflow(services, actor, params.id));
  route(app, workflowsApi.update, ({ actor, params, body }) =>
    updateWorkflow(services, actor, params.id, body),
  );
}
