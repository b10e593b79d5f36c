import {
  type Endpoint,
  type GlobalAction,
  type Language,
  limits,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
  type ResponseOf,
} from '@custodia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type Actor, resolveSession, tokenTenant } from './auth.ts';
import type { Sql } from './db.ts';
import { AppError } from './errors.ts';
import { oncePerKey } from './idempotency.ts';
import { countAttempt, forgetAccount } from './rate-limits.ts';
import type { Services } from './services.ts';
import type { StampedRead } from './stamped-cache.ts';

/**
 * What a handler receives: the caller and the request's parts, already checked by the schemas,
 * and what its route's preload read.
 */
export type Call<E extends Endpoint, P = undefined> = {
  actor: E['access'] extends { public: true } ? undefined : Actor;
  /** The answer of the route's preload, to be awaited; there is none without a preload. */
  preloaded: [P] extends [undefined] ? undefined : Promise<P>;
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A binary answer is sent by the handler itself through `reply`. */
type Answer<E extends Endpoint> = E['response'] extends 'binary' ? FastifyReply : ResponseOf<E>;

export type Handler<E extends Endpoint, P = undefined> = (
  call: Call<E, P>,
) => Promise<Answer<E>> | Answer<E>;

/**
 * A read a route's handler begins with that needs only the company and the address: sent behind
 * the session's statement in the same write, so it costs no round trip of its own. Its answer is
 * the handler's to check: it was read before anyone knew who asks. A preload may keep what it
 * reads in `kept`, used again while the request's access stamp (`stamp`) is the one it was read
 * with (platform/stamped-cache.ts).
 */
export type Preload<E extends Endpoint, P> = (
  tx: Sql,
  tenantId: string,
  params: ParsedParamsOf<E>,
  stamped: StampedRead,
) => Promise<P>;

/** Checks a global action before the handler runs; the composed policy provides it (app.ts). */
export type GlobalCheck = (actor: Actor, action: GlobalAction) => void;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, password reset, health). */
    public?: boolean;
  }
  interface FastifyInstance {
    services: Services;
    globalCheck: GlobalCheck;
  }
}

function schemaOf(endpoint: Endpoint): RouteOptions['schema'] {
  const multipart = endpoint.body === 'multipart';
  return {
    tags: [endpoint.tag],
    ...(endpoint.summary ? { summary: endpoint.summary } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && !multipart ? { body: endpoint.body } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.response === 'binary'
      ? {}
      : { response: { [endpoint.status]: endpoint.response } }),
    ...('public' in endpoint.access ? { security: [] } : {}),
  };
}

/**
 * Registers one endpoint of the contracts table: its schemas, its status and its access. A route
 * with a session runs in one transaction: the session and the user's grants are read in it, the
 * global action is checked, and the handler's work joins it (platform/tenancy.ts).
 */
export function route<E extends Endpoint, P = undefined>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, P>,
  preload?: Preload<E, P>,
) {
  const { services } = app;
  const access = endpoint.access;
  const isPublic = 'public' in access;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { public: isPublic },
    handler: async (request, reply) => {
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        language: request.language,
        request,
        reply,
      } as Omit<Call<E, P>, 'actor' | 'preloaded'>;
      reply.status(endpoint.status);
      const { rateLimit } = endpoint;
      if (rateLimit) {
        const attempt = {
          address: request.ip,
          account: rateLimit.account({ params: request.params, body: request.body }),
        };
        await services.asApp((tx) => countAttempt(tx, rateLimit.name, attempt));
        const answer = await handler({ ...call, actor: undefined } as Call<E, P>);
        // A person who gets in is not guessing: their account starts a fresh window.
        if (limits.rateLimits[rateLimit.name].forgetAccountOnSuccess) {
          await services.asApp((tx) => forgetAccount(tx, rateLimit.name, attempt.account));
        }
        return answer;
      }
      if (isPublic) return handler({ ...call, actor: undefined } as Call<E, P>);
      const { tenantId, token } = tokenTenant(request.headers.authorization);
      return services.inTenant(tenantId, async (tx) => {
        const session = resolveSession(
          tx,
          tenantId,
          token,
          {
            idleMinutes: services.config.sessionIdleMinutes,
            maxHours: services.config.sessionMaxHours,
          },
          services.kept,
        );
        const stamp = session.then((resolved) => resolved.stamp);
        const preloaded = preload?.(tx, tenantId, request.params as ParsedParamsOf<E>, {
          kept: services.kept,
          stamp,
        });
        // Unused when the session is refused: their failure is not the request's.
        stamp.catch(() => undefined);
        preloaded?.catch(() => undefined);
        const { actor } = await session;
        request.actor = actor;
        const expiredAllowed = 'session' in access && access.allowExpiredPassword === true;
        if (actor.passwordExpirationDays === 0 && !expiredAllowed) {
          throw new AppError('passwordExpired');
        }
        if ('action' in access) app.globalCheck(actor, access.action);
        // An upload whose client left while it waited for its turn (the embedded database serves
        // one transaction at a time) would wait forever for a body that will never come, holding
        // the transaction: it is refused at once. Once reading, @fastify/multipart fails the part.
        if (endpoint.body === 'multipart' && request.raw.destroyed && !request.raw.complete) {
          throw new AppError('malformedBody');
        }
        if (!endpoint.idempotent) return handler({ ...call, actor, preloaded } as Call<E, P>);
        const key = request.headers['idempotency-key'];
        return oncePerKey(
          tx,
          actor,
          {
            key: Array.isArray(key) ? key[0] : key,
            operation: `${endpoint.method} ${request.url}`,
          },
          async () => handler({ ...call, actor, preloaded } as Call<E, P>),
        );
      });
    },
  });
}
