import { workflowsApi } from '@custodia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import { type DiagramUpload, deleteModel, modelByToken, saveModel } from './models.service.ts';
import {
  createWorkflow,
  getWorkflow,
  listWorkflows,
  updateWorkflow,
  workflowFormChoices,
  workflowsToStart,
} from './workflows.service.ts';

/** The parts of spec §7's diagram upload: the file and the size the client says it has. */
async function diagramUpload(request: FastifyRequest): Promise<DiagramUpload> {
  let bytes: Buffer | undefined;
  let size: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.fieldname === 'file') bytes = content;
    } else if (part.fieldname === 'size') {
      size = String(part.value);
    }
  }
  if (!bytes) throw new AppError('validation', { file: 'fieldRequired' });
  if (!size || !/^\d{1,9}$/.test(size)) throw new AppError('validation', { size: 'fieldRequired' });
  return { bytes, size: Number(size) };
}

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
  route(app, workflowsApi.saveModel, ({ actor, params, language, request }) =>
    saveModel(services, actor, params.id, language, () => diagramUpload(request)),
  );
  route(app, workflowsApi.deleteModel, ({ actor, params }) =>
    deleteModel(services, actor, params.id),
  );
  // Versions never change: each save has an address of its own.
  route(app, workflowsApi.model, async ({ params, reply }) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(await modelByToken(services, params.model)),
  );
  route(app, workflowsApi.update, ({ actor, params, body }) =>
    updateWorkflow(services, actor, params.id, body),
  );
}
