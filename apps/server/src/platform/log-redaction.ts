import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that may carry a secret, by their name: ours (the password links' tokens, spec
 * §4) and whatever a client or an integration sends (`access_token`, `apiKey`, a signed address's
 * `X-Amz-Signature`…). A harmless parameter hidden by mistake costs less than a leaked secret.
 */
const secretParameter = /token|key|secret|passw|pwd|code|sig|auth|credential|access|session/i;

/** The address as the log keeps it: the path, and every secret parameter's value replaced. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(query.keys())) {
    if (secretParameter.test(name)) query.set(name, '[redacted]');
  }
  return `${url.slice(0, at)}?${query.toString()}`;
}

/** Fastify's request log line, with the address redacted (ASVS V7.1.1: no secrets in logs). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    remoteAddress: request.ip,
  };
}
