import type { Action } from '@custodia/contracts';
import type { Actor, TrdLevelGrant } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/** A TRD node as its rules read it: its own id and every ancestor's (trd_node_ancestors). */
export type TrdLevelSubject = { ancestor_ids: readonly string[] };

/**
 * A permission on a level holds for everything below it (spec §6), so a node is reached through
 * a grant on itself or on any ancestor. Query users' grants arrive without upload (auth.ts).
 */
const reaches =
  (permission: keyof TrdLevelGrant) =>
  (actor: Actor, node: TrdLevelSubject): boolean =>
    isAdmin(actor) ||
    node.ancestor_ids.some((id) => actor.grants.trdLevels.get(id)?.[permission] === true);

/** Whether some role of the actor lets them upload on some level: they place files in the TRD. */
export const uploadsOnSomeLevel = (actor: Actor): boolean =>
  [...actor.grants.trdLevels.values()].some((grant) => grant.upload);

/** Whether the actor consults some level of the TRD: admins, and whom a role grants consult on one. */
export const consultsSomeLevel = (actor: Actor): boolean =>
  isAdmin(actor) || [...actor.grants.trdLevels.values()].some((grant) => grant.consult);

export const trdLevelRules = {
  'trdLevel.consult': reaches('consult'),
  'trdLevel.upload': reaches('upload'),
} satisfies Rules<Extract<Action, `trdLevel.${string}`>>;
