import { tasksApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import { filteredInbox, inbox, inboxCounters, inboxFacets, inboxOfRoute } from './inbox.service.ts';

export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    tasksApi.inbox,
    ({ work, query, preloaded }) => inbox(work, query, preloaded),
    inboxOfRoute,
  );
  route(app, tasksApi.filter, ({ work, body }) => filteredInbox(work, body));
  route(app, tasksApi.facets, ({ work }) => inboxFacets(work));
  route(app, tasksApi.counters, ({ work }) => inboxCounters(work));
}
