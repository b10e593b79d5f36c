import { recordsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { formOfRecordsOfRoute } from '../forms/forms.service.ts';
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
  const { services } = app;

  route(app, recordsApi.file, ({ actor, params, body }) =>
    fileRecord(services, actor, params.id, body),
  );
  route(
    app,
    recordsApi.get,
    ({ actor, query, preloaded }) => getRecord(services, actor, preloaded, query),
    formAndRecordOfRoute,
  );
  route(app, recordsApi.edit, ({ actor, params, body }) =>
    editRecord(services, actor, params.formId, params.id, body),
  );
  route(app, recordsApi.cancel, ({ actor, params, body }) =>
    cancelRecord(services, actor, params.id, params.recordId, body),
  );
  route(app, recordsApi.history, ({ actor, params }) =>
    recordHistory(services, actor, params.id, params.recordId),
  );
  route(app, recordsApi.forms, ({ actor }) => recordForms(services, actor));
  route(
    app,
    recordsApi.list,
    ({ actor, query, preloaded }) => listRecords(services, actor, preloaded, query),
    formOfRecordsOfRoute,
  );
  route(
    app,
    recordsApi.searchFilter,
    ({ actor, query, body, preloaded }) => listRecords(services, actor, preloaded, query, body),
    formOfRecordsOfRoute,
  );
  route(
    app,
    recordsApi.byNumber,
    ({ actor, preloaded }) => recordByNumber(actor, preloaded),
    recordWithNumberOfRoute,
  );
  route(app, recordsApi.searchLookup, ({ actor, params, query }) =>
    searchLookupRecords(services, actor, params.id, query),
  );
}
