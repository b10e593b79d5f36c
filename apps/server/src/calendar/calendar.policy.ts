import type { Action } from '@custodia/contracts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/**
 * The business calendar sets every deadline of the company's processes: its administrators keep
 * it, whatever a role grants.
 */
export const calendarRules = {
  'calendar.manage': isAdmin,
  'calendar.edit': isAdmin,
} satisfies Rules<Extract<Action, `calendar.${string}`>>;
