import type { MessageKey } from '@custodia/contracts';
import { type ErrorBody, errorCatalogue, type MessageParams } from '@custodia/contracts/plain';

/** What went wrong with one API call, before anything is shown. */
export type Failure =
  | { kind: 'timeout'; endpoint: string }
  | { kind: 'network' }
  | { kind: 'response'; status: number; body: ErrorBody | null };

/** A server text (already in the user's language) or a catalogue key. */
export type NoticeText = { detail: string } | { key: MessageKey; params?: MessageParams };

export type Notice = { level: 'error' | 'warning'; text: NoticeText };

/** Where the user is sent; the router maps these to paths. */
export type Destination = 'login' | 'dashboard' | 'renewPassword' | 'taskBox';

export type FailureAction = {
  notice: Notice;
  redirect?: Destination;
  session?: 'clear' | 'passwordExpired';
};

type ExpiryState = { password_expiration_days: number | null } | null;

/** Spec §8: TRD, file and form refusals of this range send the user back to the dashboard. */
const dashboardRange = { from: 20000, to: 40007 };

function serverText(body: ErrorBody | null, fallback: MessageKey): NoticeText {
  return body?.detail ? { detail: body.detail } : { key: fallback };
}

/** The transport rules of spec §8: what the user sees and where they go after a failed call. */
export function decideFailure(failure: Failure, session: ExpiryState): FailureAction {
  if (failure.kind === 'timeout') {
    return {
      notice: {
        level: 'error',
        text: { key: 'http.timeout', params: { endpoint: failure.endpoint } },
      },
      redirect: 'login',
    };
  }
  if (failure.kind === 'network') {
    return { notice: { level: 'error', text: { key: 'errors.500002' } } };
  }
  const { status, body } = failure;
  switch (status) {
    case 400:
      return { notice: { level: 'error', text: serverText(body, 'errors.500005') } };
    case 401:
      return {
        notice: { level: 'warning', text: serverText(body, 'errors.10000') },
        redirect: 'login',
        session: 'clear',
      };
    case 403:
      return forbidden(body, session);
    case 404:
      return { notice: { level: 'error', text: serverText(body, 'errors.10002') } };
    case 405:
      return { notice: { level: 'error', text: { key: 'http.methodNotAllowed' } } };
    case 413:
      return { notice: { level: 'error', text: serverText(body, 'errors.500004') } };
    case 415:
      return { notice: { level: 'error', text: serverText(body, 'errors.500003') } };
    // A proxy in front of the API answers these with its own page, never with our JSON.
    case 502:
    case 503:
    case 504:
      return { notice: { level: 'error', text: { key: 'errors.500002' } } };
    default:
      return { notice: { level: 'error', text: serverText(body, 'errors.500001') } };
  }
}

function forbidden(body: ErrorBody | null, session: ExpiryState): FailureAction {
  if (
    body?.code === errorCatalogue.passwordExpired.code ||
    session?.password_expiration_days === 0
  ) {
    return {
      notice: { level: 'warning', text: { key: 'errors.10045' } },
      redirect: 'renewPassword',
      session: 'passwordExpired',
    };
  }
  // Spec §8: a task that is no longer the person's sends them back to their task box.
  if (body?.code === errorCatalogue.taskNotAvailable.code) {
    return {
      notice: { level: 'warning', text: serverText(body, 'errors.50059') },
      redirect: 'taskBox',
    };
  }
  if (body && body.code >= dashboardRange.from && body.code <= dashboardRange.to) {
    return {
      notice: { level: 'error', text: serverText(body, 'errors.10001') },
      redirect: 'dashboard',
    };
  }
  return { notice: { level: 'error', text: serverText(body, 'errors.10001') } };
}
