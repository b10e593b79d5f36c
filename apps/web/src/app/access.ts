import type { SessionDto } from '@custodia/contracts';
import { paths } from '../platform/paths.ts';
import { type AppRoute, routeFor } from './routes.ts';

/** The parts of a session that decide access (and the company's menu flags); null is a visitor. */
export type Actor =
  | (Pick<SessionDto, 'abilities' | 'password_expiration_days'> &
      Partial<Pick<SessionDto, 'expedient_consult' | 'integrations'>>)
  | null;

export type AccessDecision =
  | { allow: true }
  | {
      allow: false;
      redirect: string;
      /** The session lacks the screen's permission: the screen it lands on says so. */
      forbidden: boolean;
    };

const allow: AccessDecision = { allow: true };

/**
 * A redirect that needs no explaining: a visitor to the login page, an expired password to its
 * renewal, a logged-in user away from the visitor's screens.
 */
function sendTo(redirect: string): AccessDecision {
  return { allow: false, redirect, forbidden: false };
}

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
  if (!actor) return route.access === 'public' ? allow : sendTo(paths.login);
  if (actor.password_expiration_days === 0) {
    return route.path === paths.renewPassword ? allow : sendTo(paths.renewPassword);
  }
  if (route.access === 'public') return sendTo(paths.dashboard);
  if (route.access === 'loggedIn' || actor.abilities[route.access]) return allow;
  return { allow: false, redirect: paths.dashboard, forbidden: true };
}

/**
 * Whether a screen of the route table would open for the actor: menus and buttons that lead to a
 * screen ask this, so they never offer what the guard would refuse.
 */
export function canOpen(path: string, actor: Actor): boolean {
  const route = routeFor(path);
  return route !== undefined && decideAccess(route, actor).allow;
}
