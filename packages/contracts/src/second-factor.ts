import { z } from 'zod';
import { SessionDto } from './auth.ts';
import { AcceptedDto, IdParams, Uuid } from './common-schemas.ts';
import { endpoint } from './endpoint.ts';
import { errorMessage } from './errors.ts';

/**
 * Second factors and sessions (issue 51 point 2, decision 91). A person's factor is a TOTP
 * authenticator (RFC 6238) with ten single-use recovery codes; sign-in asks for it after the
 * password through a short-lived challenge, and every way in ends in the same session.
 */

/** Whom a company requires a second factor of; `roles` names them in `role_ids`. */
export const secondFactorRequirements = ['none', 'everyone', 'admins', 'roles'] as const;
export const SecondFactorRequirement = z.enum(secondFactorRequirements);
export type SecondFactorRequirement = z.infer<typeof SecondFactorRequirement>;

export const SecondFactorPolicyInput = z
  .object({
    required_for: SecondFactorRequirement,
    role_ids: z.array(Uuid).max(200).default([]),
  })
  .refine((policy) => policy.required_for !== 'roles' || policy.role_ids.length > 0, {
    path: ['role_ids'],
    error: errorMessage('secondFactorRolesRequired'),
  });
export type SecondFactorPolicyInput = z.input<typeof SecondFactorPolicyInput>;

export const SecondFactorPolicyDto = z.object({
  required_for: SecondFactorRequirement,
  role_ids: z.array(z.string()),
});
export type SecondFactorPolicyDto = z.infer<typeof SecondFactorPolicyDto>;

/** The caller's own factor: whether it is on, since when, and what is left of its recovery codes. */
export const SecondFactorDto = z.object({
  enrolled: z.boolean(),
  enrolled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** The company requires one of this person: it cannot be turned off, only replaced. */
  required: z.boolean(),
});
export type SecondFactorDto = z.infer<typeof SecondFactorDto>;

/** A new authenticator's secret, to scan (`uri`, an otpauth:// address) or type (`secret`). */
export const EnrolmentDto = z.object({ secret: z.string(), uri: z.string() });
export type EnrolmentDto = z.infer<typeof EnrolmentDto>;

/** A code of the authenticator (six digits) or a recovery code. */
const Code = z
  .string({ error: 'fieldRequired' })
  .trim()
  .min(1, { error: 'fieldRequired' })
  .max(32, { error: 'validation.invalid' });

export const CodeInput = z.object({ code: Code });
export type CodeInput = z.infer<typeof CodeInput>;

export const RecoveryCodesDto = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesDto = z.infer<typeof RecoveryCodesDto>;

/** Turning one's factor off takes a code of it or one's password. */
export const SecondFactorDisableInput = z
  .object({ code: z.string().trim().max(32).optional(), password: z.string().max(200).optional() })
  .refine((input) => Boolean(input.code || input.password), {
    path: ['code'],
    error: errorMessage('secondFactorProofRequired'),
  });
export type SecondFactorDisableInput = z.input<typeof SecondFactorDisableInput>;

/** The step of sign-in after the password: `verify` asks for a code, `enrol` sets a factor up. */
export const signInSteps = ['verify', 'enrol'] as const;
export type SignInStep = (typeof signInSteps)[number];

export const ChallengeInput = z.object({
  challenge: z.string({ error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(200),
});
export type ChallengeInput = z.infer<typeof ChallengeInput>;
export const ChallengeCodeInput = ChallengeInput.extend({ code: Code });
export type ChallengeCodeInput = z.infer<typeof ChallengeCodeInput>;

/** The session a sign-in enrolment ends in, with the recovery codes shown this once. */
export const EnrolledSessionDto = SessionDto.extend({ recovery_codes: z.array(z.string()) });
export type EnrolledSessionDto = z.infer<typeof EnrolledSessionDto>;

/** One of the caller's live sessions: the device as its browser named itself, where, and when. */
export const SessionEntryDto = z.object({
  id: z.string(),
  device: z.string(),
  address: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type SessionEntryDto = z.infer<typeof SessionEntryDto>;
export const SessionListDto = z.object({ items: z.array(SessionEntryDto) });

/**
 * What an administrator sees of a user's way in: their factor and their live sessions (what they
 * may do about them: the user's own abilities).
 */
export const UserAccessDto = z.object({
  second_factor: z.boolean(),
  active_sessions: z.number().int(),
});
export type UserAccessDto = z.infer<typeof UserAccessDto>;

const tag = 'second-factor';
const own = { session: true } as const;
const challengeOf = ({ body }: { body: unknown }) => (body as ChallengeInput).challenge;

/** The challenge's own steps: public (there is no session yet), limited as logins are. */
const challengeStep = <
  const P extends string,
  const B extends z.ZodType,
  const R extends z.ZodType,
>(
  path: P,
  body: B,
  response: R,
) =>
  endpoint({
    method: 'POST',
    path,
    tag: 'auth',
    body,
    status: 200,
    response,
    access: { public: true },
    rateLimit: { name: 'login', account: challengeOf },
  });

export const secondFactorApi = {
  /** The code of the challenge a password opened: the session, or 81002/70029 as a password's. */
  signInCode: challengeStep('/auth/second-factor/', ChallengeCodeInput, SessionDto),
  /** A person the company requires a factor of and who has none sets one up before anything. */
  signInEnrolment: challengeStep('/auth/second-factor/enrolment/', ChallengeInput, EnrolmentDto),
  signInConfirm: challengeStep(
    '/auth/second-factor/enrolment/confirm/',
    ChallengeCodeInput,
    EnrolledSessionDto,
  ),
  get: endpoint({
    method: 'GET',
    path: '/second-factor/',
    tag,
    status: 200,
    response: SecondFactorDto,
    access: own,
  }),
  enrol: endpoint({
    method: 'POST',
    path: '/second-factor/enrolment/',
    tag,
    status: 200,
    response: EnrolmentDto,
    access: own,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/second-factor/enrolment/confirm/',
    tag,
    body: CodeInput,
    status: 200,
    response: RecoveryCodesDto,
    access: own,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/second-factor/disable/',
    tag,
    body: SecondFactorDisableInput,
    status: 200,
    response: AcceptedDto,
    access: own,
  }),
  userAccess: endpoint({
    method: 'GET',
    path: '/users/:id/access/',
    tag,
    params: IdParams,
    status: 200,
    response: UserAccessDto,
    access: own,
  }),
  reset: endpoint({
    method: 'DELETE',
    path: '/users/:id/second-factor/',
    tag,
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: own,
  }),
  getPolicy: endpoint({
    method: 'GET',
    path: '/company/second-factor/',
    tag,
    status: 200,
    response: SecondFactorPolicyDto,
    access: { action: 'company.manage' },
  }),
  setPolicy: endpoint({
    method: 'PUT',
    path: '/company/second-factor/',
    tag,
    body: SecondFactorPolicyInput,
    status: 200,
    response: SecondFactorPolicyDto,
    access: { action: 'company.manage' },
  }),
};

export const sessionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/sessions/',
    tag: 'auth',
    status: 200,
    response: SessionListDto,
    access: own,
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/sessions/:id/',
    tag: 'auth',
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: own,
  }),
  endAllOfUser: endpoint({
    method: 'DELETE',
    path: '/users/:id/sessions/',
    tag: 'auth',
    params: IdParams,
    status: 200,
    response: AcceptedDto,
    access: own,
  }),
};
