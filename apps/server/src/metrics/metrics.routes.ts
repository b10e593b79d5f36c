import { metricsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../platform/downloads.ts';
import { route } from '../platform/routes.ts';
import { metricsByForm, metricsByYear, metricsOverview, metricsSheet } from './metrics.service.ts';

/** Metrics (issue 34 point 1): configuration permission 7, checked before each call. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  route(app, metricsApi.overview, ({ work, query }) => metricsOverview(work, query));
  route(app, metricsApi.forms, ({ work, query }) => metricsByForm(work, query));
  route(app, metricsApi.years, ({ work }) => metricsByYear(work));
  route(app, metricsApi.export, async ({ work, query, reply }) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        contentDisposition('attachment', `metrics-${query.table}.xlsx`),
      )
      .send(await metricsSheet(work, query)),
  );
}
