import { UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';

/** The company-wide audit log and its chain check belong to administrators. */
export function canReadAuditLog(actor: Pick<Actor, 'userType'>): boolean {
  return actor.userType === UserType.admin;
}
