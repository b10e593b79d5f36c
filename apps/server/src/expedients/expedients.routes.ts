import { expedientsApi, TrdLevel } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import * as expedients from './expedients.service.ts';

export async function expedientsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, expedientsApi.create, ({ actor, params, body }) =>
    expedients.createExpedient(services, actor, params.backgroundId, body),
  );
  route(app, expedientsApi.update, ({ actor, params, body }) =>
    expedients.updateExpedient(services, actor, params.backgroundId, params.id, body),
  );
  route(app, expedientsApi.close, ({ actor, params }) =>
    expedients.closeExpedient(services, actor, params.id),
  );
  route(app, expedientsApi.createSubdivisions, ({ actor, params, body }) =>
    expedients.createSubdivisions(services, actor, params.backgroundId, body),
  );
  route(app, expedientsApi.updateSubdivision, ({ actor, params, body }) =>
    expedients.renameNode(services, actor, {
      ...params,
      base: body.base_subdivision_uuid,
      levels: [TrdLevel.subdivision],
      name: body.name,
    }),
  );
  route(app, expedientsApi.createDirectories, ({ actor, params, body }) =>
    expedients.createDirectories(services, actor, params.backgroundId, body),
  );
  route(app, expedientsApi.updateDirectory, ({ actor, params, body }) =>
    expedients.renameNode(services, actor, {
      ...params,
      base: body.base_directory_uuid,
      levels: [TrdLevel.directory, TrdLevel.subdirectory],
      name: body.name,
    }),
  );
  route(app, expedientsApi.list, ({ actor, query }) =>
    expedients.consultExpedients(services, actor, query),
  );
  route(app, expedientsApi.due, ({ actor, query }) =>
    expedients.dueExpedients(services, actor, query),
  );
  route(app, expedientsApi.get, ({ actor, params }) =>
    expedients.getExpedient(services, actor, params.id),
  );
  route(app, expedientsApi.files, ({ actor, params }) =>
    expedients.expedientFiles(services, actor, params.id),
  );
  for (const [endpoint, format, type] of [
    [expedientsApi.indexXml, 'xml', 'application/xml; charset=utf-8'],
    [expedientsApi.indexPdf, 'pdf', 'application/pdf'],
  ] as const) {
    route(app, endpoint, async ({ actor, params, language, reply }) => {
      const index = await expedients.expedientIndex(services, actor, params.id, format, language);
      return reply
        .type(type)
        .header(
          'content-disposition',
          contentDisposition('attachment', `indice-${index.number}.${format}`),
        )
        .send(index.body);
    });
  }
  route(app, expedientsApi.fuid, async ({ actor, params, language, reply }) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition('attachment', 'FUID.xlsx'))
      .send(await expedients.seriesFuid(services, actor, params.id, language)),
  );
  route(app, expedientsApi.verify, ({ actor, params }) =>
    expedients.verifyExpedient(services, actor, params.id),
  );
}
