import { apiAccountsApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import * as accounts from './api-accounts.service.ts';

export async function apiAccountsRoutes(app: FastifyInstance): Promise<void> {
  route(app, apiAccountsApi.list, ({ work, query }) => accounts.listApiAccounts(work, query));
  route(app, apiAccountsApi.create, ({ work, body }) => accounts.createApiAccount(work, body));
  route(app, apiAccountsApi.regeneratePassword, ({ work, params }) =>
    accounts.regenerateApiAccountPassword(work, params.id),
  );
  route(app, apiAccountsApi.changeStatus, ({ work, params, body }) =>
    accounts.setApiAccountStatus(work, params.id, body.status),
  );
}
