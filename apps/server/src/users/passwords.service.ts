import {
  type Language,
  limits,
  type NewPasswordInput,
  type PasswordChangeInput,
  type PasswordResetInput,
  translate,
  UserStatus,
} from '@custodia/contracts';
import { companyOfDomain } from '../company/company.service.ts';
import { recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import {
  hashPassword,
  hashToken,
  newTenantToken,
  parseTenantToken,
  verifyPassword,
} from '../platform/secrets.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import * as repo from './users.repo.ts';

type LinkPurpose = 'welcome' | 'reset';

const linkPages: Record<LinkPurpose, string> = {
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
  tx: Sql,
  services: Services,
  user: repo.UserRow,
  purpose: LinkPurpose,
  language: Language,
): Promise<void> {
  await voidPasswordLinks(tx, user.tenant_id, user.id);
  const token = newTenantToken(user.tenant_id);
  await tx.query(
    `INSERT INTO password_tokens (tenant_id, token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [user.tenant_id, hashToken(token), user.id, purpose, limits.passwordResetHours],
  );
  const [tenant] = await tx.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [
    user.tenant_id,
  ]);
  const query = new URLSearchParams({ user: user.id, token });
  const params = {
    company: tenant?.name ?? '',
    name: user.first_name,
    user: user.user_name,
    link: `${services.config.publicUrl}${linkPages[purpose]}?${query.toString()}`,
  };
  await enqueue(tx, 'mail', {
    to: user.email,
    subject: translate(language, mailKeys[purpose].subject, params),
    text: translate(language, mailKeys[purpose].body, params),
  });
}

/**
 * Always answers the same, whether or not the address belongs to anyone. The value is a login
 * name (name@domain) or a corporate e-mail whose domain is the company's: the domain picks the
 * company, since row-level security forbids searching every company's users at once.
 */
export async function requestPasswordReset(
  services: Services,
  value: string,
  language: Language,
): Promise<void> {
  await services.asApp((tx) => enqueue(tx, 'passwordResetRequest', { value, language }));
}

/**
 * The work of a forgot-password request, run by the job runner: the answer was already given, the
 * same for every address, after the same work (issue 10, point 8).
 */
export async function sendResetLink(
  services: Services,
  value: string,
  language: Language,
): Promise<void> {
  const domain = value.slice(value.lastIndexOf('@') + 1);
  const tenant = await companyOfDomain(services, domain);
  if (!tenant) return;
  await services.inTenant(tenant.id, async (tx) => {
    const user = await repo.findUserByLoginOrEmail(tx, tenant.id, value);
    const mayReset =
      user?.status === UserStatus.active || user?.status === UserStatus.lockedByExpiry;
    if (!user || !mayReset) return;
    await sendPasswordLink(tx, services, user, 'reset', language);
    await recordAudit(
      tx,
      { tenantId: tenant.id, userId: user.id, userName: user.user_name },
      { module: 'auth', action: 'password_reset_requested', entityType: 'user', entityId: user.id },
    );
  });
}

/** A link that works: unused, not expired, issued to this user. */
const live = `tenant_id = $1 AND token_hash = $2 AND user_id = $3
              AND used_at IS NULL AND expires_at > now()`;

/** The company a link was issued in (from its token) and the parameters of `live`. */
function linkOf(userId: string, token: string): { tenantId: string; params: string[] } {
  const parsed = parseTenantToken(token);
  if (!parsed) throw new AppError('passwordLinkInvalid');
  return { tenantId: parsed.tenantId, params: [parsed.tenantId, hashToken(token), userId] };
}

/**
 * Refuses (10011) a link that was used, has expired or was never issued to this user, and leaves a
 * live one as it is: its page asks this on opening, before the person types a password.
 */
export async function checkPasswordLink(
  services: Services,
  userId: string,
  token: string,
): Promise<void> {
  const link = linkOf(userId, token);
  const usable = await services.inTenant(link.tenantId, (tx) =>
    tx.query(`SELECT 1 FROM password_tokens WHERE ${live}`, link.params),
  );
  if (usable.length === 0) throw new AppError('passwordLinkInvalid');
}

/** Sets a password with an e-mailed link; a user locked by password expiry becomes active again. */
export async function resetPassword(
  services: Services,
  userId: string,
  input: PasswordResetInput,
): Promise<void> {
  // A guessed link costs one indexed read, never a password hash (ASVS V2.2): hash only for a
  // live link, then take it for good, so two submissions of one link cannot both pass.
  await checkPasswordLink(services, userId, input.token);
  const hash = await hashPassword(input.password);
  const link = linkOf(userId, input.token);
  const updated = await services.inTenant(link.tenantId, async (tx) => {
    const [taken] = await tx.query<{ purpose: LinkPurpose }>(
      `UPDATE password_tokens SET used_at = now() WHERE ${live} RETURNING purpose`,
      link.params,
    );
    const user = taken ? await repo.findUser(tx, link.tenantId, userId) : undefined;
    if (!taken || !user) return false;
    await storePassword(tx, user.tenant_id, user.id, hash);
    if (user.status === UserStatus.lockedByExpiry) {
      await repo.updateUser(tx, user.tenant_id, user.id, { status: UserStatus.active });
    }
    await recordAudit(
      tx,
      { tenantId: user.tenant_id, userId: user.id, userName: user.user_name },
      {
        module: 'auth',
        action: taken.purpose === 'welcome' ? 'password_created' : 'password_reset',
        entityType: 'user',
        entityId: user.id,
      },
    );
    return true;
  });
  if (!updated) throw new AppError('passwordLinkInvalid');
}

/** A user changes their own password; every session of theirs ends, this one included. */
export async function changeOwnPassword(
  services: Services,
  actor: Actor,
  userId: string,
  input: PasswordChangeInput,
): Promise<void> {
  authorize(actor, 'user.changeOwnPassword', { id: userId });
  const user = found(
    await services.inTenant(actor.tenantId, (tx) => repo.findUser(tx, actor.tenantId, userId)),
    'userNotFound',
  );
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError('currentPasswordWrong', { current_password: 'errors.10009' });
  }
  if (input.password === input.current_password) {
    throw new AppError('passwordUnchanged', { password: 'errors.10010' });
  }
  const hash = await hashPassword(input.password);
  await services.inTenant(actor.tenantId, async (tx) => {
    await storePassword(tx, actor.tenantId, userId, hash);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'users',
      action: 'password_change',
      entityType: 'user',
      entityId: userId,
    });
  });
}

/** A user manager sets someone's password (it does not unlock a locked account). */
export async function setUserPassword(
  services: Services,
  actor: Actor,
  userId: string,
  input: NewPasswordInput,
): Promise<void> {
  authorize(actor, 'user.setPassword', { id: userId });
  const hash = await hashPassword(input.password);
  await services.inTenant(actor.tenantId, async (tx) => {
    found(await repo.findUser(tx, actor.tenantId, userId), 'userNotFound');
    await storePassword(tx, actor.tenantId, userId, hash);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'users',
      action: 'password_set',
      entityType: 'user',
      entityId: userId,
    });
  });
}

/** A new password voids pending e-mailed links and ends every session of the user. */
async function storePassword(
  tx: Sql,
  tenantId: string,
  userId: string,
  hash: string,
): Promise<void> {
  await repo.updateUser(tx, tenantId, userId, {
    password_hash: hash,
    password_changed_at: new Date(),
  });
  await voidPasswordLinks(tx, tenantId, userId);
  await revokeUserSessions(tx, userId);
}

async function voidPasswordLinks(tx: Sql, tenantId: string, userId: string): Promise<void> {
  await tx.query(
    'UPDATE password_tokens SET used_at = now() WHERE tenant_id = $1 AND user_id = $2 AND used_at IS NULL',
    [tenantId, userId],
  );
}
