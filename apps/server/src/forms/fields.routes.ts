import { fieldsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  createField,
  deleteField,
  getField,
  listFields,
  listLookupFields,
  listLookupTargets,
  moveField,
  updateField,
} from './fields.service.ts';

export async function fieldsRoutes(app: FastifyInstance): Promise<void> {
  route(app, fieldsApi.create, ({ work, body }) => createField(work, body));
  route(app, fieldsApi.list, ({ work, params, query }) => listFields(work, params.id, query));
  route(app, fieldsApi.lookupTargets, ({ work, params, query }) =>
    listLookupTargets(work, params.id, query),
  );
  route(app, fieldsApi.lookupFields, ({ work, params }) => listLookupFields(work, params.id));
  route(app, fieldsApi.delete, async ({ work, params }) => {
    await deleteField(work, params.id, params.fieldId);
    return { detail: 'ok' };
  });
  route(app, fieldsApi.get, ({ work, params }) => getField(work, params.id));
  route(app, fieldsApi.update, ({ work, params, body }) => updateField(work, params.id, body));
  route(app, fieldsApi.move, ({ work, params, body }) => moveField(work, params.id, body.order));
}
