import type { Action } from '@custodia/contracts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/**
 * The citizen window answers to the law for the company: its administrators set its types, terms
 * and whether it is open, whatever a role grants.
 */
export const pqrsRules = {
  'pqrs.configure': isAdmin,
} satisfies Rules<Extract<Action, `pqrs.${string}`>>;
