import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { allEndpoints, api, apiBase, apiPath, type ErrorBody } from '@custodia/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { callRaw, send, useCompanyServer } from '../../test/test-server.ts';

/** A built web app as apps/web's build leaves it: hashed assets with .br and .gz copies beside. */
const webApp = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-web-'));
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const entryScript = `console.log(${JSON.stringify('Custodia '.repeat(200))});`;
fs.mkdirSync(path.join(webApp, 'assets'));
const builtFiles: [string, string][] = [
  ['index.html', indexHtml],
  ['assets/index-abc123.js', entryScript],
];
for (const [file, text] of builtFiles) {
  fs.writeFileSync(path.join(webApp, file), text);
  fs.writeFileSync(path.join(webApp, `${file}.gz`), gzipSync(text));
  fs.writeFileSync(path.join(webApp, `${file}.br`), brotliCompressSync(text));
}
fs.mkdirSync(path.join(webApp, '.vite'));
fs.writeFileSync(path.join(webApp, '.vite/manifest.json'), '{}');
afterAll(() => fs.rmSync(webApp, { recursive: true, force: true }));

const t = useCompanyServer('http.co', () => ({ STATIC_DIR: webApp }));

function get(url: string, headers: Record<string, string> = {}) {
  return t.server.app.inject({ method: 'GET', url, headers });
}

describe('HTTP conventions', () => {
  it('reports health with the database kind and version, without a session', async () => {
    const response = await send(t.server, api.health.check, {});
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      version: '1.175.0',
    });
  });

  it('accepts paths with or without the trailing slash', async () => {
    for (const path of ['/users/', '/users']) {
      expect(
        (await callRaw(t.server, 'GET', path, { token: t.company.adminToken })).statusCode,
      ).toBe(200);
    }
  });

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const response = await callRaw(t.server, 'GET', '/no/such/path/', { language: 'fr' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 10003, detail: "Le chemin demandé n'existe pas." });
  });

  it('asks for a session before anything else on protected paths', async () => {
    const response = await send(t.server, api.users.create, { raw: { body: { bad: true } } });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().code).toBe(10000);
  });

  it('answers a malformed JSON body and an unsupported content type with catalogue codes', async () => {
    const malformed = await t.server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe(500005);
    const unsupported = await t.server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json().code).toBe(500003);
  });

  it('tags every answer with a request id, reusing the caller’s', async () => {
    const response = await send(
      t.server,
      api.health.check,
      {},
      { headers: { 'x-request-id': 'abc-123' } },
    );
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('publishes the OpenAPI description generated from the contracts', async () => {
    const response = await t.server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login/',
        '/api/v1/users/',
        '/api/v1/users/{id}/status/',
      ]),
    );
    const login = spec.paths['/api/v1/auth/login/'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual([
      'user_name',
      'password',
    ]);
  });
});

