import type {
  Endpoint,
  GlobalAction,
  ParsedBodyOf,
  ParsedParamsOf,
  ParsedQueryOf,
  ResponseOf,
} from '@custodia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { type Actor, type KeptHolder, keptHolder, resolveSession, tokenTenant } from './auth.ts';
import type { Sql } from './db.ts';
import { AppError } from './errors.ts';
import { oncePerKey } from './idempotency.ts';
import type { JobRunner } from './jobs.ts';
import { countAttempt, forgetAccount } from './rate-limits.ts';
import type { StampedRead } from './stamped-cache.ts';
import { type ReceivedUpload, receiveUpload, refusingBody } from './upload-body.ts';
import {
  type AppWork,
  actingAs,
  asApp,
  inTenant,
  type Platform,
  system,
  type Work,
} from './work.ts';

/**
 * What a handler receives: the request's unit of work (its transaction, company, caller and
 * language), the request's parts already checked by the schemas, and what its preload read.
 */
export type Call<E extends Endpoint, P = undefined> = {
  work: E['access'] extends { public: true } ? AppWork : Work;
  /** The answer of the route's preload, to be awaited; there is none without a preload. */
  preloaded: [P] extends [undefined] ? undefined : Promise<P>;
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  body: ParsedBodyOf<E>;
  /** A multipart body, received whole before the unit of work began (platform/upload-body.ts). */
  upload: E['body'] extends 'multipart' ? ReceivedUpload : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A binary answer is sent by the handler itself through `reply`. */
type Answer<E extends Endpoint> = E['response'] extends 'binary' ? FastifyReply : ResponseOf<E>;

export type Handler<E extends Endpoint, P = undefined> = (
  call: Call<E, P>,
) => Promise<Answer<E>> | Answer<E>;

/**
 * What a preload may read by: the address, its query, and the user whose session an earlier
 * request kept (`holder`, see keptHolder), not yet known to be live.
 */
export type PreloadRequest<E extends Endpoint> = {
  params: ParsedParamsOf<E>;
  query: ParsedQueryOf<E>;
  holder: KeptHolder | undefined;
};

/**
 * A read a route's handler begins with that needs only the company and the request: sent behind
 * the session's statement in the same write, so it costs no round trip of its own. Its answer is
 * the handler's to check: it was read before anyone knew who asks. A preload may keep what it
 * reads in `kept`, used again while the request's access stamp (`stamp`) is the one it was read
 * with (platform/stamped-cache.ts).
 */
export type Preload<E extends Endpoint, P> = (
  tx: Sql,
  tenantId: string,
  request: PreloadRequest<E>,
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
    platform: Platform;
    jobs: JobRunner;
    globalCheck: GlobalCheck;
  }
}

type RateLimit = NonNullable<Endpoint['rateLimit']>;

/** Who a rate-limited attempt is: the client's address, and the account the request names. */
const attemptOf = (request: FastifyRequest, rateLimit: RateLimit) => ({
  address: request.ip,
  account: rateLimit.account({ params: request.params, body: request.body }),
});

/** Requests whose attempt was counted already: an upload's, before its body was read. */
const countedRequests = new WeakSet<FastifyRequest>();

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
 * Registers one endpoint of the contracts table: its schemas, its status and its access. Every
 * request is one unit of work (platform/work.ts), built here where its transaction opens: with a
 * session, the session and the user's grants are read in it and the global action is checked
 * before the handler gets it; a public route's unit has no company until its service finds one.
 * An upload's body is received whole first: no client, however slow, holds a transaction. Before
 * a byte of it is stored, its sender is admitted in a short transaction of its own: without a
 * session, or without the route's action, nobody makes the server write what they send.
 */
