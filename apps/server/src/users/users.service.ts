import type { Readable } from 'node:stream';
import {
  type AuditEntryDto,
  type Language,
  limits,
  type Paged,
  type PageQuery,
  translate,
  type UserDto,
  type UserInput,
  type UserListQuery,
  UserStatus,
  type UserStatusValue,
  type UserUpdateInput,
} from '@custodia/contracts';
import { auditEntriesAbout } from '../audit/audit.service.ts';
import { changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { type Actor, auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { byMagic, storeUpload, UploadRefused } from '../platform/uploads.ts';
import { authorize } from '../policies.ts';
import { refuseIfResponsible } from '../workflows/steps.service.ts';
import { sendPasswordLink } from './passwords.service.ts';
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
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listUsers(tx, actor.tenantId, {
      name: query.name,
      status: query.status,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, (row) => toUserDto(row, actor));
}

export async function getUser(services: Services, actor: Actor, id: string): Promise<UserDto> {
  authorize(actor, 'user.view', { id });
  return toUserDto(
    await services.inTenant(actor.tenantId, (tx) => existingUser(tx, actor, id)),
    actor,
  );
}

/** Creates a user of the caller's company and e-mails them a link to set their first password. */
export async function createUser(
  services: Services,
  actor: Actor,
  input: UserInput,
  language: Language,
): Promise<UserDto> {
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
      changes: valuesSet(created, auditedFields),
    });
    return created;
  });
  return toUserDto(row, actor);
}

export async function updateUser(
  services: Services,
  actor: Actor,
  id: string,
  input: UserUpdateInput,
): Promise<UserDto> {
  authorize(actor, 'user.edit', { id });
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
  return toUserDto(row, actor);
}

/**
 * Inactivating or retiring a step's responsible is refused (50047, spec §4: the engine will add
 * the pending tasks to reassign). Any status but active ends the user's sessions at once; back to active (unlock) clears the
 * failed-login count, so the user gets three fresh attempts.
 */
export async function changeUserStatus(
  services: Services,
  actor: Actor,
  id: string,
  status: UserStatusValue,
): Promise<UserDto> {
  authorize(actor, 'user.changeStatus', { id });
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingUser(tx, actor, id);
    if (before.status === status) throw new AppError('statusUnchanged');
    if (status === UserStatus.inactive || status === UserStatus.retired) {
      await refuseIfResponsible(tx, actor.tenantId, id);
    }
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
  return toUserDto(row, actor);
}

export async function userLogs(
  services: Services,
  actor: Actor,
  id: string,
  query: PageQuery,
): Promise<Paged<AuditEntryDto>> {
  authorize(actor, 'user.viewLog', { id });
  await services.inTenant(actor.tenantId, (tx) => existingUser(tx, actor, id));
  return auditEntriesAbout(services, actor, id, query);
}

/** The users of the company by status, for the dashboard's counts (people, not API accounts). */
export function userCountsByStatus(
  services: Services,
  actor: Actor,
): Promise<Map<UserStatusValue, number>> {
  return services.inTenant(actor.tenantId, (tx) => repo.countUsersByStatus(tx, actor.tenantId));
}

/** A user whose password is already chosen: a new company's first administrator. */
export async function createUserWithPassword(
  tx: Sql,
  tenantId: string,
  fields: repo.UserFields,
  passwordHash: string,
): Promise<void> {
  const created = await repo.insertUser(tx, tenantId, fields);
  await repo.updateUser(tx, tenantId, created.id, {
    password_hash: passwordHash,
    password_changed_at: new Date(),
  });
}

/** The user a login names, locked until the attempt's bookkeeping commits. */
export function userForLogin(
  tx: Sql,
  tenantId: string,
  userName: string,
): Promise<repo.UserRow | undefined> {
  return repo.findUserByNameForUpdate(tx, tenantId, userName);
}

/**
 * Counts a wrong password; the third in a row locks the account and ends its sessions (spec §4).
 */
export async function countFailedLogin(
  tx: Sql,
  services: Services,
  user: repo.UserRow,
  language: Language,
): Promise<{ failures: number; locked: boolean }> {
  const failures = user.failed_logins + 1;
  const locked = failures >= limits.failedLoginsBeforeLock;
  await repo.updateUser(tx, user.tenant_id, user.id, {
    failed_logins: failures,
    ...(locked ? { status: UserStatus.locked } : {}),
  });
  if (locked) {
    await revokeUserSessions(tx, user.id);
    await tellOfLock(tx, services, user, language);
  }
  return { failures, locked };
}

/**
 * A locked account is news for its owner (someone may be guessing their password) and for the
 * company's administrators, who alone can unlock it (spec §4).
 */
async function tellOfLock(
  tx: Sql,
  services: Services,
  user: repo.UserRow,
  language: Language,
): Promise<void> {
  const params = { name: user.first_name, user: user.user_name, link: services.config.publicUrl };
  const admins = await repo.activeAdminEmails(tx, user.tenant_id);
  const mails = [
    { to: user.email, subject: 'mail.locked.subject', text: 'mail.locked.body' },
    ...admins
      .filter((email) => email !== user.email)
      .map((to) => ({ to, subject: 'mail.lockedAdmin.subject', text: 'mail.lockedAdmin.body' })),
  ];
  for (const mail of mails) {
    await enqueue(tx, 'mail', {
      to: mail.to,
      subject: translate(language, mail.subject, params),
      text: translate(language, mail.text, params),
    });
  }
}

/** A right password starts the count of failures again. */
export async function clearFailedLogins(tx: Sql, user: repo.UserRow): Promise<void> {
  if (user.failed_logins > 0) {
    await repo.updateUser(tx, user.tenant_id, user.id, { failed_logins: 0 });
  }
}

const avatarTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Stores the new image first, then points the user at it; the old file goes after commit. */
export async function setAvatar(
  services: Services,
  actor: Actor,
  id: string,
  /** Reads the upload: only once the actor may change this avatar is the body read at all. */
  upload: () => Promise<Readable>,
): Promise<UserDto> {
  authorize(actor, 'user.changeAvatar', { id });
  const stored = await storeUpload(services.storage, await upload(), {
    folder: `${actor.tenantId}/avatars`,
    typeOf: byMagic(avatarTypes),
    maxBytes: limits.avatarMaxBytes,
    image: true,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    // An empty file is no picture: refused for its type.
    throw new AppError(error.reason === 'tooLarge' ? 'avatarSize' : 'avatarType');
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
      });
      return { before: previous, after: updated };
    });
    if (before.avatar_key) await services.storage.delete(before.avatar_key);
    return toUserDto(after, actor);
  } catch (error) {
    await services.storage.delete(stored.key);
    throw error;
  }
}

export async function readAvatar(
  services: Services,
  actor: Actor,
  id: string,
): Promise<{ stream: Readable; mime: string }> {
  authorize(actor, 'user.viewAvatar', { id });
  const row = await services.inTenant(actor.tenantId, (tx) => existingUser(tx, actor, id));
  if (!row.avatar_key) throw new AppError('notFound');
  const mime = row.avatar_key.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { stream: await services.storage.get(row.avatar_key), mime };
}
