import { type Action, UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** Creating accounts and handing out their passwords belongs to administrators. */
const manages = (actor: Actor) => actor.userType === UserType.admin && !actor.isApiAccount;

export const apiAccountRules = {
  // Every standard user and admin sees the list (spec §2 side menu); query users do not.
  'apiAccount.list': (actor: Actor) => actor.userType !== UserType.query && !actor.isApiAccount,
  'apiAccount.create': manages,
  // Any account, whatever its state: its status and its password are the administrator's.
  'apiAccount.manage': (actor: Actor, _account: { id: string }) => manages(actor),
} satisfies Rules<Extract<Action, `apiAccount.${string}`>>;
