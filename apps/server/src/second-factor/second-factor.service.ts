import { createHmac, randomInt } from 'node:crypto';
import type {
  EnrolmentDto,
  SecondFactorDisableInput,
  SecondFactorDto,
  SecondFactorPolicyDto,
  SecondFactorPolicyInput,
  SignInStep,
} from '@custodia/contracts';
import { Secret, TOTP } from 'otpauth';
import { type AuditActor, auditRefs, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import { installationKey, seal, unseal, verifyPassword } from '../platform/secrets.ts';
import { type AppWork, type Doer, enterTenant, system, type Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { companyOfLoginName, getUser, userForLogin } from '../users/index.ts';
import * as repo from './second-factor.repo.ts';

/** Whose factor: the user, and whether they are a third-party account (which never has one). */
export type FactorHolder = { id: string; userName: string; isApiAccount: boolean };

const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
/** No letters read alike (0/o, 1/l/i): a code copied from paper is typed right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, thirty seconds. */
function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Custodia',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to, within one step of now either way (a phone's clock drifts,
 * and a code typed as it turns over still counts); null when it is no code of this secret.
 */
function stepOfCode(secret: string, code: string): number | null {
  const delta = totpOf(secret, '').validate({ token: code, window: 1 });
  if (delta === null) return null;
  return Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
}

const authenticatorCode = (code: string) => {
  const digits = code.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
};

/**
 * A recovery code's hash, keyed by the installation's key and salted by its user: the table alone
 * does not let anyone try the codes offline.
 */
function recoveryHash(work: Work<Doer>, userId: string, code: string): string {
  const normalized = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHmac('sha256', installationKey(work.platform.config))
    .update(`${userId}:${normalized}`)
    .digest('hex');
}

function newRecoveryCode(): string {
  const characters = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

const sealKey = (work: Work<Doer>) => installationKey(work.platform.config);

/**
 * What sign-in asks after a right password: the code when the person has a factor, a factor set
 * up first when the company requires one they lack, nothing otherwise (third-party accounts
 * included, which the policy never names).
 */
export async function signInStep(
  work: Work<Doer>,
  holder: FactorHolder,
): Promise<SignInStep | null> {
  if (holder.isApiAccount) return null;
  const state = await repo.factorState(work.tx, work.tenantId, holder.id);
  if (state.secret_sealed !== null) return 'verify';
  return state.required ? 'enrol' : null;
}

/**
 * Checks a code of the person's factor: an authenticator's code taken once (never again in its
 * window), or one of their recovery codes, used up. Answers which it was, or null.
 */
export async function checkCode(
  work: Work<Doer>,
  userId: string,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const { tx, tenantId } = work;
  const digits = authenticatorCode(code);
  if (digits === null) {
    const used = await repo.useRecoveryCode(tx, tenantId, userId, recoveryHash(work, userId, code));
    return used ? 'recovery' : null;
  }
  const state = await repo.factorState(tx, tenantId, userId);
  if (state.secret_sealed === null) return null;
  const step = stepOfCode(unseal(sealKey(work), state.secret_sealed), digits);
  if (step === null) return null;
  return (await repo.takeStep(tx, tenantId, userId, step)) ? 'totp' : null;
}

/** A new secret for the person's authenticator, pending until a first code of it confirms it. */
export async function beginEnrolment(
  work: Work<Doer>,
  holder: FactorHolder,
): Promise<EnrolmentDto> {
  if (holder.isApiAccount) throw new AppError('secondFactorApiAccount');
  const secret = new Secret({ size: 20 }).base32;
  await repo.keepPendingSecret(work.tx, work.tenantId, holder.id, seal(sealKey(work), secret));
  return { secret, uri: totpOf(secret, holder.userName).toString() };
}

/**
 * The pending secret's first code makes it the person's factor (replacing any before it), and
 * ten new recovery codes are made: answered this once, kept only as hashes.
 */
export async function confirmEnrolment(
  work: Work<Doer>,
  holder: FactorHolder,
  code: string,
  who: AuditActor,
): Promise<string[]> {
  const { tx, tenantId } = work;
  const state = await repo.factorState(tx, tenantId, holder.id);
  if (state.pending_secret_sealed === null) throw new AppError('secondFactorEnrolmentNotStarted');
  const digits = authenticatorCode(code);
  const step =
    digits === null ? null : stepOfCode(unseal(sealKey(work), state.pending_secret_sealed), digits);
  if (step === null) throw new AppError('secondFactorCodeWrong');
  await repo.confirmPendingSecret(tx, tenantId, holder.id, step);
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await repo.replaceRecoveryCodes(
    tx,
    tenantId,
    holder.id,
    codes.map((recovery) => recoveryHash(work, holder.id, recovery)),
  );
  await recordAudit(tx, who, {
    module: 'second_factor',
    action: 'enrol',
    entityType: 'user',
    entityId: holder.id,
  });
  return codes;
}

/** Whether the user has a factor in use (an administrator's view of their way in). */
export async function hasSecondFactor(work: Work<Doer>, userId: string): Promise<boolean> {
  return (await repo.factorState(work.tx, work.tenantId, userId)).secret_sealed !== null;
}

const holderOf = (work: Work): FactorHolder => ({
  id: work.actor.userId,
  userName: work.actor.userName,
  isApiAccount: work.actor.isApiAccount,
});

export async function ownFactor(work: Work): Promise<SecondFactorDto> {
  const state = await repo.factorState(work.tx, work.tenantId, work.actor.userId);
  const enrolled = state.secret_sealed !== null;
  return {
    enrolled,
    enrolled_at: enrolled ? (state.confirmed_at?.toISOString() ?? null) : null,
    recovery_codes_left: enrolled ? state.codes_left : 0,
    required: state.required,
  };
}

export function enrolOwn(work: Work): Promise<EnrolmentDto> {
  return beginEnrolment(work, holderOf(work));
}

export async function confirmOwn(work: Work, code: string): Promise<string[]> {
  return confirmEnrolment(work, holderOf(work), code, auditActorOf(work.actor));
}

/**
 * Turns the caller's factor off, proved by a code of it or their password; refused while the
 * company requires one of them (they may set up another instead).
 */
export async function disableOwn(work: Work, input: SecondFactorDisableInput): Promise<void> {
  const { tx, tenantId, actor } = work;
  const state = await repo.factorState(tx, tenantId, actor.userId);
  if (state.secret_sealed === null) throw new AppError('secondFactorNotEnrolled');
  if (state.required) throw new AppError('secondFactorRequired');
  if (input.code) {
    if ((await checkCode(work, actor.userId, input.code)) === null) {
      throw new AppError('secondFactorCodeWrong');
    }
  } else {
    const user = await userForLogin(work, actor.userName);
    if (!(await verifyPassword(user?.password_hash ?? null, input.password ?? ''))) {
      throw new AppError('currentPasswordWrong');
    }
  }
  await repo.removeFactors(tx, tenantId, actor.userId);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'second_factor',
    action: 'disable',
    entityType: 'user',
    entityId: actor.userId,
  });
}

