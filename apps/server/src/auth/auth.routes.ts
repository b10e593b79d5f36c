import { AcceptedDto, apiPaths, LoginInput, SessionDto } from '@custodia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenTenant } from '../platform/auth.ts';
import type { Services } from '../platform/services.ts';
import { currentSession, login, logout } from './auth.service.ts';

export const authRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      apiPaths.login,
      {
        config: { public: true },
        schema: { tags: ['auth'], body: LoginInput, response: { 200: SessionDto } },
      },
      (request) => login(services, request.body),
    );

    app.post(
      apiPaths.apiToken,
      {
        config: { public: true },
        schema: { tags: ['auth'], body: LoginInput, response: { 200: SessionDto } },
      },
      (request) => login(services, request.body, 'apiAccount'),
    );

    app.post(
      apiPaths.logout,
      {
        config: { allowExpiredPassword: true },
        schema: { tags: ['auth'], response: { 200: AcceptedDto } },
      },
      async (request) => {
        await logout(services, request.actor);
        return { detail: 'ok' };
      },
    );

    app.get(
      apiPaths.session,
      {
        config: { allowExpiredPassword: true },
        schema: { tags: ['auth'], response: { 200: SessionDto } },
      },
      (request) =>
        currentSession(services, request.actor, tokenTenant(request.headers.authorization).token),
    );
  };
