import { z } from 'zod';
import { type Abilities, type GlobalAction, resourceActions } from './actions.ts';
import type { limits } from './limits.ts';

export { apiPath } from './paths.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: `public` needs no session; `session` needs one and the handler
 * decides on the resource by its policy's rules; a global action is checked before the handler
 * runs.
 */
export type EndpointAccess =
  | { public: true }
  | { session: true; allowExpiredPassword?: boolean }
  | { action: GlobalAction };

/**
 * One API operation (ARCHITECTURE §4), declared once: the server registers its route from this,
 * OpenAPI is generated from it and the web calls it through a client typed by it.
 */
export type Endpoint = {
  method: Method;
  /** Relative to `apiBase`, with `:name` segments (spec §7). */
  path: string;
  /** The OpenAPI group. */
  tag: string;
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body schema, or `multipart` for uploads (the handler reads the parts). */
  body?: z.ZodType | 'multipart';
  /** The most a multipart body may weigh, when less than any company's uploads may. */
  maxUploadBytes?: number;
  /** The success status and what it carries; `binary` streams a file. */
  status: 200 | 201 | 202 | 204;
  response: z.ZodType | 'binary';
  access: EndpointAccess;
  /**
   * A creating call that honours an `Idempotency-Key` header: a repeat with the same key gets the
   * first answer instead of creating again.
   */
  idempotent?: boolean;
  /** Attempts a client address and an account may make in a window (limits.rateLimits). */
  rateLimit?: {
    name: keyof typeof limits.rateLimits;
    /** Which account the attempt is about, read from the request (the login name typed). */
    account: (request: { params: unknown; body: unknown }) => string;
  };
};

/** Declares an endpoint, keeping its literal types so server and web infer from it. */
export function endpoint<const E extends Endpoint>(declared: E): E {
  return declared;
}

type Schema<E, K extends keyof Endpoint> =
  E extends Record<K, infer S extends z.ZodType> ? S : never;

export type ParamsOf<E extends Endpoint> = z.input<Schema<E, 'params'>>;
export type QueryOf<E extends Endpoint> = z.input<Schema<E, 'query'>>;
export type BodyOf<E extends Endpoint> = E['body'] extends 'multipart'
  ? FormData
  : z.input<Schema<E, 'body'>>;
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : Blob;

/** What the server handler receives, already checked by the schemas. */
export type ParsedParamsOf<E extends Endpoint> = z.output<Schema<E, 'params'>>;
export type ParsedQueryOf<E extends Endpoint> = z.output<Schema<E, 'query'>>;
export type ParsedBodyOf<E extends Endpoint> = z.output<Schema<E, 'body'>>;

/** The `abilities` object of a resource's answers: one flag per action on that resource. */
export function abilitiesSchema<R extends string>(resource: R): z.ZodType<Abilities<R>> {
  const verbs = resourceActions
    .filter((action) => action.startsWith(`${resource}.`))
    .map((action) => action.slice(resource.length + 1));
  return z.object(Object.fromEntries(verbs.map((verb) => [verb, z.boolean()]))) as never;
}
