import { documentaryTypesApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as types from './documentary-types.service.ts';

export async function documentaryTypesRoutes(app: FastifyInstance): Promise<void> {
  route(app, documentaryTypesApi.list, ({ work, query }) =>
    types.listDocumentaryTypes(work, query.name),
  );
  route(app, documentaryTypesApi.choices, ({ work }) => types.documentaryTypeChoices(work));
  route(app, documentaryTypesApi.create, ({ work, body }) =>
    types.createDocumentaryType(work, body.name),
  );
  route(app, documentaryTypesApi.get, ({ work, params }) =>
    types.getDocumentaryType(work, params.id),
  );
  route(app, documentaryTypesApi.update, ({ work, params, body }) =>
    types.renameDocumentaryType(work, params.id, body.name),
  );
  route(app, documentaryTypesApi.delete, ({ work, params }) =>
    types.deleteDocumentaryType(work, params.id),
  );
}
