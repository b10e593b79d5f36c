import { recordsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { formOfRecordsOfRoute } from '../forms/index.ts';
import { route } from '../platform/routes.ts';
import { recordHistory } from './history.service.ts';
import {
  listRecords,
  recordByNumber,
  recordForms,
  recordWithNumberOfRoute,
} from './record-lists.service.ts';
import {
  cancelRecord,
  editRecord,
  fileRecord,
  formAndRecordOfRoute,
  getRecord,
  searchLookupRecords,
} from './records.service.ts';

export async function recordsRoutes(app: FastifyInstance): Promise<void> {
  route(app, recordsApi.file, ({ work, params, body }) => fileRecord(work, params.id, body));
  route(
    app,
    recordsApi.get,
    ({ work, query, preloaded }) => getRecord(work, preloaded, query),
    formAndRecordOfRoute,
  );
  route(app, recordsApi.edit, ({ work, params, body }) =>
    editRecord(work, params.formId, params.id, body),
  );
  route(app, recordsApi.cancel, ({ work, params, body }) =>
    cancelRecord(work, params.id, params.recordId, body),
  );
  route(app, recordsApi.history, ({ work, params }) =>
    recordHistory(work, params.id, params.recordId),
  );
  route(app, recordsApi.forms, ({ work }) => recordForms(work));
  route(
    app,
    recordsApi.list,
    ({ work, query, preloaded }) => listRecords(work, preloaded, query),
    formOfRecordsOfRoute,
  );
  route(
    app,
    recordsApi.searchFilter,
    ({ work, query, body, preloaded }) => listRecords(work, preloaded, query, body),
    formOfRecordsOfRoute,
  );
  route(
    app,
    recordsApi.byNumber,
    ({ work, preloaded }) => recordByNumber(work, preloaded),
    recordWithNumberOfRoute,
  );
  route(app, recordsApi.searchLookup, ({ work, params, query }) =>
    searchLookupRecords(work, params.id, query),
  );
}
