import {
  languages,
  limits,
  type NewPasswordInput,
  type PasswordChangeInput,
  type PasswordResetInput,
  translate,
  UserStatus,
} from '@custodia/contracts';
import { z } from 'zod';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { appJob, enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import {
  hashPassword,
  hashToken,
  newTenantToken,
  parseTenantToken,
  verifyPassword,
} from '../platform/secrets.ts';
import {
  type AppWork,
  type Doer,
  enterTenant,
  type System,
  system,
  type Work,
} from '../platform/work.ts';
import { authorize } from '../policies.ts';
import * as links from './passwords.repo.ts';
import * as repo from './users.repo.ts';

const linkPages: Record<links.LinkPurpose, string> = {
  welcome: '/nueva-contrasena',
  reset: '/restablecimiento-de-contrasena',
};

const mailKeys = {
  welcome: { subject: 'mail.welcome.subject', body: 'mail.welcome.body' },
  reset: { subject: 'mail.reset.subject', body: 'mail.reset.body' },
} as const;

/**
 * Issues a single-use link valid 24 hours and queues its e-mail in the same transaction; a new
 * link voids the user's earlier unused ones.
 */
export async function sendPasswordLink(
  work: Work<Doer>,
  user: repo.UserRow,
  purpose: links.LinkPurpose,
): Promise<void> {
  const { tx, language } = work;
  await links.voidPasswordLinks(tx, user.tenant_id, user.id);
  const token = newTenantToken(user.tenant_id);
  await links.insertPasswordLink(tx, user.tenant_id, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    validHours: limits.passwordResetHours,
  });
  const query = new URLSearchParams({ user: user.id, token });
  const params = {
    company: (await repo.companyName(tx, user.tenant_id)) ?? '',
    name: user.first_name,
    user: user.user_name,
    link: `${work.platform.config.publicUrl}${linkPages[purpose]}?${query.toString()}`,
  };
  await enqueue(work, mailJob, {
    to: user.email,
    subject: translate(language, mailKeys[purpose].subject, params),
    text: translate(language, mailKeys[purpose].body, params),
  });
}

/**
 * The work of a forgot-password request, run by the job runner: the answer was already given, the
 * same for every address, after the same work (issue 10, point 8). The value is a login name
 * (name@domain) or a corporate e-mail whose domain is the company's: the domain picks the company,
 * since row-level security forbids searching every company's users at once. Its one outside
 * effect, the mail, is a job queued in this job's transaction: it happens once, with it.
 */
export const passwordResetRequestJob = appJob({
  name: 'passwordResetRequest',
  payload: z.object({ value: z.string(), language: z.enum(languages) }),
  async run(work, { value, language }) {
    const domain = value.slice(value.lastIndexOf('@') + 1);
    const company = await repo.findCompanyByDomain(work.tx, domain);
    if (!company) return;
    // The mail is written in the language of the request, not in the runner's.
    const inCompany = { ...(await enterTenant(work, company.id, system)), language };
    const user = await repo.findUserByLoginOrEmail(inCompany.tx, company.id, value);
    const mayReset =
      user?.status === UserStatus.active || user?.status === UserStatus.lockedByExpiry;
    if (!user || !mayReset) return;
    await sendPasswordLink(inCompany, user, 'reset');
    await recordAudit(
      inCompany.tx,
      { tenantId: company.id, userId: user.id, userName: user.user_name },
      { module: 'auth', action: 'password_reset_requested', entityType: 'user', entityId: user.id },
    );
  },
});

/** Always answers the same, whether or not the address belongs to anyone: the job does the work. */
export async function requestPasswordReset(work: AppWork, value: string): Promise<void> {
  await enqueue(work, passwordResetRequestJob, { value, language: work.language });
}

/**
 * The link's company entered (its token names it) and the link looked up there; refuses (10011) a
 * link that was used, has expired or was never issued to this user.
 */
