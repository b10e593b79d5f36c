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
export function readKey<E extends Endpoint>(
  endpoint: E,
  input?: SomeInput<E>,
  /**
   * What else tells two reads apart when what is sent does not: the address an answer was fetched
   * from (an avatar's), or what a reader makes of several answers (open expedients by number or
   * name), so it never shares an entry with a plain read of a different shape.
   */
  detail?: string,
): QueryKey {
  const key: unknown[] = [endpoint.tag, `${endpoint.method} ${endpoint.path}`];
  if (input !== undefined || detail !== undefined) key.push(input ?? {});
  if (detail !== undefined) key.push(detail);
  return key;
}

/** What a change makes stale: a whole feature (its tag), an endpoint, or a read of one resource. */
export type Stale =
  | string
  | Endpoint
  | readonly [Endpoint, { params?: object; query?: object; body?: unknown }];

function staleKey(target: Stale): QueryKey {
  if (typeof target === 'string') return [target];
  return Array.isArray(target) ? readKey(target[0], target[1]) : readKey(target as Endpoint);
}

/** Marks stale every read a change reached, and refetches those on screen. */
export function invalidateReads(queryClient: QueryClient, ...changed: Stale[]): Promise<void> {
  return Promise.all(
    changed.map((target) => queryClient.invalidateQueries({ queryKey: staleKey(target) })),
  ).then(() => undefined);
}

/** Whether a value sent (a path parameter, a query or body value, deep inside) is one of `ids`. */
function names(sent: unknown, ids: ReadonlySet<string>): boolean {
  if (typeof sent === 'string') return ids.has(sent);
  if (sent !== null && typeof sent === 'object') {
    return Object.values(sent).some((value) => names(value, ids));
  }
  return false;
}

/**
 * Like invalidateReads, but a read that sent one of `spared` is left as it is; with nothing named,
 * every read but those. Once an action takes tasks from the person (reassigned, returned, completed
 * in batch), what they read of those tasks is not read again: no longer theirs or in progress, it
 * would answer 403 or 400 beside the success, as they leave for the task box.
 */
export function invalidateReadsSparing(
  queryClient: QueryClient,
  spared: readonly string[],
  ...changed: Stale[]
): Promise<void> {
  const ids = new Set(spared);
  const predicate = ({ queryKey }: { queryKey: QueryKey }) => !names(queryKey.slice(2), ids);
  if (changed.length === 0) return queryClient.invalidateQueries({ predicate });
  return Promise.all(
    changed.map((target) =>
      queryClient.invalidateQueries({ queryKey: staleKey(target), predicate }),
    ),
  ).then(() => undefined);
}
