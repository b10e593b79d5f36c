import { authApi, errorCatalogue, LoginInput, type MessageKey } from '@custodia/contracts';
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

/**
 * Logs in with the login form's values, checked first by the same schema as the API's. Answers the
 * messages the fields should show: none once logged in (the route guard takes it from there: to
 * the dashboard, or to renewal if the password expired). The login screen loads this module when
 * the person starts filling the form, not with the screen: it brings zod, the schemas and the
 * typed client (ARCHITECTURE §8, docs/decisions.md 44).
 */
export async function logIn(values: unknown): Promise<FieldError[]> {
  const input = LoginInput.safeParse(values);
  if (!input.success) return fieldErrorsFromIssues(input.error.issues, translateMessage);
  try {
    const session = await call(authApi.login, { body: input.data }, { handledCodes: refusalCodes });
    queryClient.setQueryData(sessionQueryKey, session);
    setSession(session);
    return [];
  } catch (error) {
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
}
