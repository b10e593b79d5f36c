import {
  apiPaths,
  FileRecordBody,
  IdParams,
  LookupRecordsDto,
  LookupRecordsQuery,
  RecordDto,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import * as records from './records.service.ts';

const tags = ['records'];

export const recordsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      apiPaths.formRecords,
      { schema: { tags, params: IdParams, body: FileRecordBody, response: { 201: RecordDto } } },
      (request, reply) =>
        created(
          reply,
          records.fileRecord(services, request.actor, request.params.id, request.body),
        ),
    );

    app.get(
      apiPaths.formLookupToRecord,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: LookupRecordsQuery,
          response: { 200: LookupRecordsDto },
        },
      },
      (request) =>
        records.searchLookupRecords(services, request.actor, request.params.id, request.query),
    );
  };