export function route<E extends Endpoint, P = undefined>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E, P>,
  preload?: Preload<E, P>,
) {
  const { platform } = app;
  const access = endpoint.access;
  const isPublic = 'public' in access;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    config: { public: isPublic },
    handler: async (request, reply) => {
      if (endpoint.body !== 'multipart') return answer(request, reply, undefined);
      if (!isPublic) await refusingBody(() => admitted(request));
      // A rate-limited sender is counted before their body is read: a refused one is not read.
      const { rateLimit } = endpoint;
      if (rateLimit) await refusingBody(() => countOnce(request, rateLimit));
      const received = await receiveUpload(
        request,
        platform.config.uploadIdleMs,
        endpoint.maxUploadBytes,
      );
      try {
        return await answer(request, reply, received.upload);
      } finally {
        await received.discard();
      }
    },
  });

  const sessionLimits = {
    idleMinutes: platform.config.sessionIdleMinutes,
    maxHours: platform.config.sessionMaxHours,
  };

  /** Refuses a session's actor this route is not for: an expired password, a missing action. */
  function admit(actor: Actor): void {
    const expiredAllowed = 'session' in access && access.allowExpiredPassword === true;
    if (actor.passwordExpirationDays === 0 && !expiredAllowed) {
      throw new AppError('passwordExpired');
    }
    if ('action' in access) app.globalCheck(actor, access.action);
  }

  /** The session's actor admitted to this route, in a transaction of its own. */
  function admitted(request: FastifyRequest): Promise<void> {
    const { tenantId, token } = tokenTenant(request.headers.authorization);
    const { language } = request;
    return inTenant(platform, { tenantId, actor: system, language }, async ({ tx }) => {
      admit((await resolveSession(tx, tenantId, token, sessionLimits, platform.kept)).actor);
    });
  }

  /** One attempt at a rate-limited route, counted in a transaction of its own, once a request. */
  async function countOnce(request: FastifyRequest, rateLimit: RateLimit) {
    if (countedRequests.has(request)) return;
    countedRequests.add(request);
    const attempt = attemptOf(request, rateLimit);
    await asApp(platform, request.language, (work) =>
      countAttempt(work.tx, rateLimit.name, platform.config.rateLimits[rateLimit.name], attempt),
    );
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    upload: ReceivedUpload | undefined,
  ) {
    const call = {
      params: request.params,
      query: request.query,
      body: request.body,
      upload,
      request,
      reply,
    } as Omit<Call<E, P>, 'work' | 'preloaded'>;
    const { language } = request;
    reply.status(endpoint.status);
    const { rateLimit } = endpoint;
    if (rateLimit) {
      // Counted in a transaction of its own: a refused attempt counts too.
      await countOnce(request, rateLimit);
      const attempt = attemptOf(request, rateLimit);
      const rule = platform.config.rateLimits[rateLimit.name];
      const answer = await asApp(platform, language, async (work) =>
        handler({ ...call, work } as Call<E, P>),
      );
      // A person who gets in is not guessing: their account starts a fresh window.
      if (rule.forgetAccountOnSuccess) {
        await asApp(platform, language, (work) =>
          forgetAccount(work.tx, rateLimit.name, attempt.account),
        );
      }
      return answer;
    }
    if (isPublic) {
      return asApp(platform, language, async (work) => handler({ ...call, work } as Call<E, P>));
    }
    const { tenantId, token } = tokenTenant(request.headers.authorization);
    return inTenant(platform, { tenantId, actor: system, language }, async (opened) => {
      const { tx } = opened;
      const session = resolveSession(tx, tenantId, token, sessionLimits, platform.kept);
      const stamp = session.then((resolved) => resolved.stamp);
      const preloaded = preload?.(
        tx,
        tenantId,
        {
          params: request.params as ParsedParamsOf<E>,
          query: request.query as ParsedQueryOf<E>,
          holder: keptHolder(platform.kept, token),
        },
        { kept: platform.kept, stamp },
      );
      // Unused when the session is refused: their failure is not the request's.
      stamp.catch(() => undefined);
      preloaded?.catch(() => undefined);
      const { actor } = await session;
      request.actor = actor;
      const work = actingAs(opened, actor);
      admit(actor);
      if (!endpoint.idempotent) return handler({ ...call, work, preloaded } as Call<E, P>);
      const key = request.headers['idempotency-key'];
      return oncePerKey(
        work,
        {
          key: Array.isArray(key) ? key[0] : key,
          operation: `${endpoint.method} ${request.url}`,
          body: call.body,
        },
        async () => handler({ ...call, work, preloaded } as Call<E, P>),
      );
    });
  }
}
