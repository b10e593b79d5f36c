import { apiAccountsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as accounts from './api-accounts.service.ts';

export async function apiAccountsRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, apiAccountsApi.list, ({ actor, query }) =>
    accounts.listApiAccounts(services, actor, query),
  );
  route(app, apiAccountsApi.create, ({ actor, body }) =>
    accounts.createApiAccount(services, actor, body),
  );
  route(app, apiAccountsApi.regeneratePassword, ({ actor, params }) =>
    accounts.regenerateApiAccountPassword(services, actor, params.id),
  );
  route(app, apiAccountsApi.changeStatus, ({ actor, params, body }) =>
    accounts.setApiAccountStatus(services, actor, params.id, body.status),
  );
}
