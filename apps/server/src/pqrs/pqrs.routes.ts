import { pqrsApi, windowApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import {
  createPqrsType,
  getPqrsNotices,
  getPqrsSettings,
  updatePqrsNotices,
  updatePqrsSettings,
  updatePqrsType,
} from './pqrs.service.ts';
import { askCompletion, extendPqrs, pqrsOfRecord, remitPqrs } from './requests.service.ts';
import {
  addToPqrs,
  completePqrs,
  fileFromWindow,
  openWindow,
  pqrsReceipt,
  trackPqrs,
  withdrawPqrs,
} from './window.service.ts';

export async function pqrsRoutes(app: FastifyInstance): Promise<void> {
  route(app, pqrsApi.settings, ({ work }) => getPqrsSettings(work));
  route(app, pqrsApi.updateSettings, ({ work, body }) => updatePqrsSettings(work, body));
  route(app, pqrsApi.notices, ({ work }) => getPqrsNotices(work));
  route(app, pqrsApi.updateNotices, ({ work, body }) => updatePqrsNotices(work, body));
  route(app, pqrsApi.createType, ({ work, body }) => createPqrsType(work, body));
  route(app, pqrsApi.updateType, ({ work, params, body }) => updatePqrsType(work, params.id, body));
  route(app, pqrsApi.ofRecord, ({ work, params }) => pqrsOfRecord(work, params.id));
  route(app, pqrsApi.extend, ({ work, params, body }) => extendPqrs(work, params.id, body));
  route(app, pqrsApi.askCompletion, ({ work, params, body }) =>
    askCompletion(work, params.id, body),
  );
  route(app, pqrsApi.remit, ({ work, params, body }) => remitPqrs(work, params.id, body));
  route(app, windowApi.complete, ({ work, params, body }) =>
    completePqrs(work, params.domain, body),
  );
  route(app, windowApi.withdraw, ({ work, params, body }) =>
    withdrawPqrs(work, params.domain, body),
  );
  route(app, windowApi.open, ({ work, params }) => openWindow(work, params.domain));
  route(app, windowApi.file, ({ work, params, body }) => fileFromWindow(work, params.domain, body));
  route(app, windowApi.track, ({ work, params, body }) => trackPqrs(work, params.domain, body));
  route(app, windowApi.add, ({ work, params, upload }) => addToPqrs(work, params, upload));
  route(app, windowApi.receipt, async ({ work, params, body, reply }) => {
    const receipt = await pqrsReceipt(work, params.domain, body);
    return reply
      .type('application/pdf')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'no-store')
      .header('content-disposition', contentDisposition('inline', `${receipt.number}.pdf`))
      .send(receipt.stream);
  });
}
