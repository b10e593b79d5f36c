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
  route(app, listsApi.list, ({ work, query }) => listLists(work, query));
  route(app, listsApi.create, ({ work, body }) => createList(work, body));
  route(app, listsApi.get, ({ work, params }) => getList(work, params.id));
  route(app, listsApi.update, ({ work, params, body }) => updateList(work, params.id, body));
  route(app, listsApi.items, ({ work, params, query }) => listItems(work, params.id, query));
  route(app, listsApi.createItem, ({ work, params, body }) => createItem(work, params.id, body));
  route(app, listsApi.item, ({ work, params }) => getItem(work, params.id, params.itemId));
  route(app, listsApi.updateItem, ({ work, params, body }) =>
    updateItem(work, params.id, params.itemId, body),
  );
}
