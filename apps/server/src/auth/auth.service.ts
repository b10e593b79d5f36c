import {
  type AuditAction,
  type ChallengeCodeInput,
  type ChallengeInput,
  type EnrolledSessionDto,
  type LoginInput,
  limits,
  type SessionDto,
  type SignInStep,
  UserStatus,
} from '@custodia/contracts';
import { integrationOptionsOf } from '../integrations/index.ts';
import { recordAudit } from '../platform/audit.ts';
import {
  auditActorOf,
  createSession,
  resolveSession,
  revokeSession,
  type SessionClient,
} from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { parseTenantToken, verifyPassword } from '../platform/secrets.ts';
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
  beginEnrolment,
  checkCode,
  confirmEnrolment,
  type FactorHolder,
  signInStep,
} from '../second-factor/index.ts';
import {
  clearFailedLogins,
  companyOfLoginName,
  countFailedLogin,
  getUser,
  userForLogin,
} from '../users/index.ts';
import { createChallenge, endChallenge, liveChallenge } from './challenges.repo.ts';
import { countFailureOfName, forgetFailuresOfName } from './login-failures.repo.ts';

/** A user as login reads them, password hash included. */
type UserRow = NonNullable<Awaited<ReturnType<typeof userForLogin>>>;

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

type Attempt = { ok: true; session: SessionDto } | { ok: false; error: AppError };

const refused = (...args: ConstructorParameters<typeof AppError>): Attempt => ({
  ok: false,
  error: new AppError(...args),
});

/**
 * People log in to the web app and third-party accounts get API tokens, each through its own
 * path: an account that comes through the other one is refused after its password checks out.
 */
export type LoginKind = 'person' | 'apiAccount';

/**
 * Login rules of spec §4/§8. An unknown company or user costs a password verification like a
 * known one and gets the same answer, and a wrong password the same answer whatever the
 * account's state. An active account's third consecutive failure locks it; the counts and the
 * lock are committed before the refusal is sent. A person with a second factor, or whom the
 * company requires one of, gets a challenge instead of a session (81000, decision 91).
 */
export async function login(
  work: AppWork,
  input: LoginInput,
  kind: LoginKind,
  client: SessionClient,
): Promise<SessionDto> {
  const company = await companyOfLoginName(work, input.user_name);
  let attempt: Attempt;
  if (company) {
    attempt = await attemptLogin(await enterTenant(work, company.id, system), input, kind, client);
  } else {
    await verifyPassword(null, input.password);
    attempt = await refusalOfWrongPassword(work.tx, input.user_name);
  }
  if (!attempt.ok) throw new RefusalAfterCommit(attempt.error);
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
  return refused(failures >= limits.failedLoginsBeforeLock ? 'accountLocked' : 'wrongCredentials');
}

type Audit = (action: AuditAction<'auth'>, changes?: Record<string, unknown>) => Promise<void>;

function auditOf(work: Work<System>, user: { id: string; user_name: string }): Audit {
  const who = { tenantId: work.tenantId, userId: user.id, userName: user.user_name };
  return (action, changes) =>
    recordAudit(work.tx, who, {
      module: 'auth',
      action,
      entityType: 'user',
      entityId: user.id,
      changes,
    });
}

async function attemptLogin(
  work: Work<System>,
  input: LoginInput,
  kind: LoginKind,
  client: SessionClient,
): Promise<Attempt> {
  const { tx, tenantId } = work;
  const user = await userForLogin(work, input.user_name);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user) return refusalOfWrongPassword(tx, input.user_name);
  const audit = auditOf(work, user);

  if (user.status === UserStatus.active && user.password_hash === null) {
    return refused('passwordNotSet');
  }
  if (!valid) {
    // Counted on the name in every state, so an account this failure locks answers on as it did.
    const refusal = await refusalOfWrongPassword(tx, user.user_name);
    if (user.status !== UserStatus.active) return refusal;
    return { ok: false, error: await countWrong(work, user, audit, 'wrongCredentials') };
  }
  const step =
    user.status === UserStatus.active && kind === 'person' && !user.is_api_account
      ? await signInStep(work, {
          id: user.id,
          userName: user.user_name,
          isApiAccount: user.is_api_account,
        })
      : null;
  // A run of failures ends with the whole sign-in: with a second step, only once its code is right.
  if (step === null) await forgetFailuresOfName(tx, user.user_name);
  if (user.status !== UserStatus.active) return refused(refusalByStatus[user.status]);
  if (user.is_api_account !== (kind === 'apiAccount')) {
    return refused(user.is_api_account ? 'apiAccountNoWebLogin' : 'notAnApiAccount');
  }
  if (step !== null) {
    const challenge = await createChallenge(tx, tenantId, user.id, step, client);
    const needed = new AppError('secondFactorNeeded');
    needed.data = { challenge, step };
    return { ok: false, error: needed };
  }
  return { ok: true, session: await openSession(work, user, audit, client) };
}

