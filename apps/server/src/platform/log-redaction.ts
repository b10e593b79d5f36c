import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: the password links' tokens (spec §4, 24-hour links). */
const secretParameters = ['token', 'access', 'password'];

/** The address as the log keeps it: the path, and every secret parameter's value replaced. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const name of secretParameters) if (query.has(name)) query.set(name, '[redacted]');
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
