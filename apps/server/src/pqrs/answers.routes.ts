import { pqrsAnswersApi, windowApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import {
  answeringSettings,
  answerOfRecord,
  createTemplate,
  deleteTemplate,
  fillTemplate,
  prepareAnswer,
  saveDraft,
  sealAnswer,
  sendAnswer,
  settleDispatch,
  updateAnswering,
  updateTemplate,
} from './answers.service.ts';
import { pqrsAnswerFile } from './window.service.ts';

export async function pqrsAnswersRoutes(app: FastifyInstance): Promise<void> {
  const api = pqrsAnswersApi;
  route(app, api.answering, ({ work }) => answeringSettings(work));
  route(app, api.updateAnswering, ({ work, body }) => updateAnswering(work, body));
  route(app, api.createTemplate, ({ work, body }) => createTemplate(work, body));
  route(app, api.updateTemplate, ({ work, params, body }) => updateTemplate(work, params.id, body));
  route(app, api.deleteTemplate, ({ work, params }) => deleteTemplate(work, params.id));
  route(app, api.ofRecord, ({ work, params }) => answerOfRecord(work, params.id));
  route(app, api.fill, ({ work, params, body }) => fillTemplate(work, params.id, body));
  route(app, api.saveDraft, ({ work, params, body }) => saveDraft(work, params.id, body));
  route(app, api.prepare, ({ work, params }) => prepareAnswer(work, params.id));
  route(app, api.seal, ({ work, params }) => sealAnswer(work, params.id));
  route(app, api.send, ({ work, params, body }) => sendAnswer(work, params.id, body));
  route(app, api.settleDispatch, ({ work, params, body }) =>
    settleDispatch(work, params.id, params.deliveryId, body),
  );
  route(app, windowApi.answer, async ({ work, params, body, reply }) => {
    const answer = await pqrsAnswerFile(work, params.domain, body);
    return reply
      .type('application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .header('content-disposition', contentDisposition('attachment', `${answer.number}.pdf`))
      .send(answer.stream);
  });
}
