import {
  type AuditAction,
  type LoginInput,
  limits,
  type SessionDto,
  UserStatus,
} from '@custodia/contracts';
import { integrationOptionsOf } from '../integrations/index.ts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf, createSession, resolveSession, revokeSession } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { verifyPassword } from '../platform/secrets.ts';
import {
  type AppWork,
  actingAs,
  enterTenant,
  RefusalAfterCommit,
  type System,
  system,
  type Work,
} from '../platform/work.ts';
import { globalAbilities } from '../policies.ts';
import {
  clearFailedLogins,
  companyOfLoginName,
  countFailedLogin,
  getUser,
  userForLogin,
} from '../users/index.ts';
import { countFailureOfName, forgetFailuresOfName } from './login-failures.repo.ts';

const refusalByStatus = {
  [UserStatus.locked]: 'accountLocked',
  [UserStatus.inactive]: 'userNotActive',
  [UserStatus.retired]: 'userNotActive',
  [UserStatus.lockedByExpiry]: 'passwordExpired',
} as const;

/**
 * The session object of spec §3: the actor's grants as they are now, their abilities, and the
 * company's integration options (the menu's signature report reads them).
 */
async function sessionOf(work: Work, token: string): Promise<SessionDto> {
  const { actor } = work;
  const { grants } = actor;
  return {
    access: token,
    user: await getUser(work, actor.userId),
    admin_forms: grants.adminForms,
    admin_workflows: grants.adminWorkflows,
    form_permissions: [...grants.forms].map(([form_uuid, grant]) => ({ form_uuid, ...grant })),
    roles_permissions: [...grants.permissions],
    designer_forms: grants.designerForms,
    designer_workflows: grants.designerWorkflows,
    integrations: integrationOptionsOf(),
    user_name: actor.userName,
    user_type: actor.userType,
    domain: actor.domain,
    company_name: actor.companyName,
    time_zone: actor.timeZone,
    expedient_consult: actor.expedientConsult,
    password_expiration_days: actor.passwordExpirationDays,
    abilities: globalAbilities(actor),
  };
}

type Attempt =
  | { ok: true; session: SessionDto }
  | { ok: false; error: ConstructorParameters<typeof AppError>[0] };

/**
 * People log in to the web app and third-party accounts get API tokens, each through its own
 * path: an account that comes through the other one is refused after its password checks out.
 */
export type LoginKind = 'person' | 'apiAccount';

/**
 * Login rules of spec §4/§8. An unknown company or user costs a password verification like a
 * known one and gets the same answer, and a wrong password the same answer whatever the
 * account's state. An active account's third consecutive failure locks it; the counts and the
 * lock are committed before the refusal is sent.
 */
export async function login(
  work: AppWork,
  input: LoginInput,
  kind: LoginKind = 'person',
): Promise<SessionDto> {
  const company = await companyOfLoginName(work, input.user_name);
  let attempt: Attempt;
  if (company) {
    attempt = await attemptLogin(await enterTenant(work, company.id, system), input, kind);
  } else {
    await verifyPassword(null, input.password);
    attempt = await refusalOfWrongPassword(work.tx, input.user_name);
  }
  if (!attempt.ok) throw new RefusalAfterCommit(new AppError(attempt.error));
  return attempt.session;
}

/**
 * A wrong password answers by the name's own recent failures, whoever holds it and whatever
 * their account's state (decision 6): 10046 twice, then 70029 from the third on, as an active
 * account that locks. Only the right password learns that an account is locked, not active or
 * expired, so anyone may try a name without telling whether it exists or what became of it.
 */
async function refusalOfWrongPassword(tx: Sql, userName: string): Promise<Attempt> {
  const failures = await countFailureOfName(tx, userName);
  return {
    ok: false,
    error: failures >= limits.failedLoginsBeforeLock ? 'accountLocked' : 'wrongCredentials',
  };
}

async function attemptLogin(
  work: Work<System>,
  input: LoginInput,
  kind: LoginKind,
): Promise<Attempt> {
  const { tx, tenantId, platform } = work;
  const user = await userForLogin(work, input.user_name);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user) return refusalOfWrongPassword(tx, input.user_name);
  const who = { tenantId, userId: user.id, userName: user.user_name };
  const audit = (action: AuditAction<'auth'>, changes?: Record<string, unknown>) =>
    recordAudit(tx, who, {
      module: 'auth',
      action,
      entityType: 'user',
      entityId: user.id,
      changes,
    });

  if (user.status === UserStatus.active && user.password_hash === null) {
    return { ok: false, error: 'passwordNotSet' };
  }
  if (!valid) {
    // Counted on the name in every state, so an account this failure locks answers on as it did.
    const refusal = await refusalOfWrongPassword(tx, user.user_name);
    if (user.status !== UserStatus.active) return refusal;
    // An active account's own count locks it (spec §4), however far apart its failures come.
    const { failures, locked } = await countFailedLogin(work, user);
    await audit(locked ? 'lock' : 'login_failed', { failed_logins: failures });
    return { ok: false, error: locked ? 'accountLocked' : 'wrongCredentials' };
  }
  await forgetFailuresOfName(tx, user.user_name);
  if (user.status !== UserStatus.active) return { ok: false, error: refusalByStatus[user.status] };
  if (user.is_api_account !== (kind === 'apiAccount')) {
    return { ok: false, error: user.is_api_account ? 'apiAccountNoWebLogin' : 'notAnApiAccount' };
  }
  await clearFailedLogins(work, user);
  const policy = {
    idleMinutes: platform.config.sessionIdleMinutes,
    maxHours: platform.config.sessionMaxHours,
  };
  const token = await createSession(tx, tenantId, user.id, policy);
  await audit('login');
  const { actor } = await resolveSession(tx, tenantId, token, policy, platform.kept);
  return {
    ok: true,
    session: await sessionOf(actingAs(work, actor), token),
  };
}

export async function logout(work: Work): Promise<void> {
  const { tx, actor } = work;
  await revokeSession(tx, actor.tokenHash);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'auth',
    action: 'logout',
    entityType: 'user',
    entityId: actor.userId,
  });
}

/** The session object again, with permissions as they are now (roles may have changed). */
export async function currentSession(work: Work, token: string): Promise<SessionDto> {
  return sessionOf(work, token);
}
