import { ConfigPermission, type SessionDto, UserType } from '@custodia/contracts';
import { type AppRoute, paths } from './routes.ts';

/** The parts of a session that decide access; null is a visitor. */
export type Actor = Pick<
  SessionDto,
  'user_type' | 'roles_permissions' | 'password_expiration_days'
> | null;

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

/** Admins always; standard users holding the user-manager permission; query users never. */
export function canManageUsers(actor: Actor): boolean {
  if (!actor) return false;
  if (actor.user_type === UserType.admin) return true;
  return (
    actor.user_type === UserType.standard &&
    actor.roles_permissions.includes(ConfigPermission.userManager)
  );
}

const allow: AccessDecision = { allow: true };

/**
 * Spec §2: a visitor denied a route goes to the login page, a logged-in user to the dashboard.
 * A user whose password expired may only be on the renewal screen until it is changed.
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
  if (route.access === 'userManager' && !canManageUsers(actor)) {
    return { allow: false, redirect: paths.dashboard };
  }
  return allow;
}
