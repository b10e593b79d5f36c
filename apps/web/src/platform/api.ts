import {
  apiPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@custodia/contracts';
import { type RequestOptions, request, requestBlob } from './http.ts';

/** What a call to an endpoint must give: its path parameters, query and body, as declared. */
export type CallInput<E extends Endpoint> = (E extends { params: object }
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E extends { query: object } ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E extends { body: unknown } ? { body: BodyOf<E> } : { body?: undefined });

type Options = Omit<RequestOptions, 'query' | 'body'>;

/** Answers are checked against their contract while developing and testing, not in production. */
const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls one endpoint of the contracts table: the path, its parameters, the query and the body are
 * typed by the declaration, and so is the answer.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: Options = {},
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
