import { type Action, UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** Creating accounts and handing out their passwords belongs to administrators. */
const manages = (actor: Actor) => actor.userType === UserType.admin && !actor.isApiAccount;

export const apiAccountRules = {
  // Every standard user and admin sees the list (spec §2 side menu); query users do not.
  'apiAccount.list': (actor: Actor) => actor.userType !== UserType.query && !actor.isApiAccount,
  'apiAccount.create': manages,
  'apiAccount.manage': manages,
} satisfies Rules<Extract<Action, `apiAccount.${string}`>>;
