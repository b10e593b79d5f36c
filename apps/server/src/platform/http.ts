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
  return undefined;
}

function isApiUrl(url: string): boolean {
  return url === apiBase || url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}?`);
}

export function registerHttpPlatform(
  app: FastifyInstance,
  options: { serveWebApp: boolean },
): void {
  app.decorateRequest('language', 'es');
  app.decorateRequest('actor', null as unknown as Actor);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.language = pickLanguage(request.headers['accept-language']);
    const isApiRoute = request.routeOptions.url?.startsWith(apiBase) ?? false;
    // A call without a token is refused before its body is read; the session itself is read in
    // the route's transaction (platform/routes.ts).
    if (isApiRoute && !request.routeOptions.config.public)
      tokenTenant(request.headers.authorization);
  });

  // API answers carry tokens and personal data: no browser or proxy cache may keep them (ASVS
  // V8.2.1), unless a route chose its own caching (the avatar image is `private`).
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
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
