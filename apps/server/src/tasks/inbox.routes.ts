import { tasksApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { filteredInbox, inbox, inboxCounters, inboxFacets } from './inbox.service.ts';

export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  route(app, tasksApi.inbox, ({ work, query }) => inbox(work, query));
  route(app, tasksApi.filter, ({ work, body }) => filteredInbox(work, body));
  route(app, tasksApi.facets, ({ work }) => inboxFacets(work));
  route(app, tasksApi.counters, ({ work }) => inboxCounters(work));
}
