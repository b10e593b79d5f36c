import { apiBase, type ErrorBody, limits } from '@custodia/contracts/plain';
import { decideFailure, type Failure, type FailureAction, type Notice } from './httpFailure.ts';
import { currentLanguage } from './i18n.ts';
import { clearSession, getSession, markPasswordExpired } from './session.ts';

/** A failed API call, after the transport rules have been applied. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer came (timeout, network). */
    readonly status: number,
    readonly code: number | null,
    readonly detail: string,
    /** Field name → translated message, for validation refusals (code 30010). */
    readonly fieldErrors: Record<string, string>,
  ) {
    super(detail || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export type TransportEffects = {
  notify(notice: Notice): void;
  redirect(destination: NonNullable<FailureAction['redirect']>): void;
};

// The UI installs these once it is mounted; until then failures are only thrown.
let effects: TransportEffects | null = null;

export function installTransportEffects(installed: TransportEffects): () => void {
  effects = installed;
  return () => {
    if (effects === installed) effects = null;
  };
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON-serialisable value, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Error codes the caller explains itself, such as the login screen's own dialogs. */
  handledCodes?: readonly number[];
  /** Leave every failure to the caller: nothing shown, no redirect. */
  quiet?: boolean;
  /** Sent as they are, such as the Idempotency-Key of a creating call. */
  headers?: Record<string, string>;
};

/** Accepts paths relative to the API base and the absolute ones the API hands out (avatar_url). */
function apiUrl(path: string, query: RequestOptions['query']): string {
  const url = path.startsWith(`${apiBase}/`) ? path : `${apiBase}${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function headersFor(body: unknown, extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    ...extra,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  });
  const token = getSession()?.access;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).code === 'number' &&
    typeof (value as ErrorBody).detail === 'string'
  );
}

async function readErrorBody(response: Response): Promise<ErrorBody | null> {
  try {
    const value: unknown = await response.json();
    return isErrorBody(value) ? value : null;
  } catch {
    return null;
  }
}

function apply(action: FailureAction): void {
  if (action.session === 'clear') clearSession();
  if (action.session === 'passwordExpired') markPasswordExpired();
  effects?.notify(action.notice);
  if (action.redirect) effects?.redirect(action.redirect);
}

function fail(failure: Failure, options: RequestOptions): never {
  const body = failure.kind === 'response' ? failure.body : null;
  const handled = options.quiet || (body !== null && options.handledCodes?.includes(body.code));
  if (!handled) apply(decideFailure(failure, getSession()));
  const status = failure.kind === 'response' ? failure.status : 0;
  // A validation answer names every field; a refusal may name the ones it is about (30034).
  const fieldErrors = body?.data ?? {};
  throw new ApiError(status, body?.code ?? null, body?.detail ?? '', fieldErrors);
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(limits.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const { body } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers: headersFor(body, options.headers),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // The caller cancelled (a query that is no longer needed): nothing to tell the user.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted)
      fail({ kind: 'timeout', endpoint: `${method} ${apiUrl(path, {})}` }, options);
    fail({ kind: 'network' }, options);
  }
  if (!response.ok) {
    fail(
      { kind: 'response', status: response.status, body: await readErrorBody(response) },
      options,
    );
  }
  return response;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** For protected binary content such as avatars, which an <img> cannot fetch with the bearer header. */
export async function requestBlob(
  path: string,
  options: RequestOptions = {},
  method = 'GET',
): Promise<Blob> {
  const response = await send(method, path, options);
  return response.blob();
}
