import { webhooksApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as webhooks from './webhooks.service.ts';

export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  route(app, webhooksApi.list, ({ work }) => webhooks.listWebhooks(work));
  route(app, webhooksApi.create, ({ work, body }) => webhooks.createWebhook(work, body));
  route(app, webhooksApi.update, ({ work, params, body }) =>
    webhooks.updateWebhook(work, params.id, body),
  );
  route(app, webhooksApi.remove, ({ work, params }) => webhooks.deleteWebhook(work, params.id));
  route(app, webhooksApi.deliveries, ({ work, params, query }) =>
    webhooks.listDeliveries(work, params.id, query),
  );
  route(app, webhooksApi.replay, ({ work, params }) =>
    webhooks.replayDelivery(work, params.id, params.deliveryId),
  );
}
