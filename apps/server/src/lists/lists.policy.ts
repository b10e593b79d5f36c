import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** Designing lists needs the list-designer permission (spec §2, §6), or being an admin. */
const designs = (actor: Actor) => holds(actor, ConfigPermission.listDesigner);

export const listRules = {
  // Lists feed the selects of every form, so anyone logged in may read them.
  'list.read': () => true,
  'list.design': designs,
  'list.edit': designs,
  'list.manageItems': designs,
} satisfies Rules<Extract<Action, `list.${string}`>>;
