import { expedientRecordsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as placements from './expedient-records.service.ts';

export async function expedientRecordsRoutes(app: FastifyInstance): Promise<void> {
  route(app, expedientRecordsApi.setPath, ({ work, params, body }) =>
    placements.setExpedientPath(work, params.id, body),
  );
  route(app, expedientRecordsApi.removePath, ({ work, params }) =>
    placements.removeExpedientPath(work, params.id),
  );
  route(app, expedientRecordsApi.related, ({ work, params, query }) =>
    placements.relatedRecords(work, params.id, query),
  );
}
