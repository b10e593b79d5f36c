import { expedientRecordsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as placements from './expedient-records.service.ts';

export async function expedientRecordsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, expedientRecordsApi.setPath, ({ actor, params, body }) =>
    placements.setExpedientPath(services, actor, params.id, body),
  );
  route(app, expedientRecordsApi.removePath, ({ actor, params }) =>
    placements.removeExpedientPath(services, actor, params.id),
  );
  route(app, expedientRecordsApi.related, ({ actor, params, query }) =>
    placements.relatedRecords(services, actor, params.id, query),
  );
}
