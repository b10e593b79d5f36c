import { ConfigPermission, UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds } from '../platform/grants.ts';

/** Admins, and standard users granted the work-group-manager permission (spec §6). */
export function canManageWorkGroups(actor: Pick<Actor, 'userType' | 'grants'>): boolean {
  if (actor.userType === UserType.admin) return true;
  return (
    actor.userType === UserType.standard && holds(actor.grants, ConfigPermission.workGroupManager)
  );
}
