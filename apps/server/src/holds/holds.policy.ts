import { type Action, ConfigPermission } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds, type Rules } from '../platform/policy.ts';

/** Configuration permission 9 (admins hold them all): who places holds, lists and releases them. */
const keepsHolds = (actor: Actor) => holds(actor, ConfigPermission.legalHolds);

export const legalHoldRules = {
  'legalHold.manage': keepsHolds,
  // A hold is released once: a second release would rewrite who released it and why (82002).
  'legalHold.release': (actor: Actor, hold: { released_at: Date | null }) =>
    !keepsHolds(actor) ? false : hold.released_at === null ? true : 'holdReleased',
} satisfies Rules<Extract<Action, `legalHold.${string}`>>;
