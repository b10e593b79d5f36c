import { listsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  createItem,
  createList,
  getItem,
  getList,
  listItems,
  listLists,
  updateItem,
  updateList,
} from './lists.service.ts';

export async function listsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, listsApi.list, ({ actor, query }) => listLists(services, actor, query));
  route(app, listsApi.create, ({ actor, body }) => createList(services, actor, body));
  route(app, listsApi.get, ({ actor, params }) => getList(services, actor, params.id));
  route(app, listsApi.update, ({ actor, params, body }) =>
    updateList(services, actor, params.id, body),
  );
  route(app, listsApi.items, ({ actor, params, query }) =>
    listItems(services, actor, params.id, query),
  );
  route(app, listsApi.createItem, ({ actor, params, body }) =>
    createItem(services, actor, params.id, body),
  );
  route(app, listsApi.item, ({ actor, params }) =>
    getItem(services, actor, params.id, params.itemId),
  );
  route(app, listsApi.updateItem, ({ actor, params, body }) =>
    updateItem(services, actor, params.id, params.itemId, body),
  );
}
