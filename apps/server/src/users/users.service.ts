import type { Readable } from 'node:stream';
import {
  type AuditEntryDto,
  limits,
  type Paged,
  type PageQuery,
  translate,
  type UserDto,
  type UserInput,
  type UserListQuery,
  UserStatus,
  type UserStatusValue,
  UserType,
  type UserUpdateInput,
} from '@custodia/contracts';
import { auditEntriesAbout } from '../audit/index.ts';
import { type AuditActor, changesBetween, recordAudit, valuesSet } from '../platform/audit.ts';
import { auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import { publish, topic } from '../platform/subscriptions.ts';
import { byMagic, storeUpload, UploadRefused } from '../platform/uploads.ts';
import { type AppWork, type Doer, enterTenant, system, type Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { sendPasswordLink } from './passwords.service.ts';
import { toUserDto } from './users.present.ts';
import * as repo from './users.repo.ts';

const auditedFields = [...repo.profileColumns, 'status'] as const;

async function existingUser(work: Work, id: string): Promise<repo.UserRow> {
  return found(await repo.findUser(work.tx, work.tenantId, id), 'userNotFound');
}

export async function listUsers(work: Work, query: UserListQuery): Promise<Paged<UserDto>> {
  const result = await repo.listUsers(work.tx, work.tenantId, {
    name: query.name,
    status: query.status,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toUserDto(row, work.actor));
}

export async function getUser(work: Work, id: string): Promise<UserDto> {
  authorize(work.actor, 'user.view', { id });
  return toUserDto(await existingUser(work, id), work.actor);
}

/** Creates a user of the caller's company and e-mails them a link to set their first password. */
export async function createUser(work: Work, input: UserInput): Promise<UserDto> {
  const { tx, actor, tenantId } = work;
  const created = await repo.insertUser(tx, tenantId, {
    ...input,
    user_name: `${input.user_name}@${actor.domain}`,
  });
  await sendPasswordLink(work, created, 'welcome');
  await recordAudit(tx, auditActorOf(actor), {
    module: 'users',
    action: 'create',
    entityType: 'user',
    entityId: created.id,
    changes: valuesSet(created, auditedFields),
  });
  return toUserDto(created, actor);
}

export async function updateUser(work: Work, id: string, input: UserUpdateInput): Promise<UserDto> {
  const { tx, actor, tenantId } = work;
  authorize(actor, 'user.edit', { id });
  const before = await existingUser(work, id);
  // Spec §1: a query user only reads, so becoming one is leaving work, as being inactivated is.
  if (input.user_type === UserType.query && before.user_type !== UserType.query) {
    await publish(work, leavingWork, id);
  }
  const after = await repo.updateUser(tx, tenantId, id, {
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
  return toUserDto(after, actor);
}

/**
 * A person about to leave work, by their id: what keeps them in it (spec §4: a step naming them
 * as its responsible, workflows, 50047; open tasks they hold, tasks, 50023) refuses by throwing.
 * Those features subscribe to it (src/subscriptions.ts), so users depends on neither of the
 * features that depend on it. Being inactivated, retired or made a query user is leaving work.
 */
export const leavingWork = topic<string>('user.leavingWork');

/** Inactivating or retiring a person is refused while something keeps them in work. */
export async function changeUserStatus(
  work: Work,
  id: string,
  status: UserStatusValue,
): Promise<UserDto> {
  const { actor } = work;
  authorize(actor, 'user.changeStatus', { id });
  const before = await existingUser(work, id);
  if (before.status === status) throw new AppError('statusUnchanged');
  if (status === UserStatus.inactive || status === UserStatus.retired) {
    await publish(work, leavingWork, id);
  }
  const after = await setStatus(work, auditActorOf(actor), before, status);
  return toUserDto(after, actor);
}

/**
 * Any status but active ends the user's sessions at once; back to active (unlock) clears the
 * failed-login count, so the user gets three fresh attempts.
 */
async function setStatus(
  work: Work<Doer>,
  who: AuditActor,
  before: repo.UserRow,
  status: UserStatusValue,
): Promise<repo.UserRow> {
  const { tx, tenantId } = work;
  const after = await repo.updateUser(tx, tenantId, before.id, {
    status,
    ...(status === UserStatus.active ? { failed_logins: 0 } : {}),
  });
  if (status !== UserStatus.active) await revokeUserSessions(tx, before.id);
  await recordAudit(tx, who, {
    module: 'users',
    action: status === UserStatus.active ? 'unlock' : 'status',
    entityType: 'user',
    entityId: before.id,
    changes: { status: { from: before.status, to: status } },
  });
  return after;
}

/**
 * The operator's unlock (`npm run user:unlock`): anyone can lock any account with three wrong
 * passwords, so every administrator of a company may be locked out with no one left to unlock
 * them. Answers false, changing nothing, when the account is not locked: its other states are
 * the administrators' to change.
 */
export async function unlockByOperator(work: AppWork, userName: string): Promise<boolean> {
  const company = await companyOfLoginName(work, userName);
  if (!company) throw new AppError('userNotFound');
  const inCompany = await enterTenant(work, company.id, system);
  const user = found(await userForLogin(inCompany, userName), 'userNotFound');
  if (user.status !== UserStatus.locked) return false;
  await setStatus(
    inCompany,
    { tenantId: company.id, userId: null, userName: null },
    user,
    UserStatus.active,
  );
  return true;
}

export async function userLogs(
  work: Work,
  id: string,
  query: PageQuery,
): Promise<Paged<AuditEntryDto>> {
  authorize(work.actor, 'user.viewLog', { id });
  await existingUser(work, id);
  return auditEntriesAbout(work, id, query);
}

/** The users of the company by status, for the dashboard's counts (people, not API accounts). */
export function userCountsByStatus(work: Work<Doer>): Promise<Map<UserStatusValue, number>> {
  return repo.countUsersByStatus(work.tx, work.tenantId);
}

/** A user whose password is already chosen: a new company's first administrator. */
export async function createUserWithPassword(
  work: Work<Doer>,
  fields: repo.UserFields,
  passwordHash: string,
): Promise<void> {
  const { tx, tenantId } = work;
  const created = await repo.insertUser(tx, tenantId, fields);
  await repo.updateUser(tx, tenantId, created.id, {
    password_hash: passwordHash,
    password_changed_at: new Date(),
  });
}

/** The company a login name names by its domain, the part after its @ (login, an unlock). */
export function companyOfLoginName(
  work: AppWork,
  userName: string,
): Promise<{ id: string } | undefined> {
  return repo.findCompanyByDomain(work.tx, userName.slice(userName.lastIndexOf('@') + 1));
}

/** The user a login names, locked until the attempt's bookkeeping commits. */
export function userForLogin(
  work: Work<Doer>,
  userName: string,
): Promise<repo.UserRow | undefined> {
  return repo.findUserByNameForUpdate(work.tx, work.tenantId, userName);
}

/**
 * Counts a wrong password; the third in a row locks the account and ends its sessions (spec §4).
 */
export async function countFailedLogin(
  work: Work<Doer>,
  user: repo.UserRow,
): Promise<{ failures: number; locked: boolean }> {
  const failures = user.failed_logins + 1;
  const locked = failures >= limits.failedLoginsBeforeLock;
  await repo.updateUser(work.tx, user.tenant_id, user.id, {
    failed_logins: failures,
    ...(locked ? { status: UserStatus.locked } : {}),
  });
  if (locked) {
    await revokeUserSessions(work.tx, user.id);
    await tellOfLock(work, user);
  }
  return { failures, locked };
}

/**
 * A locked account is news for its owner (someone may be guessing their password) and for the
 * company's administrators, who alone can unlock it (spec §4).
 */
async function tellOfLock(work: Work<Doer>, user: repo.UserRow): Promise<void> {
  const { language } = work;
  const params = {
    name: user.first_name,
    user: user.user_name,
    link: work.platform.config.publicUrl,
  };
  const admins = await repo.activeAdminEmails(work.tx, user.tenant_id);
  const mails = [
    { to: user.email, subject: 'mail.locked.subject', text: 'mail.locked.body' },
    ...admins
      .filter((email) => email !== user.email)
      .map((to) => ({ to, subject: 'mail.lockedAdmin.subject', text: 'mail.lockedAdmin.body' })),
  ];
  for (const mail of mails) {
    await enqueue(work, mailJob, {
      to: mail.to,
      subject: translate(language, mail.subject, params),
      text: translate(language, mail.text, params),
    });
  }
}

/** A right password starts the count of failures again. */
export async function clearFailedLogins(work: Work<Doer>, user: repo.UserRow): Promise<void> {
  if (user.failed_logins > 0) {
    await repo.updateUser(work.tx, user.tenant_id, user.id, { failed_logins: 0 });
  }
}

const avatarTypes = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Stores the new image first, then points the user at it; the old file goes after commit. */
export async function setAvatar(
  work: Work,
  id: string,
  /** Reads the upload's file: only once the actor may change this avatar is it stored. */
  upload: () => Promise<Readable>,
): Promise<UserDto> {
  const { tx, actor, tenantId } = work;
  const { storage } = work.platform;
  authorize(actor, 'user.changeAvatar', { id });
  const stored = await storeUpload(storage, await upload(), {
    folder: `${tenantId}/avatars`,
    typeOf: byMagic(avatarTypes),
    maxBytes: limits.avatarMaxBytes,
    image: { maxPixels: limits.avatarMaxPixels },
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    if (error.reason === 'tooManyPixels') {
      throw new AppError('avatarDimensions', undefined, limits.avatarMaxPixels);
    }
    // An empty file is no picture: refused for its type.
    throw new AppError(error.reason === 'tooLarge' ? 'avatarSize' : 'avatarType');
  });
  work.onRollback(() => storage.delete(stored.key));
  const before = await existingUser(work, id);
  const after = await repo.updateUser(tx, tenantId, id, { avatar_key: stored.key });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'users',
    action: 'avatar',
    entityType: 'user',
    entityId: id,
  });
  const replaced = before.avatar_key;
  if (replaced) work.afterCommit(() => storage.delete(replaced));
  return toUserDto(after, actor);
}

export async function readAvatar(
  work: Work,
  id: string,
): Promise<{ stream: Readable; mime: string }> {
  authorize(work.actor, 'user.viewAvatar', { id });
  const row = await existingUser(work, id);
  if (!row.avatar_key) throw new AppError('notFound');
  const mime = row.avatar_key.endsWith('.png') ? 'image/png' : 'image/jpeg';
  return { stream: await work.platform.storage.get(row.avatar_key), mime };
}