describe('Security headers (ASVS V14.4)', () => {
  const everyKind = [
    ['an API answer', '/api/v1/health/'],
    ['an API refusal', '/api/v1/users/'],
    ['an unknown API path', '/api/v1/no/such/path/'],
    ['the web app', '/'],
    ['a client-side route', '/user/list'],
    ['a hashed asset', '/assets/index-abc123.js'],
    ['a missing asset', '/assets/gone-123.js'],
    ['the API reference', '/api/docs/json'],
  ];

  it.each(everyKind)('are on %s', async (_kind, url) => {
    const response = await get(url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // The app speaks plain HTTP; the TLS proxy adds HSTS (docs/operations.md).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('let the web app run: its page has no inline script or style for the policy to block', () => {
    // Vite's build adds only <script src> and <link> tags to this page.
    const page = fs.readFileSync(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8');
    expect(page).toMatch(/<script[^>]*\ssrc=/);
    expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page).not.toMatch(/\son[a-z]+=|<style|javascript:/i);
  });

  it('keep API answers out of every cache: they carry tokens and personal data', async () => {
    const login = await send(t.server, api.auth.login, {
      body: { user_name: `admin@${t.company.domain}`, password: 'Admin123!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const response of [
      await t.asAdmin(api.users.list),
      await send(t.server, api.users.list, {}),
      await callRaw(t.server, 'GET', '/no/such/path/'),
      await send(t.server, api.health.check, {}),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('Web app delivery', () => {
  it('serves hashed assets compressed, cached for a year as immutable', async () => {
    const brotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(entryScript);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(entryScript);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entryScript);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, directly or as the fallback of a client route, to be revalidated', async () => {
    for (const url of ['/', '/index.html', '/user/list', '/dashboard?x=1']) {
      const response = await get(url, { 'accept-encoding': 'gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('serves index.html for a client route whose last segment looks like a file name', async () => {
    for (const url of [
      '/workflow/view/abc.def',
      '/record/list/forms/filters/x/factura-0099.pdf',
      '/expedient/1-20210512-0001.v2?tab=files',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('answers a missing asset of the build with a JSON 404, never the page', async () => {
    for (const url of ['/assets/gone-123.js', '/assets/gone-123', '/assets/fonts/gone.woff2']) {
      const response = await get(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        code: 10003,
        detail: 'The requested path does not exist.',
      });
    }
  });

  it('does not serve the build manifest', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });
});

/**
 * Sends a JSON body of `bytes` on a connection of its own, a piece at a time and each only once
 * the server read the one before, as over a link slower than the server (loopback's buffers would
 * otherwise take the whole body at once), and gives back the answer or how the connection failed.
 */
async function slowlySent(method: string, url: string, bytes: number, authorization?: string) {
  const { app } = t.server;
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const served = new Promise<net.Socket>((resolve) => app.server.once('connection', resolve));
  const client = net.connect((app.server.address() as net.AddressInfo).port, '127.0.0.1');
  const server = await served;
  let answer = '';
  let failure: string | undefined;
  client.on('data', (chunk) => (answer += chunk));
  client.on('error', (error: NodeJS.ErrnoException) => (failure ??= error.code));
  const closed = new Promise((resolve) => client.once('close', resolve));
  const body = Buffer.from(JSON.stringify({ token: 'x'.repeat(bytes) }));
  const head =
    `${method} ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
    (authorization ? `Authorization: ${authorization}\r\n` : '') +
    `Content-Length: ${body.length}\r\n\r\n`;
  let sent = 0;
  const readByServer = () =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (server.destroyed || server.bytesRead >= sent) resolve();
        else setImmediate(look);
      };
      look();
    });
  for (const piece of [Buffer.from(head), ...chunksOf(body, 65_536)]) {
    if (client.destroyed) break;
    client.write(piece);
    sent += piece.length;
    await readByServer();
  }
  client.end();
  await closed;
  const [status = '', json = ''] = answer.split('\r\n\r\n');
  return { failure, status: status.split(' ')[1], json: json && JSON.parse(json) };
}

function chunksOf(buffer: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let at = 0; at < buffer.length; at += size) chunks.push(buffer.subarray(at, at + size));
  return chunks;
}

describe('bodies over the limit', () => {
  const tooLarge = { code: 500004, detail: 'El contenido enviado es demasiado grande.' };
  const params = { id: crypto.randomUUID(), company: crypto.randomUUID() };

  it('answers every public operation 413 with its code, never dropping the connection', async () => {
    const open = allEndpoints.filter(
      (endpoint) => endpoint.body !== undefined && 'public' in endpoint.access,
    );
    expect(open.map((endpoint) => endpoint.path)).toContain('/signing/open/');
    for (const endpoint of open) {
      const url = `${apiBase}${apiPath(endpoint.path, params)}`;
      expect({ url, ...(await slowlySent(endpoint.method, url, 1_100_000)) }).toEqual({
        url,
        failure: undefined,
        status: '413',
        json: tooLarge,
      });
    }
  });

  it('answers every other operation 413 so too with a session, and 401 without one', async () => {
    const authorization = `Bearer ${t.company.adminToken}`;
    for (const endpoint of allEndpoints) {
      if (endpoint.body === undefined || 'public' in endpoint.access) continue;
      const url = `${apiBase}${apiPath(endpoint.path, params)}`;
      expect({
        url,
        ...(await slowlySent(endpoint.method, url, 1_100_000, authorization)),
      }).toEqual({ url, failure: undefined, status: '413', json: tooLarge });
    }
    expect(await slowlySent('POST', `${apiBase}/users/`, 1_100_000)).toMatchObject({
      failure: undefined,
      status: '401',
      json: { code: expect.any(Number), detail: expect.any(String) },
    });
  });
});
