import { documentaryTypesApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as types from './documentary-types.service.ts';

export async function documentaryTypesRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, documentaryTypesApi.list, ({ actor, query }) =>
    types.listDocumentaryTypes(services, actor, query.name),
  );
  route(app, documentaryTypesApi.choices, ({ actor }) =>
    types.documentaryTypeChoices(services, actor),
  );
  route(app, documentaryTypesApi.create, ({ actor, body }) =>
    types.createDocumentaryType(services, actor, body.name),
  );
  route(app, documentaryTypesApi.get, ({ actor, params }) =>
    types.getDocumentaryType(services, actor, params.id),
  );
  route(app, documentaryTypesApi.update, ({ actor, params, body }) =>
    types.renameDocumentaryType(services, actor, params.id, body.name),
  );
  route(app, documentaryTypesApi.delete, ({ actor, params }) =>
    types.deleteDocumentaryType(services, actor, params.id),
  );
}
