import { expedientsApi, TrdLevel } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import * as expedients from './expedients.service.ts';

export async function expedientsRoutes(app: FastifyInstance): Promise<void> {
  route(app, expedientsApi.create, ({ work, params, body }) =>
    expedients.createExpedient(work, params.backgroundId, body),
  );
  route(app, expedientsApi.update, ({ work, params, body }) =>
    expedients.updateExpedient(work, params.backgroundId, params.id, body),
  );
  route(app, expedientsApi.close, ({ work, params }) => expedients.closeExpedient(work, params.id));
  route(app, expedientsApi.createSubdivisions, ({ work, params, body }) =>
    expedients.createSubdivisions(work, params.backgroundId, body),
  );
  route(app, expedientsApi.updateSubdivision, ({ work, params, body }) =>
    expedients.renameNode(work, {
      ...params,
      base: body.base_subdivision_uuid,
      levels: [TrdLevel.subdivision],
      name: body.name,
    }),
  );
  route(app, expedientsApi.createDirectories, ({ work, params, body }) =>
    expedients.createDirectories(work, params.backgroundId, body),
  );
  route(app, expedientsApi.updateDirectory, ({ work, params, body }) =>
    expedients.renameNode(work, {
      ...params,
      base: body.base_directory_uuid,
      levels: [TrdLevel.directory, TrdLevel.subdirectory],
      name: body.name,
    }),
  );
  route(app, expedientsApi.list, ({ work, query }) => expedients.consultExpedients(work, query));
  route(app, expedientsApi.due, ({ work, query }) => expedients.dueExpedients(work, query));
  route(app, expedientsApi.get, ({ work, params }) => expedients.getExpedient(work, params.id));
  route(app, expedientsApi.files, ({ work, params }) => expedients.expedientFiles(work, params.id));
  for (const [endpoint, format, type] of [
    [expedientsApi.indexXml, 'xml', 'application/xml; charset=utf-8'],
    [expedientsApi.indexPdf, 'pdf', 'application/pdf'],
  ] as const) {
    route(app, endpoint, async ({ work, params, reply }) => {
      const index = await expedients.expedientIndex(work, params.id, format);
      return reply
        .type(type)
        .header(
          'content-disposition',
          contentDisposition('attachment', `indice-${index.number}.${format}`),
        )
        .send(index.body);
    });
  }
  route(app, expedientsApi.fuid, async ({ work, params, reply }) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', 'FUID.xlsx'))
      .send(await expedients.seriesFuid(work, params.id)),
  );
  route(app, expedientsApi.verify, ({ work, params }) =>
    expedients.verifyExpedient(work, params.id),
  );
}
