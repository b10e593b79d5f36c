import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, isAdmin, type Rules } from '../platform/policy.ts';

/** The user acted on. */
export type UserSubject = { id: string };

const manages = (actor: Actor) => holds(actor, ConfigPermission.userManager);
const selfOrManager = (actor: Actor, user: UserSubject) =>
  actor.userId === user.id || manages(actor);

/** Admins, and standard users granted the user-manager permission; query users never (spec §6). */
export const userRules = {
  'user.list': manages,
  'user.create': manages,
  'user.view': selfOrManager,
  'user.edit': manages,
  'user.changeStatus': (actor: Actor, user: UserSubject) =>
    !manages(actor) ? false : actor.userId === user.id ? 'ownStatusChange' : true,
  'user.setPassword': manages,
  // Only one's own password is changed with the current one.
  'user.changeOwnPassword': (actor: Actor, user: UserSubject) => actor.userId === user.id,
  'user.viewLog': manages,
  'user.changeAvatar': selfOrManager,
  'user.viewAvatar': selfOrManager,
  // Taking a factor away or ending sessions is an administrator's act, as unlocking is.
  'user.viewAccess': isAdmin,
  'user.resetSecondFactor': isAdmin,
  'user.endSessions': isAdmin,
} satisfies Rules<Extract<Action, `user.${string}`>>;
