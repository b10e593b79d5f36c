import { exportsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import { exportableForms, exportFile, listExports, requestExport } from './exports.service.ts';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function exportsRoutes(app: FastifyInstance): Promise<void> {
  route(app, exportsApi.create, ({ work, params, query, body }) =>
    requestExport(work, params.id, { timeZone: query.time_zone, filter: body ?? null }),
  );
  route(app, exportsApi.list, ({ work, query }) => listExports(work, query));
  route(app, exportsApi.forms, ({ work }) => exportableForms(work));
  route(app, exportsApi.download, async ({ work, params, reply }) => {
    const file = await exportFile(work, params.id);
    return reply
      .type(xlsx)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition('attachment', file.name))
      .header('content-length', file.size)
      .send(file.stream);
  });
}
