import type { Endpoint } from '@custodia/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CallInput } from './api.ts';

/** Part of an endpoint's input: a read of one record, whatever its query. */
export type SomeInput<E extends Endpoint> = Partial<{
  [K in keyof CallInput<E>]: Partial<CallInput<E>[K]>;
}>;

/**
 * The cache key of a read: the endpoint's group (its OpenAPI tag), the endpoint itself, then
 * what was sent. TanStack matches keys by prefix and objects by their subset, so the group reaches
 * every read of a feature, the endpoint every read of it, and `{ params }` every read of one
 * resource whatever its query. Keys are never written by hand: a mutation names the endpoints
 * whose answers it changed, and no read can be left out by a misspelt string.
 */
export function readKey<E extends Endpoint>(endpoint: E, input?: SomeInput<E>): QueryKey {
  const operation = `${endpoint.method} ${endpoint.path}`;
  return input === undefined ? [endpoint.tag, operation] : [endpoint.tag, operation, input];
}

/** What a change makes stale: a whole feature (its tag), an endpoint, or a read of one resource. */
export type Stale =
  | string
  | Endpoint
  | readonly [Endpoint, { params?: object; query?: object; body?: unknown }];

/** Marks stale every read a change reached, and refetches those on screen. */
export function invalidateReads(queryClient: QueryClient, ...changed: Stale[]): Promise<void> {
  return Promise.all(
    changed.map((target) => {
      const queryKey =
        typeof target === 'string'
          ? [target]
          : Array.isArray(target)
            ? readKey(target[0], target[1])
            : readKey(target as Endpoint);
      return queryClient.invalidateQueries({ queryKey });
    }),
  ).then(() => undefined);
}
