import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer (docs/decisions.md, "Security headers"). Scripts only from our own origin: the
 * built web app has no inline script. Styles also allow inline ones, because antd writes its
 * component styles into <style> elements at run time (CSS-in-JS); a per-response nonce would need
 * index.html rendered per request, for little gain (CSS cannot run code). Images may be data: or
 * blob: URLs (antd's placeholders, an avatar previewed before upload).
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The headers helmet writes with this configuration. They never vary by request, so helmet runs
 * once, at start, into a list: @fastify/helmet built helmet's middleware again for every request,
 * parsing the policy each time.
 */
function securityHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const collector = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (ASVS V14.4), API, web app, docs and errors alike, computed by
 * helmet. Set on the raw response as the request arrives, so an answer a route writes itself, or
 * a request refused early, carries them too; a route may still replace one (a file shown in a
 * sandbox). HSTS is left to the TLS-terminating proxy (docs/operations.md): the process itself
 * speaks plain HTTP and cannot know the address a browser reached it by, and
 * `upgrade-insecure-requests` would break an installation opened over plain HTTP on a LAN.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
