import { ConfigPermission, UserType } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { holds } from '../platform/grants.ts';

type UsersActor = Pick<Actor, 'userType' | 'grants' | 'userId'>;

/** Admins, and standard users granted the user-manager permission; query users never. */
export function canManageUsers(actor: UsersActor): boolean {
  if (actor.userType === UserType.admin) return true;
  return actor.userType === UserType.standard && holds(actor.grants, ConfigPermission.userManager);
}

/** One's own avatar, or anyone's for a user manager. */
export function canChangeAvatar(actor: UsersActor, userId: string): boolean {
  return actor.userId === userId || canManageUsers(actor);
}

export function canSeeAvatar(actor: UsersActor, userId: string): boolean {
  return canChangeAvatar(actor, userId);
}

/** Only one's own password is changed with the current one. */
export function canChangeOwnPassword(actor: UsersActor, userId: string): boolean {
  return actor.userId === userId;
}
