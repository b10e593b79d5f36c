import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** The role acted on: only what its rules read. */
export type RoleSubject = { members_count: number };

const manages = (actor: Actor) => holds(actor, ConfigPermission.roleManager);

/** Admins, and standard users granted the role-manager permission (spec §6). */
export const roleRules = {
  'role.list': manages,
  'role.create': manages,
  'role.view': manages,
  'role.edit': manages,
  // A role with members cannot be deleted (10049): its members would lose what it grants unseen.
  'role.delete': (actor: Actor, role: RoleSubject) =>
    !manages(actor) ? false : role.members_count > 0 ? 'roleHasMembers' : true,
  'role.manageMembers': manages,
  'role.configure': manages,
} satisfies Rules<Extract<Action, `role.${string}`>>;
