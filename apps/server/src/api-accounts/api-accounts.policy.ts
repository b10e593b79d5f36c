import { UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';

type AccountsActor = Pick<Actor, 'userType' | 'isApiAccount'>;

/** Every standard user and admin sees the list (spec §2 side menu); query users do not. */
export function canListApiAccounts(actor: AccountsActor): boolean {
  return actor.userType !== UserType.query && !actor.isApiAccount;
}

/** Creating accounts and handing out their passwords belongs to administrators. */
export function canManageApiAccounts(actor: AccountsActor): boolean {
  return actor.userType === UserType.admin && !actor.isApiAccount;
}
