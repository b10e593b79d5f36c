import { exportsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import { exportableForms, exportFile, listExports, requestExport } from './exports.service.ts';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function exportsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, exportsApi.create, ({ actor, params, query, body, language }) =>
    requestExport(services, actor, params.id, {
      timeZone: query.time_zone,
      language,
      filter: body ?? null,
    }),
  );
  route(app, exportsApi.list, ({ actor, query }) => listExports(services, actor, query));
  route(app, exportsApi.forms, ({ actor }) => exportableForms(services, actor));
  route(app, exportsApi.download, async ({ actor, params, reply }) => {
    const file = await exportFile(services, actor, params.id);
    return reply
      .type(xlsx)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('attachment', file.name))
      .header('content-length', file.size)
      .send(file.stream);
  });
}