async function liveLink(
  work: AppWork,
  userId: string,
  token: string,
): Promise<{ inCompany: Work<System>; link: links.LinkKey }> {
  const parsed = parseTenantToken(token);
  if (!parsed) throw new AppError('passwordLinkInvalid');
  const inCompany = await enterTenant(work, parsed.tenantId, system);
  const link = { tokenHash: hashToken(token), userId };
  if (!(await links.isLinkLive(inCompany.tx, inCompany.tenantId, link))) {
    throw new AppError('passwordLinkInvalid');
  }
  return { inCompany, link };
}

/**
 * Refuses (10011) a link that was used, has expired or was never issued to this user, and leaves a
 * live one as it is: its page asks this on opening, before the person types a password.
 */
export async function checkPasswordLink(
  work: AppWork,
  userId: string,
  token: string,
): Promise<void> {
  await liveLink(work, userId, token);
}

/** Sets a password with an e-mailed link; a user locked by password expiry becomes active again. */
export async function resetPassword(
  work: AppWork,
  userId: string,
  input: PasswordResetInput,
): Promise<void> {
  // A guessed link costs one indexed read, never a password hash (ASVS V2.2): hash only for a
  // live link, then take it for good, so two submissions of one link cannot both pass.
  const { inCompany, link } = await liveLink(work, userId, input.token);
  const hash = await hashPassword(input.password);
  const { tx, tenantId } = inCompany;
  const purpose = await links.takeLink(tx, tenantId, link);
  const user = purpose ? await repo.findUser(tx, tenantId, userId) : undefined;
  if (!purpose || !user) throw new AppError('passwordLinkInvalid');
  await storePassword(inCompany, user.id, hash);
  if (user.status === UserStatus.lockedByExpiry) {
    await repo.updateUser(tx, tenantId, user.id, { status: UserStatus.active });
  }
  await recordAudit(
    tx,
    { tenantId, userId: user.id, userName: user.user_name },
    {
      module: 'auth',
      action: purpose === 'welcome' ? 'password_created' : 'password_reset',
      entityType: 'user',
      entityId: user.id,
    },
  );
}

/** A user changes their own password; every session of theirs ends, this one included. */
export async function changeOwnPassword(
  work: Work,
  userId: string,
  input: PasswordChangeInput,
): Promise<void> {
  const { tx, actor, tenantId } = work;
  authorize(actor, 'user.changeOwnPassword', { id: userId });
  const user = found(await repo.findUser(tx, tenantId, userId), 'userNotFound');
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError('currentPasswordWrong', { current_password: 'errors.10009' });
  }
  if (input.password === input.current_password) {
    throw new AppError('passwordUnchanged', { password: 'errors.10010' });
  }
  await storePassword(work, userId, await hashPassword(input.password));
  await recordAudit(tx, auditActorOf(actor), {
    module: 'users',
    action: 'password_change',
    entityType: 'user',
    entityId: userId,
  });
}

/** A user manager sets someone's password (it does not unlock a locked account). */
export async function setUserPassword(
  work: Work,
  userId: string,
  input: NewPasswordInput,
): Promise<void> {
  const { tx, actor, tenantId } = work;
  authorize(actor, 'user.setPassword', { id: userId });
  const hash = await hashPassword(input.password);
  found(await repo.findUser(tx, tenantId, userId), 'userNotFound');
  await storePassword(work, userId, hash);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'users',
    action: 'password_set',
    entityType: 'user',
    entityId: userId,
  });
}

/** A new password voids pending e-mailed links and ends every session of the user. */
async function storePassword(work: Work<Doer>, userId: string, hash: string): Promise<void> {
  const { tx, tenantId } = work;
  await repo.updateUser(tx, tenantId, userId, {
    password_hash: hash,
    password_changed_at: new Date(),
  });
  await links.voidPasswordLinks(tx, tenantId, userId);
  await revokeUserSessions(tx, userId);
}
