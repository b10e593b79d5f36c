import { authApi, translate } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { tokenTenant } from '../platform/auth.ts';
import { route } from '../platform/routes.ts';
import { checkPasswordLink } from '../users/passwords.service.ts';
import { currentSession, login, logout } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, authApi.login, ({ body, language }) => login(services, body, language));
  route(app, authApi.token, ({ body, language }) => login(services, body, language, 'apiAccount'));
  route(app, authApi.logout, async ({ actor }) => {
    await logout(services, actor);
    return { detail: 'ok' };
  });
  route(app, authApi.checkPasswordLink, async ({ body, language }) => {
    await checkPasswordLink(services, body.user, body.token);
    return { detail: translate(language, 'users.passwordLinkLive') };
  });
  route(app, authApi.session, ({ actor, request }) =>
    currentSession(services, actor, tokenTenant(request.headers.authorization).token),
  );
}
