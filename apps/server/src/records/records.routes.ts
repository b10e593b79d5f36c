import { recordsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { fileRecord, searchLookupRecords } from './records.service.ts';

export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, recordsApi.file, ({ actor, params, body }) =>
    fileRecord(services, actor, params.id, body),
  );
  route(app, recordsApi.searchLookup, ({ actor, params, query }) =>
    searchLookupRecords(services, actor, params.id, query),
  );
}
