import type { Action } from '@custodia/contracts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/** Company settings (password policy) belong to administrators. */
export const companyRules = {
  'company.manage': isAdmin,
} satisfies Rules<Extract<Action, `company.${string}`>>;
