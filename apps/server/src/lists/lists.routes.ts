import {
  apiPaths,
  IdParams,
  ListDto,
  ListInput,
  ListItemDto,
  ListItemInput,
  ListItemParams,
  ListItemQuery,
  ListItemUpdateInput,
  ListQuery,
  ListUpdateInput,
  paged,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import * as lists from './lists.service.ts';

const tags = ['lists'];

export const listsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.lists,
      { schema: { tags, querystring: ListQuery, response: { 200: paged(ListDto) } } },
      (request) => lists.listLists(services, request.actor, request.query),
    );

    app.post(
      apiPaths.lists,
      { schema: { tags, body: ListInput, response: { 201: ListDto } } },
      (request, reply) => created(reply, lists.createList(services, request.actor, request.body)),
    );

    app.get(
      apiPaths.list,
      { schema: { tags, params: IdParams, response: { 200: ListDto } } },
      (request) => lists.getList(services, request.actor, request.params.id),
    );

    app.patch(
      apiPaths.list,
      { schema: { tags, params: IdParams, body: ListUpdateInput, response: { 200: ListDto } } },
      (request) => lists.updateList(services, request.actor, request.params.id, request.body),
    );

    app.get(
      apiPaths.listItems,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: ListItemQuery,
          response: { 200: paged(ListItemDto) },
        },
      },
      (request) => lists.listItems(services, request.actor, request.params.id, request.query),
    );

    app.post(
      apiPaths.listItems,
      { schema: { tags, params: IdParams, body: ListItemInput, response: { 201: ListItemDto } } },
      (request, reply) =>
        created(reply, lists.createItem(services, request.actor, request.params.id, request.body)),
    );

    app.get(
      apiPaths.listItem,
      { schema: { tags, params: ListItemParams, response: { 200: ListItemDto } } },
      (request) => lists.getItem(services, request.actor, request.params.id, request.params.itemId),
    );

    app.patch(
      apiPaths.listItem,
      {
        schema: {
          tags,
          params: ListItemParams,
          body: ListItemUpdateInput,
          response: { 200: ListItemDto },
        },
      },
      (request) =>
        lists.updateItem(
          services,
          request.actor,
          request.params.id,
          request.params.itemId,
          request.body,
        ),
    );
  };