/**
 * The operator's reset (`npm run user:reset-second-factor`): an administrator who lost their
 * authenticator and its recovery codes, with no other administrator to reset it. Recorded as the
 * system; false, changing nothing, when the account has no factor.
 */
export async function resetFactorByOperator(work: AppWork, userName: string): Promise<boolean> {
  const company = await companyOfLoginName(work, userName);
  if (!company) throw new AppError('userNotFound');
  const inCompany = await enterTenant(work, company.id, system);
  const user = await userForLogin(inCompany, userName);
  if (!user) throw new AppError('userNotFound');
  if (!(await repo.removeFactors(inCompany.tx, company.id, user.id))) return false;
  await recordAudit(
    inCompany.tx,
    { tenantId: company.id, userId: null, userName: null },
    {
      module: 'second_factor',
      action: 'reset',
      entityType: 'user',
      entityId: user.id,
    },
  );
  return true;
}

/**
 * An administrator takes a user's factor away (a lost phone and no recovery code): the user signs
 * in with their password alone next, or sets up a new factor first if the company requires one.
 */
export async function resetFactor(work: Work, userId: string): Promise<void> {
  authorize(work.actor, 'user.resetSecondFactor', { id: userId });
  await getUser(work, userId);
  if (!(await repo.removeFactors(work.tx, work.tenantId, userId))) {
    throw new AppError('secondFactorNotEnrolled');
  }
  await recordAudit(work.tx, auditActorOf(work.actor), {
    module: 'second_factor',
    action: 'reset',
    entityType: 'user',
    entityId: userId,
  });
}

export async function getPolicy(work: Work): Promise<SecondFactorPolicyDto> {
  return repo.policyOf(work.tx, work.tenantId);
}

export async function setPolicy(
  work: Work,
  input: SecondFactorPolicyInput & { role_ids: string[] },
): Promise<SecondFactorPolicyDto> {
  const { tx, tenantId } = work;
  const roleIds = input.required_for === 'roles' ? [...new Set(input.role_ids)] : [];
  const found = await repo.existingRoles(tx, tenantId, roleIds);
  if (found.length !== roleIds.length) throw new AppError('secondFactorRoleNotFound');
  const before = await repo.policyOf(tx, tenantId);
  const after = { required_for: input.required_for, role_ids: roleIds };
  await repo.savePolicy(tx, tenantId, after);
  await recordAudit(tx, auditActorOf(work.actor), {
    module: 'second_factor',
    action: 'policy',
    entityType: 'company',
    entityId: tenantId,
    changes: {
      second_factor_required_for: { from: before.required_for, to: after.required_for },
      second_factor_roles: {
        from: auditRefs('role', before.role_ids),
        to: auditRefs('role', after.role_ids),
      },
    },
  });
  return after;
}
