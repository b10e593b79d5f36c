import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

const manages = (actor: Actor) => holds(actor, ConfigPermission.workGroupManager);

/** Admins, and standard users granted the work-group-manager permission (spec §6). */
export const workGroupRules = {
  'workGroup.list': manages,
  'workGroup.create': manages,
  'workGroup.view': manages,
  'workGroup.edit': manages,
  'workGroup.manageMembers': manages,
} satisfies Rules<Extract<Action, `workGroup.${string}`>>;
