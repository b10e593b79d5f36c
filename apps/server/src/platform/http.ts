import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  apiBase,
  type ErrorBody,
  type ErrorName,
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
import { isWebAppPage } from './web-app.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    actor: Actor;
    /** A JSON body as it came, for a signature over its bytes (the signing provider's notices). */
    rawBody?: string;
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

function errorBody(language: Language, error: AppError): ErrorBody {
  const detail = translate(language, errorKey(error.code), error.detailParams);
  const body: ErrorBody = { code: error.code, detail };
  if (error.fields) body.data = fieldMessages(language, error.fields);
  if (error.data) body.data = { ...body.data, ...error.data };
  return body;
}

function send(reply: FastifyReply, language: Language, error: AppError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.status).send(errorBody(language, error));
}

/**
 * Deeper than any body of ours. Whatever walks a parsed body (the text check below, the schemas)
 * recurses, and a few thousand levels overflow the stack: such a body is refused before parsing.
 */
const MAX_JSON_DEPTH = 64;

/** Whether a JSON text opens over `limit` objects or arrays at once, read without recursion. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parser (`__proto__` and `constructor` keys refused) after the depth check. */
function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      return done(new AppError('malformedBody'), undefined);
    request.rawBody = text;
    parse(request, text, done);
  });
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

/** Past this much of a body nobody reads, a client is not sending a mistaken one: it is cut. */
const MAX_DRAINED_BYTES = 16 * 1_048_576;

/**
 * Reads and throws away the rest of a body refused as too large before it was all in (Fastify
 * refuses it by its length as its headers come), and resolves once it is in. The refusal closes
 * the connection, and sent while the body still arrives it closed it under the client, still
 * sending, which got a reset instead of the answer: EPIPE where it should read 413 and a code.
 * Node's request timeout still cuts a body that never ends.
 */
function bodyDrained(request: FastifyRequest): Promise<void> {
  const body = request.raw;
  return new Promise((resolve) => {
    let left = MAX_DRAINED_BYTES;
    const finish = () => {
      body.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) finish();
    };
    body.on('data', count);
    body.once('end', finish);
    body.once('close', finish);
    body.resume();
  });
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
  registerJsonParser(app);

  // Hooks that never wait are written with a callback: an async one costs every request a
  // promise and a turn of the microtask queue.
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    request.language = pickLanguage(request.headers['accept-language']);
    connectionLanguage.set(request.raw.socket, request.language);
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

  app.addHook('onSend', (request, reply, payload, done) => {
    const { raw } = request;
    const stillArriving = !(raw.complete || raw.readableEnded || raw.destroyed);
    // Only a body refused as too large: its client is still sending. A refusal of a body that
    // stopped coming (408) or that is not read at all (no session) answers at once.
    if (reply.statusCode !== 413 || !stillArriving) return done(null, payload);
    bodyDrained(request).then(() => done(null, payload));
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
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiUrl(request.url) &&
      isWebAppPage(request.url);
    if (isPage && options.serveWebApp) {
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

/**
 * The language of the last request read on each connection, for the refusals Node makes on the
 * connection itself (clientErrors), which come with no request to read it from.
 */
const connectionLanguage = new WeakMap<Socket, Language>();

/** Node's statuses for what it could not read; anything else it cannot read is a 400. */
const connectionRefusals: Record<string, { status: number; refusal: ErrorName }> = {
  HPE_HEADER_OVERFLOW: { status: 431, refusal: 'payloadTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, refusal: 'malformedBody' },
};

/**
 * Refusals Node's HTTP parser makes before or while a request is read (headers too large, a
 * broken chunked body, a request that never ends), in the `{code, detail}` shape too. Node keeps
 * its status, the most precise one; the code is the catalogue's word for it.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  // The client is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, refusal } = connectionRefusals[error.code ?? ''] ?? {
    status: 400,
    refusal: 'malformedBody',
  };
  if (socket.writable) {
    const language = connectionLanguage.get(socket) ?? pickLanguage(undefined);
    const body = JSON.stringify(errorBody(language, new AppError(refusal)));
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
