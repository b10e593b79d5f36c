import { authApi, translate } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { tokenTenant } from '../platform/auth.ts';
import { route } from '../platform/routes.ts';
import { checkPasswordLink } from '../users/index.ts';
import { currentSession, login, logout } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, authApi.login, ({ work, body }) => login(work, body));
  route(app, authApi.token, ({ work, body }) => login(work, body, 'apiAccount'));
  route(app, authApi.logout, async ({ work }) => {
    await logout(work);
    return { detail: 'ok' };
  });
  route(app, authApi.checkPasswordLink, async ({ work, body }) => {
    await checkPasswordLink(work, body.user, body.token);
    return { detail: translate(work.language, 'users.passwordLinkLive') };
  });
  route(app, authApi.session, ({ work, request }) =>
    currentSession(work, tokenTenant(request.headers.authorization).token),
  );
}
