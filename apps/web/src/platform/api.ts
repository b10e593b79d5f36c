import {
  apiPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@custodia/contracts';
import { queryOptions, type SkipToken, skipToken } from '@tanstack/react-query';
import { type RequestOptions, request, requestBlob } from './http.ts';
import { readKey, type SomeInput } from './queryKeys.ts';

/** What a call to an endpoint must give: its path parameters, query and body, as declared. */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E extends { query: object } ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: undefined });

/** How a call is sent (its signal, headers, the refusals its caller explains itself). */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

/** Answers are checked against their contract while developing and testing, not in production. */
const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls one endpoint of the contracts table: the path, its parameters, the query and the body are
 * typed by the declaration, and so is the answer.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions = {},
): Promise<ResponseOf<E>> {
  const path = apiPath(endpoint.path, input.params as Record<string, string> | undefined);
  if (endpoint.response === 'binary') {
    return (await requestBlob(
      path,
      { ...options, query: input.query as RequestOptions['query'], body: input.body },
      endpoint.method,
    )) as ResponseOf<E>;
  }
  const answer = await request<unknown>(endpoint.method, path, {
    ...options,
    query: input.query as RequestOptions['query'],
    body: input.body,
  });
  return (checksAnswers ? endpoint.response.parse(answer) : answer) as ResponseOf<E>;
}

/**
 * useQuery's key and function for a read of `endpoint`: the key is made from what is sent, so the
 * two cannot disagree. `skipToken` leaves the query idle until its input is known.
 */
export function readQuery<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | SkipToken,
  options: Omit<CallOptions, 'signal'> = {},
) {
  return queryOptions<ResponseOf<E>>({
    queryKey: readKey(endpoint, input === skipToken ? undefined : (input as SomeInput<E>)),
    queryFn:
      input === skipToken
        ? skipToken
        : ({ signal }) => call(endpoint, input as CallInput<E>, { ...options, signal }),
  });
}
