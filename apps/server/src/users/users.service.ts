import type { Readable } from 'node:stream';
import {
  type AuditEntryDto,
  type Language,
  limits,
  type Paged,
  type PageQuery,
  type UserDto,
  type UserInput,
  type UserListQuery,
  UserStatus,
  type UserStatusValue,
  type UserUpdateInput,
} from '@custodia/contracts';
import { toAuditEntryDto } from '../audit/audit.present.ts';
import { listAudit } from '../audit/audit.repo.ts';
import { changesBetween, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { authorize } from '../platform/policy.ts';
import type { Services } from '../platform/services.ts';
import { UploadRefused } from '../platform/storage.ts';
import { sendPasswordLink } from './passwords.service.ts';
import { canChangeAvatar, canManageUsers, canSeeAvatar } from './users.policy.ts';
import { toUserDto } from './users.present.ts';
import * as repo from './users.repo.ts';

const auditedFields = [...repo.profileColumns, 'status'] as const;

async function existingUser(tx: Sql, actor: Actor, id: string): Promise<repo.UserRow> {
  return found(await repo.findUser(tx, actor.tenantId, id), 'userNotFound');
}

export async function listUsers(
  services: Services,
  actor: Actor,
  query: UserListQuery,
): Promise<Paged<UserDto>> {
  authorize(canManageUsers(actor));
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listUsers(tx, actor.tenantId, {
      name: query.name,
      status: query.status,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, toUserDto);
}

export async function getUser(services: Services, actor: Actor, id: string): Promise<UserDto> {
  authorize(canManageUsers(actor) || actor.userId === id);
  return toUserDto(await services.inTenant(actor.tenantId, (tx) => existingUser(tx, actor, id)));
}

/** Creates a user of the caller's company and e-mails them a link to set their first password. */
export async function createUser(
  services: Services,
  actor: Actor,
  input: UserInput,
  language: Language,
): Promise<UserDto> {
  authorize(canManageUsers(actor));
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const created = await repo.insertUser(tx, actor.tenantId, {
      ...input,
      user_name: `${input.user_name}@${actor.domain}`,
    });
    await sendPasswordLink(tx, services, created, 'welcome', language);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'users',
      action: 'create',
      entityType: 'user',
      entityId: created.id,
      changes: changesBetween({} as repo.UserRow, created, auditedFields),
    });
    return created;
  });
  return toUserDto(row);
}

export async function updateUser(
  services: Services,
  actor: Actor,
  id: string,
  input: UserUpdateInput,
): Promise<UserDto> {
  authorize(canManageUsers(actor));
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingUser(tx, actor, id);
    const after = await repo.updateUser(tx, actor.tenantId, id, {
      ...input,
      user_name: input.user_name === undefined ? undefined : `${input.user_name}@${actor.domain}`,
    });
    await recordAudit(tx, auditActorOf(actor), {
      module: 'users',
      action: 'update',
      entityType: 'user',
      entityId: id,
      changes: changesBetween(before, after, auditedFields),
    });
    return after;
  });
  return toUserDto(row);
}

/**
 * Any status but active ends the user's sessions at once; back to active (unlock) clears the
 * failed-login count, so the user gets three fresh attempts.
 */
export async function changeUserStatus(
  services: Services,
  actor: Actor,
  id: string,
  status: UserStatusValue,
): Promise<UserDto> {
  authorize(canManageUsers(actor));
  if (id === actor.userId) throw new AppError('ownStatusChange');
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingUser(tx, actor, id);
    if (before.status === status) throw new AppError('statusUnchanged');
    const after = await repo.updateUser(tx, actor.tenantId, id, {
      status,
      ...(status === UserStatus.active ? { failed_logins: 0 } : {}),
    });
    if (status !== UserStatus.active) await revokeUserSessions(tx, id);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'users',
      action: status === UserStatus.active ? 'unlock' : 'status',
      entityType: 'user',
      entityId: id,
      changes: { status: { from: before.status, to: status } },
    });
    return after;
  });
  return toUserDto(row);
}

export async function userLogs(
  services: Services,
  actor: Actor,
  id: string,
  query: PageQuery,
): Promise<Paged<AuditEntryDto>> {
  authorize(canManageUsers(actor));
  const result = await services.inTenant(actor.tenantId, async (tx) => {
    await existingUser(tx, actor, id);
    return listAudit(tx, actor.tenantId, {
      aboutUserId: id,
      ...pageWindow(query.page, query.per_page),
    });
  });
  return toPage(result, query.per_page, toAuditEntryDto);
}

const avatarTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Stores the new image first, then points the user at it; the old file goes after commit. */
export async function setAvatar(
  services: Services,
  actor: Actor,
  id: string,
  file: Readable,
): Promise<UserDto> {
  authorize(canChangeAvatar(actor, id));
  const stored = await services.storage
    .saveUpload(file, {
      folder: `${actor.tenantId}/avatars`,
      allowed: avatarTypes,
      maxBytes: limits.avatarMaxBytes,
      image: true,
    })
    .catch((error: unknown) => {
      if (!(error instanceof UploadRefused)) throw error;
      throw new AppError(error.reason === 'type' ? 'avatarType' : 'avatarSize');
    });
  try {
    const { before, after } = await services.inTenant(actor.tenantId, async (tx) => {
      const previous = await existingUser(tx, actor, id);
      const updated = await repo.updateUser(tx, actor.tenantId, id, { avatar_key: stored.key });
      await recordAudit(tx, auditActorOf(actor), {
        module: 'users',
        action: 'avatar',
        entityType: 'user',
        entityId: id,
        changes: { avatar: { mime: stored.mime, size: stored.size } },
      });
      return { before: previous, after: updated };
    });
    if (before.avatar_key) await services.storage.remove(before.avatar_key);
    return toUserDto(after);
  } catch (error) {
    await services.storage.remove(stored.key);
    throw error;
  }
}

export async function readAvatar(
  services: Services,
  actor: Actor,
  id: string,
): Promise<{ stream: Readable; mime: string }> {
  authorize(canSeeAvatar(actor, id));
  const row = await services.inTenant(actor.tenantId, (tx) => existingUser(tx, actor, id));
  if (!row.avatar_key) throw new AppError('notFound');
  const mime = row.avatar_key.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { stream: services.storage.read(row.avatar_key), mime };
}
