import {
  apiBase,
  type ErrorBody,
  errorKey,
  type Language,
  pickLanguage,
  translate,
} from '@custodia/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Actor, tokenTenant } from './auth.ts';
import { AppError, validationRefusal } from './errors.ts';
import { Forbidden } from './policy.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    actor: Actor;
  }
}

/** Translates the message keys of a 30010 answer and keeps the first message per field. */
function fieldMessages(language: Language, fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, key]) => [field, translate(language, key)]),
  );
}

/** Answers 201 Created with what the work produced. */
export async function created<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  const body = await work;
  reply.status(201);
  return body;
}

function send(reply: FastifyReply, language: Language, error: AppError): FastifyReply {
  const detail = translate(language, errorKey(error.code), error.detailParams);
  const body: ErrorBody = { code: error.code, detail };
  if (error.fields) body.data = fieldMessages(language, error.fields);
  return reply.status(error.status).send(body);
}

/**
 * A NUL character or half of a surrogate pair is never text a person typed: PostgreSQL refuses
 * the first (22021) and JSON columns the second (22P02). Every string that enters, in a body, a
 * query or a path, is checked once here rather than in each field's schema.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isInvalidText = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

function invalidTextFields(value: unknown, at: string, found: string[]): string[] {
  if (typeof value === 'string') {
    if (isInvalidText(value)) found.push(at);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (isInvalidText(key)) found.push(path);
      else invalidTextFields(inner, path, found);
    }
  }
  return found;
}

function refuseInvalidText(request: FastifyRequest): void {
  const fields = [request.params, request.query, request.body].flatMap((part) =>
    invalidTextFields(part, '', []),
  );
  if (fields.length > 0) {
    throw validationRefusal(fields.map((field) => ({ field, message: 'validation.invalidText' })));
  }
}

/** Busboy's refusals of a broken multipart body carry no code, only this word in their message. */
const isBrokenMultipart = (error: Error) =>
  !(error as FastifyError).code && /multipart/i.test(error.message);

/** Connection refused, server shutting down or starting, too many connections. */
const databaseUnavailableCodes = new Set(['ECONNREFUSED', '57P01', '57P03', '53300']);

/** Maps anything thrown by a route to a catalogue answer in the caller's language. */
function toAppError(error: FastifyError | Error): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationRefusal(
      error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? '',
      })),
    );
  }
  const code = (error as FastifyError).code;
  if (databaseUnavailableCodes.has(code)) return new AppError('unavailable');
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('unsupportedMediaType');
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('payloadTooLarge');
  }
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError('malformedBody');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('unsupportedMediaType');
  if (isBrokenMultipart(error)) return new AppError('malformedBody');
  // A path the static files refuse (a segment longer than a file name may be) is no page of ours.
  if (code === 'FST_STATIC_FORBIDDEN_PATH') return new AppError('routeNotFound');
  // Any other refusal of the request itself by Fastify or a plugin: the client sent something off.
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError('malformedBody');
  return undefined;
}

/**
 * The longest address answered, a common proxy's limit. The router takes a parameter as long
 * (app.ts), so a long id reaches its schema and gets its field's message; a longer address is
 * refused here, the same whether or not the web app's catch-all route would take it.
 */
export const MAX_URL_LENGTH = 8_192;

function isApiUrl(url: string): boolean {
  return url === apiBase || url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}?`);
}

export function registerHttpPlatform(
  app: FastifyInstance,
  options: { serveWebApp: boolean },
): void {
  app.decorateRequest('language', 'es');
  app.decorateRequest('actor', null as unknown as Actor);

  // Hooks that never wait are written with a callback: an async one costs every request a
  // promise and a turn of the microtask queue.
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
    if (request.url.length > MAX_URL_LENGTH) return done(new AppError('urlTooLong'));
    // API answers carry tokens and personal data: no browser or proxy cache may keep them (ASVS
    // V8.2.1), unless a route sets its own caching over this (the avatar image is `private`).
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    const isApiRoute = request.routeOptions.url?.startsWith(apiBase) ?? false;
    // A call without a token is refused before its body is read; the session itself is read in
    // the route's transaction (platform/routes.ts).
    if (isApiRoute && !request.routeOptions.config.public)
      tokenTenant(request.headers.authorization);
    done();
  });

  app.addHook('preValidation', (request, _reply, done) => {
    refuseInvalidText(request);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known instanceof Forbidden) request.log.info({ action: known.action }, 'action refused');
    if (known) return send(reply, request.language, known);
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request.language, new AppError('internal'));
  });

  // Client-side routes of the web app are answered with its index.html; the app shows its own 404.
  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiUrl(request.url);
    // A path with a file extension is a missing asset (say, of an older build): never index.html.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.\w+$/.test(request.url.split('?')[0] ?? '');
    if (!isApi && isPage && options.serveWebApp) {
      return reply.type('text/html').sendFile('index.html');
    }
    return send(
      reply,
      pickLanguage(request.headers['accept-language']),
      new AppError('routeNotFound'),
    );
  });
}

/**
 * Refusals the router makes before any route or hook runs (a malformed or overlong address), in
 * the same `{code, detail}` shape as every other answer.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal = new AppError(
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'urlTooLong' : 'malformedUrl',
  );
  return send(reply, pickLanguage(request.headers['accept-language']), refusal);
}
