import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Security headers on every answer (ASVS V14.4), API, web app, docs and errors alike, through
 * @fastify/helmet. HSTS is left to the TLS-terminating proxy (docs/operations.md): the process
 * itself speaks plain HTTP and cannot know the address a browser reached it by, and
 * `upgrade-insecure-requests` would break an installation opened over plain HTTP on a LAN.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
