import type { Action } from '@custodia/contracts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/** A user's factor taken away is an administrator's act, as unlocking them is. */
export const secondFactorRules = {
  'userAccess.resetSecondFactor': isAdmin,
} satisfies Rules<Extract<Action, 'userAccess.resetSecondFactor'>>;
