import { authApi, secondFactorApi, sessionsApi, translate } from '@custodia/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionClient } from '../platform/auth.ts';
import { tokenTenant } from '../platform/auth.ts';
import { route } from '../platform/routes.ts';
import { checkPasswordLink } from '../users/index.ts';
import {
  beginSignInEnrolment,
  confirmSignInEnrolment,
  currentSession,
  login,
  logout,
  signInWithCode,
} from './auth.service.ts';
import {
  endOwnSession,
  endSessionsOfUser,
  listOwnSessions,
  userAccess,
} from './sessions.service.ts';

/** Where a sign-in comes from, as the holder's list of sessions shows it. */
const clientOf = (request: FastifyRequest): SessionClient => ({
  userAgent: request.headers['user-agent'] ?? null,
  address: request.ip,
});

export async function authRoutes(app: FastifyInstance): Promise<void> {
  route(app, authApi.login, ({ work, body, request }) =>
    login(work, body, 'person', clientOf(request)),
  );
  route(app, authApi.token, ({ work, body, request }) =>
    login(work, body, 'apiAccount', clientOf(request)),
  );
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
  route(app, secondFactorApi.signInCode, ({ work, body }) => signInWithCode(work, body));
  route(app, secondFactorApi.signInEnrolment, ({ work, body }) => beginSignInEnrolment(work, body));
  route(app, secondFactorApi.signInConfirm, ({ work, body }) => confirmSignInEnrolment(work, body));
  route(app, sessionsApi.list, async ({ work }) => ({ items: await listOwnSessions(work) }));
  route(app, sessionsApi.end, async ({ work, params }) => {
    await endOwnSession(work, params.id);
    return { detail: translate(work.language, 'sessions.ended') };
  });
  route(app, sessionsApi.endAllOfUser, async ({ work, params }) => {
    await endSessionsOfUser(work, params.id);
    return { detail: translate(work.language, 'sessions.endedAll') };
  });
  route(app, secondFactorApi.userAccess, ({ work, params }) => userAccess(work, params.id));
}
