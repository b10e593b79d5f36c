import {
  ConfigPermission,
  DesignerLevel,
  designerLevel,
  formDesignerRights,
  type SessionDto,
  UserType,
} from '@custodia/contracts';
import { type Access, type AppRoute, paths, routeFor } from './routes.ts';

/** The parts of a session that decide access; null is a visitor. */
export type Actor = Pick<
  SessionDto,
  'user_type' | 'roles_permissions' | 'designer_forms' | 'admin_forms' | 'password_expiration_days'
> | null;

type LoggedInActor = NonNullable<Actor>;

export type AccessDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Admins hold every configuration permission, standard users those their roles grant, query
 * users none (spec §6).
 */
export function holdsPermission(actor: Actor, permission: ConfigPermission): boolean {
  if (!actor) return false;
  if (actor.user_type === UserType.admin) return true;
  return actor.user_type === UserType.standard && actor.roles_permissions.includes(permission);
}

export function canManageUsers(actor: Actor): boolean {
  return holdsPermission(actor, ConfigPermission.userManager);
}

export function isAdmin(actor: Actor): boolean {
  return actor?.user_type === UserType.admin;
}

/** What each kind of logged-in access asks of the actor (spec §2 and §6). */
const loggedInRules: Record<
  Exclude<Access, 'any' | 'public'>,
  (actor: LoggedInActor) => boolean
> = {
  loggedIn: () => true,
  nonQuery: (actor) => actor.user_type !== UserType.query,
  admin: isAdmin,
  // The designer-forms right comes from a role, like a permission: query users never hold it.
  formDesigner: (actor) => designerLevel(formDesignerRights(actor)) !== DesignerLevel.none,
  // Restricted designers keep to the forms their roles chose: creating is for designers of all.
  formCreator: (actor) => designerLevel(formDesignerRights(actor)) === DesignerLevel.all,
  listDesigner: (actor) => holdsPermission(actor, ConfigPermission.listDesigner),
  userManager: canManageUsers,
  roleManager: (actor) => holdsPermission(actor, ConfigPermission.roleManager),
  workGroupManager: (actor) => holdsPermission(actor, ConfigPermission.workGroupManager),
  metrics: (actor) => holdsPermission(actor, ConfigPermission.metrics),
};

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
  return loggedInRules[route.access](actor) ? allow : { allow: false, redirect: paths.dashboard };
}

/**
 * Whether a screen of the route table would open for the actor: menus and buttons that lead to a
 * screen ask this, so they never offer what the guard would refuse.
 */
export function canOpen(path: string, actor: Actor): boolean {
  const route = routeFor(path);
  return route !== undefined && decideAccess(route, actor).allow;
}
