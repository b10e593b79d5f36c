import { ConfigPermission, UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds } from '../platform/grants.ts';

/** Designing lists needs the list-designer permission (spec §2, §6), or being an admin. */
export function canDesignLists(actor: Pick<Actor, 'userType' | 'grants'>): boolean {
  if (actor.userType === UserType.admin) return true;
  return actor.userType === UserType.standard && holds(actor.grants, ConfigPermission.listDesigner);
}

/** Lists feed the selects of every form, so anyone logged in may read them. */
export function canReadLists(): boolean {
  return true;
}
