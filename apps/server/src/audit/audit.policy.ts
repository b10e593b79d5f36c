import { ConfigPermission, UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds } from '../platform/grants.ts';

type AuditActor = Pick<Actor, 'userType' | 'grants'>;

/** Admins, and standard users granted the metrics permission: the log sits with the metrics (spec §2). */
export function canReadAuditLog(actor: AuditActor): boolean {
  if (actor.userType === UserType.admin) return true;
  return actor.userType === UserType.standard && holds(actor.grants, ConfigPermission.metrics);
}

/** Checking the hash chain is an administrator's control. */
export function canVerifyAuditLog(actor: AuditActor): boolean {
  return actor.userType === UserType.admin;
}