/**
 * A wrong password or code of an active account: its own count locks it at the third (spec §4),
 * however far apart its failures come; until then the refusal is the one given.
 */
async function countWrong(
  work: Work<System>,
  user: UserRow,
  audit: Audit,
  refusal: 'wrongCredentials' | 'secondFactorCodeWrong',
): Promise<AppError> {
  const { failures, locked } = await countFailedLogin(work, user);
  await audit(locked ? 'lock' : 'login_failed', { failed_logins: failures });
  return new AppError(locked ? 'accountLocked' : refusal);
}

/** Every way in ends here: one session, its expiry and audit the same (ARCHITECTURE §7e). */
async function openSession(
  work: Work<System>,
  user: UserRow,
  audit: Audit,
  client: SessionClient,
): Promise<SessionDto> {
  const { tx, tenantId, platform } = work;
  await clearFailedLogins(work, user);
  const policy = {
    idleMinutes: platform.config.sessionIdleMinutes,
    maxHours: platform.config.sessionMaxHours,
  };
  const token = await createSession(tx, tenantId, user.id, policy, client);
  await audit('login');
  const { actor } = await resolveSession(tx, tenantId, token, policy, platform.kept);
  return sessionOf(actingAs(work, actor), token);
}

/** The challenge's company, its row and its user, or 81001 when it is unknown, used or expired. */
async function challengeOf(work: AppWork, token: string, step: SignInStep) {
  const tenantId = parseTenantToken(token)?.tenantId;
  if (!tenantId) throw new AppError('secondFactorChallengeInvalid');
  const inCompany = await enterTenant(work, tenantId, system);
  const challenge = await liveChallenge(inCompany.tx, tenantId, token);
  const user = challenge && (await userForLogin(inCompany, challenge.user_name));
  if (!challenge || !user || challenge.step !== step) {
    throw new AppError('secondFactorChallengeInvalid');
  }
  const client = { userAgent: challenge.user_agent, address: challenge.address };
  return { work: inCompany, user, client, audit: auditOf(inCompany, user) };
}

/**
 * The second step of a sign-in: the code of the person's authenticator, or one of their recovery
 * codes. A wrong one counts as a wrong password does, to the same lock; a right one ends the
 * challenge and the run of failures, and opens the session.
 */
export async function signInWithCode(
  work: AppWork,
  input: ChallengeCodeInput,
): Promise<SessionDto> {
  const found = await challengeOf(work, input.challenge, 'verify');
  const { tx, tenantId } = found.work;
  const used = await checkCode(found.work, found.user.id, input.code);
  if (used === null) {
    await countFailureOfName(tx, found.user.user_name);
    throw new RefusalAfterCommit(
      await countWrong(found.work, found.user, found.audit, 'secondFactorCodeWrong'),
    );
  }
  await endChallenge(tx, tenantId, input.challenge);
  await forgetFailuresOfName(tx, found.user.user_name);
  if (used === 'recovery') await found.audit('recovery_code_used');
  return openSession(found.work, found.user, found.audit, found.client);
}

/** A factor set up during sign-in, for a person the company requires one of and who had none. */
export async function beginSignInEnrolment(work: AppWork, input: ChallengeInput) {
  const found = await challengeOf(work, input.challenge, 'enrol');
  return beginEnrolment(found.work, holderOf(found.user));
}

/** Its first code confirms it and opens the session, with the recovery codes shown this once. */
export async function confirmSignInEnrolment(
  work: AppWork,
  input: ChallengeCodeInput,
): Promise<EnrolledSessionDto> {
  const found = await challengeOf(work, input.challenge, 'enrol');
  const { tx, tenantId } = found.work;
  const who = { tenantId, userId: found.user.id, userName: found.user.user_name };
  const codes = await confirmEnrolment(found.work, holderOf(found.user), input.code, who);
  await endChallenge(tx, tenantId, input.challenge);
  await forgetFailuresOfName(tx, found.user.user_name);
  const session = await openSession(found.work, found.user, found.audit, found.client);
  return { ...session, recovery_codes: codes };
}

const holderOf = (user: UserRow): FactorHolder => ({
  id: user.id,
  userName: user.user_name,
  isApiAccount: user.is_api_account,
});

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
