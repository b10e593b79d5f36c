import { processesApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  addComment,
  completeTask,
  interruptProcess,
  interruptProcessesOfTasks,
  reassignTask,
  returnTask,
  startProcess,
} from './engine.service.ts';
import { toProcessCommentDto } from './processes.present.ts';
import {
  getProcess,
  getTask,
  nextStepsWith,
  outcomeOf,
  processComments,
  processDiagram,
  processesOfRecord,
  processSummary,
  processTask,
  returnChoices,
  startChoices,
} from './processes.service.ts';

export async function processesRoutes(app: FastifyInstance): Promise<void> {
  route(app, processesApi.start, async ({ work, body }) =>
    processSummary(work, await startProcess(work, body)),
  );
  route(app, processesApi.startChoices, ({ work, params }) =>
    startChoices(work, params.workflowId),
  );
  route(app, processesApi.get, ({ work, params }) => getProcess(work, params.id));
  route(app, processesApi.diagram, async ({ work, params, reply }) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(await processDiagram(work, params.id)),
  );
  route(app, processesApi.ofRecord, ({ work, params }) =>
    processesOfRecord(work, params.formId, params.recordId),
  );
  route(app, processesApi.interrupt, async ({ work, params, body }) => {
    await interruptProcess(work, params.id, body.reason);
    return processSummary(work, params.id);
  });
  route(app, processesApi.interruptBatch, async ({ work, body }) => {
    const interrupted = [];
    for (const id of await interruptProcessesOfTasks(work, body.tasks, body.reason)) {
      interrupted.push(await processSummary(work, id));
    }
    return interrupted;
  });
  route(app, processesApi.comments, ({ work, params }) => processComments(work, params.id));
  route(app, processesApi.comment, async ({ work, params, body }) =>
    toProcessCommentDto(await addComment(work, params.id, body)),
  );
  route(app, processesApi.task, ({ work, params }) => getTask(work, params.id));
  route(app, processesApi.complete, async ({ work, params, body }) =>
    outcomeOf(work, await completeTask(work, params.id, body)),
  );
  route(app, processesApi.nextSteps, ({ work, params, body }) =>
    nextStepsWith(work, params.id, body),
  );
  route(app, processesApi.reassign, async ({ work, params, body }) => {
    await reassignTask(work, params.id, body);
    return processTask(work, params.id);
  });
  route(app, processesApi.returnChoices, ({ work, params }) => returnChoices(work, params.id));
  route(app, processesApi.return, async ({ work, params, body }) =>
    outcomeOf(work, await returnTask(work, params.id, body)),
  );
}
