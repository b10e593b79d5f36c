import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

const manages = (actor: Actor) => holds(actor, ConfigPermission.roleManager);

/** Admins, and standard users granted the role-manager permission (spec §6). */
export const roleRules = {
  'role.list': manages,
  'role.create': manages,
  'role.view': manages,
  'role.edit': manages,
  'role.delete': manages,
  'role.manageMembers': manages,
  'role.configure': manages,
} satisfies Rules<Extract<Action, `role.${string}`>>;
