import {
  ApiAccountDto,
  ApiAccountInput,
  ApiAccountListQuery,
  ApiAccountSecretDto,
  ApiAccountStatusInput,
  apiPaths,
  IdParams,
  paged,
} from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created } from '../platform/http.ts';
import type { Services } from '../platform/services.ts';
import * as accounts from './api-accounts.service.ts';

const tags = ['third-party accounts'];

export const apiAccountsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.apiAccounts,
      {
        schema: { tags, querystring: ApiAccountListQuery, response: { 200: paged(ApiAccountDto) } },
      },
      (request) => accounts.listApiAccounts(services, request.actor, request.query),
    );

    app.post(
      apiPaths.apiAccounts,
      { schema: { tags, body: ApiAccountInput, response: { 201: ApiAccountSecretDto } } },
      (request, reply) =>
        created(reply, accounts.createApiAccount(services, request.actor, request.body)),
    );

    app.patch(
      apiPaths.apiAccountPassword,
      { schema: { tags, params: IdParams, response: { 200: ApiAccountSecretDto } } },
      (request) =>
        accounts.regenerateApiAccountPassword(services, request.actor, request.params.id),
    );

    app.patch(
      apiPaths.apiAccount,
      {
        schema: {
          tags,
          params: IdParams,
          body: ApiAccountStatusInput,
          response: { 200: ApiAccountDto },
        },
      },
      (request) =>
        accounts.setApiAccountStatus(
          services,
          request.actor,
          request.params.id,
          request.body.status,
        ),
    );
  };
