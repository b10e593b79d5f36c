import { UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';

/** Company settings (password policy) belong to administrators. */
export function canManageCompany(actor: Pick<Actor, 'userType'>): boolean {
  return actor.userType === UserType.admin;
}
