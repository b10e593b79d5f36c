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
  const { services } = app;

  route(app, fieldsApi.create, ({ actor, body }) => createField(services, actor, body));
  route(app, fieldsApi.list, ({ actor, params, query }) =>
    listFields(services, actor, params.id, query),
  );
  route(app, fieldsApi.lookupTargets, ({ actor, params, query }) =>
    listLookupTargets(services, actor, params.id, query),
  );
  route(app, fieldsApi.lookupFields, ({ actor, params }) =>
    listLookupFields(services, actor, params.id),
  );
  route(app, fieldsApi.delete, async ({ actor, params }) => {
    await deleteField(services, actor, params.id, params.fieldId);
    return { detail: 'ok' };
  });
  route(app, fieldsApi.get, ({ actor, params }) => getField(services, actor, params.id));
  route(app, fieldsApi.update, ({ actor, params, body }) =>
    updateField(services, actor, params.id, body),
  );
  route(app, fieldsApi.move, ({ actor, params, body }) =>
    moveField(services, actor, params.id, body.order),
  );
}
