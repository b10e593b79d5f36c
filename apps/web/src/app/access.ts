import type { SessionDto } from '@custodia/contracts';
import { paths } from './paths.ts';
import { type AppRoute, routeFor } from './routes.ts';

/** The parts of a session that decide access; null is a visitor. */
export type Actor = Pick<SessionDto, 'abilities' | 'password_expiration_days'> | null;

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

const allow: AccessDecision = { allow: true };

/**
 * Spec §2: a visitor denied a route goes to the login page, a logged-in user to the dashboard.
 * A user whose password expired may only be on the renewal screen until it is changed. Whether
 * a logged-in user may open a screen is the session's ability, never a rule of the web's own.
 */
export function decideAccess(
  route: Pick<AppRoute, 'path' | 'access'>,
  actor: Actor,
): AccessDecision {
  if (route.access === 'any') return allow;
  if (!actor) return route.access === 'public' ? allow : { allow: false, redirect: paths.login };
  if (actor.password_expiration_days === 0) {
    return route.path === paths.renewPassword
      ? allow
      : { allow: false, redirect: paths.renewPassword };
  }
  if (route.access === 'public') return { allow: false, redirect: paths.dashboard };
  if (route.access === 'loggedIn' || actor.abilities[route.access]) return allow;
  return { allow: false, redirect: paths.dashboard };
}

/**
 * Whether a screen of the route table would open for the actor: menus and buttons that lead to a
 * screen ask this, so they never offer what the guard would refuse.
 */
export function canOpen(path: string, actor: Actor): boolean {
  const route = routeFor(path);
  return route !== undefined && decideAccess(route, actor).allow;
}
