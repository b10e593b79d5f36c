import {
  authApi,
  ChallengeCodeInput,
  errorCatalogue,
  LoginInput,
  type MessageKey,
  type SessionDto,
  type SignInStep,
  secondFactorApi,
} from '@custodia/contracts';
import { call } from '../platform/api.ts';
import { type Dialog, showDialog } from '../platform/feedback.ts';
import {
  type FieldError,
  fieldErrorsFromIssues,
  fieldErrorsFromServer,
} from '../platform/formErrors.ts';
import { ApiError } from '../platform/http.ts';
import { translateMessage } from '../platform/i18n.ts';
import { queryClient } from '../platform/queryClient.ts';
import { clearSession, setSession } from '../platform/session.ts';
import { sessionQueryKey } from './useSessionRefresh.ts';

type Refusal = { kind: Dialog['kind']; title: MessageKey };

/** Spec §8 login handling: each refusal has its own dialog; 'no password yet' is only informative. */
const refusals: Record<number, Refusal> = {
  [errorCatalogue.wrongCredentials.code]: { kind: 'error', title: 'auth.login.failedTitle' },
  [errorCatalogue.accountLocked.code]: { kind: 'error', title: 'auth.login.lockedTitle' },
  [errorCatalogue.userNotActive.code]: { kind: 'warning', title: 'auth.login.inactiveTitle' },
  [errorCatalogue.passwordExpired.code]: { kind: 'warning', title: 'auth.login.expiredTitle' },
  [errorCatalogue.passwordNotSet.code]: { kind: 'info', title: 'auth.login.noPasswordTitle' },
};
const refusalCodes = Object.keys(refusals).map(Number);

/** A right password's second step: its code asked here, or a factor set up first (decision 91). */
export type SignInChallenge = { challenge: string; step: SignInStep };

/** The fields' messages, or the second step the password opened. */
export type LogInOutcome = { marks: FieldError[]; next?: SignInChallenge };

const needed = errorCatalogue.secondFactorNeeded.code;

/** A session begun: the route guard takes it from there (the dashboard, or renewal if expired). */
export function startSession(session: SessionDto): void {
  queryClient.setQueryData(sessionQueryKey, session);
  setSession(session);
}

function refused(error: unknown): FieldError[] {
  clearSession();
  if (!(error instanceof ApiError)) throw error;
  const refusal = error.code !== null ? refusals[error.code] : undefined;
  if (refusal) {
    showDialog({
      kind: refusal.kind,
      title: translateMessage(refusal.title),
      content: error.detail,
    });
  }
  return fieldErrorsFromServer(error);
}

/**
 * Logs in with the login form's values, checked first by the same schema as the API's. Answers the
 * messages the fields should show, or the second step a person with a factor goes on to. The login
 * screen loads this module when the person starts filling the form, not with the screen: it brings
 * zod, the schemas and the typed client (ARCHITECTURE §8, docs/decisions.md 44).
 */
export async function logIn(values: unknown): Promise<LogInOutcome> {
  const input = LoginInput.safeParse(values);
  if (!input.success) return { marks: fieldErrorsFromIssues(input.error.issues, translateMessage) };
  try {
    const session = await call(
      authApi.login,
      { body: input.data },
      { handledCodes: [...refusalCodes, needed] },
    );
    startSession(session);
    return { marks: [] };
  } catch (error) {
    if (error instanceof ApiError && error.code === needed) {
      // The refusal's data carries the step, not fields' messages.
      const { challenge = '', step } = error.fieldErrors;
      return { marks: [], next: { challenge, step: step === 'enrol' ? 'enrol' : 'verify' } };
    }
    return { marks: refused(error) };
  }
}

const codeRefusals = [errorCatalogue.secondFactorCodeWrong.code, errorCatalogue.accountLocked.code];

/**
 * The code of the second step (an authenticator's or a recovery code). A wrong one is marked on
 * its field; a lock or an expired step ends the step (`restart`), and the password is asked again.
 */
export async function logInWithCode(
  challenge: string,
  values: unknown,
): Promise<{ marks: FieldError[]; restart: boolean }> {
  const input = ChallengeCodeInput.safeParse({ ...(values as object), challenge });
  if (!input.success) {
    return { marks: fieldErrorsFromIssues(input.error.issues, translateMessage), restart: false };
  }
  try {
    startSession(
      await call(secondFactorApi.signInCode, { body: input.data }, { handledCodes: codeRefusals }),
    );
    return { marks: [], restart: false };
  } catch (error) {
    if (error instanceof ApiError && error.code === codeRefusals[0]) {
      return { marks: [{ name: ['code'], errors: [error.detail] }], restart: false };
    }
    return { marks: refused(error), restart: true };
  }
}
