import { workflowsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { route } from '../platform/routes.ts';
import type { ReceivedUpload } from '../platform/upload-body.ts';
import { type DiagramUpload, deleteModel, modelByToken, saveModel } from './models.service.ts';
import {
  createWorkflow,
  filingWorkflows,
  getWorkflow,
  listWorkflows,
  updateWorkflow,
  workflowFormChoices,
  workflowsToStart,
} from './workflows.service.ts';

/** The parts of spec §7's diagram upload: the file and the size the client says it has. */
async function diagramUpload(upload: ReceivedUpload): Promise<DiagramUpload> {
  let bytes: Buffer | undefined;
  let size: string | undefined;
  for await (const part of upload.parts()) {
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
  route(app, workflowsApi.list, ({ work, query }) => listWorkflows(work, query));
  route(app, workflowsApi.create, ({ work, body }) => createWorkflow(work, body));
  route(app, workflowsApi.formChoices, ({ work }) => workflowFormChoices(work));
  route(app, workflowsApi.availableToStart, ({ work }) => workflowsToStart(work));
  route(app, workflowsApi.ofForm, ({ work, params }) => workflowsToStart(work, params.formId));
  route(app, workflowsApi.filingChoices, ({ work, params }) =>
    filingWorkflows(work, params.formId),
  );
  route(app, workflowsApi.get, ({ work, params }) => getWorkflow(work, params.id));
  route(app, workflowsApi.saveModel, ({ work, params, upload }) =>
    saveModel(work, params.id, () => diagramUpload(upload)),
  );
  route(app, workflowsApi.deleteModel, ({ work, params }) => deleteModel(work, params.id));
  // Versions never change: each save has an address of its own.
  route(app, workflowsApi.model, async ({ work, params, reply }) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(await modelByToken(work, params.model)),
  );
  route(app, workflowsApi.update, ({ work, params, body }) =>
    updateWorkflow(work, params.id, body),
  );
}
