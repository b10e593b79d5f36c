import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { api } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { request, sendRequest, startTestServer, useCompanyServer } from '../../test/test-server.ts';

/**
 * Bad input never gets a 500 or a hang (issue 10, points 1–4): whatever a client sends, the answer
 * comes at once, in the `{code, detail}` shape, with a catalogue code.
 */
const t = useCompanyServer('robust.co', () => ({ REQUEST_TIMEOUT_SECONDS: '0.5' }));

function upload(boundary: string | null, payload: string) {
  return t.server.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${t.company.admin.user.id}/avatar/`,
    headers: {
      authorization: `Bearer ${t.company.adminToken}`,
      'content-type': boundary
        ? `multipart/form-data; boundary=${boundary}`
        : 'multipart/form-data',
    },
    payload,
  });
}

const avatarPart = (content: string) =>
  `--B\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
  `Content-Type: image/png\r\n\r\n${content}`;

describe('uploads', () => {
  it('refuses a zero-byte avatar at once with its code', async () => {
    const response = await upload('B', `${avatarPart('')}\r\n--B--\r\n`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(10012);
  });

  it('refuses a multipart body without a boundary, or cut short, as malformed', async () => {
    for (const response of [
      await upload(null, 'garbage'),
      await upload('B', avatarPart('\x89PNG\r\n')),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 500005, detail: expect.any(String) });
    }
  });
});

describe('text no database takes', () => {
  const cases = [
    [
      'a NUL in the login name',
      request(api.auth.login, { body: { user_name: 'a\u0000@robust.co', password: 'x' } }),
      'user_name',
    ],
    [
      'a NUL in a reset address',
      request(api.users.requestPasswordReset, { body: { email: 'a\u0000@robust.co' } }),
      'email',
    ],
    ['a NUL in a list filter', request(api.lists.list, { query: { name: '\u0000' } }), 'name'],
    [
      'a lone surrogate in a role name',
      request(api.roles.create, { body: { name: 'Rol \ud800 uno' } }),
      'name',
    ],
    [
      'a lone surrogate in a form description',
      request(api.forms.create, {
        body: {
          name: 'Formulario x',
          description: 'a \udc00 b',
          sequence_length: 4,
          sticker_type: 1,
        },
      }),
      'description',
    ],
  ] as const;
  for (const [what, sent, field] of cases) {
    it(`refuses ${what} as invalid text, field marked, in the caller's language`, async () => {
      const response = await sendRequest(t.server, sent, {
        token: t.company.adminToken,
        language: 'en',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 30010,
        detail: expect.any(String),
        data: { [field]: 'The text contains characters that are not allowed' },
      });
    });
  }

  it('keeps accents, emoji and other whole characters', async () => {
    const response = await t.asAdmin(api.roles.create, { body: { name: 'Rol Peñalosa' } });
    expect(response.statusCode).toBe(201);
  });
});

describe('addresses', () => {
  it('answers a long id or filing number with the field it is wrong in', async () => {
    const id = await t.asAdmin(
      api.users.get,
      { params: { id: 'a'.repeat(120) } },
      { language: 'en' },
    );
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ code: 30010, data: { id: expect.any(String) } });
    const number = await t.asAdmin(api.records.byNumber, { params: { number: '1'.repeat(120) } });
    expect(number.json()).toMatchObject({
      code: 30010,
      data: { number: 'Use solo números y guiones, por ejemplo 1-20210512-0001' },
    });
  });

  it('answers an address over 8 KiB with 414 and a numeric code, with or without the web app', async () => {
    const web = fs.mkdtempSync(path.join(t.server.dataDir, 'web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Custodia</title>');
    const withWebApp = await startTestServer({ STATIC_DIR: web });
    try {
      for (const server of [t.server, withWebApp]) {
        const response = await server.app.inject({
          method: 'GET',
          url: `/api/v1/users/${'a'.repeat(8_200)}/`,
          headers: { authorization: `Bearer ${t.company.adminToken}`, 'accept-language': 'en' },
        });
        expect(response.statusCode).toBe(414);
        expect(response.json()).toEqual({
          code: 500008,
          detail: 'The requested address is too long.',
        });
      }
    } finally {
      await withWebApp.close();
    }
  });

  it('answers a malformed address with a numeric code in the caller language', async () => {
    const response = await t.server.app.inject({
      method: 'GET',
      url: '/api/v1/users/%/',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 500007,
      detail: "L'adresse demandée n'est pas valide.",
    });
  });

  it('answers a page path longer than a file name may be without an error', async () => {
    const web = fs.mkdtempSync(path.join(t.server.dataDir, 'web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Custodia</title>');
    const server = await startTestServer({ STATIC_DIR: web });
    try {
      for (const url of [`/${'x'.repeat(300)}`, `/${'x'.repeat(300)}.js`]) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe(10003);
      }
    } finally {
      await server.close();
    }
  });
});

/** Sends raw bytes to the listening app and gives back all it answered before closing. */
async function rawExchange(request: string): Promise<string> {
  if (!t.server.app.server.listening) await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.server.app.server.address() as net.AddressInfo;
  const socket = net.connect(address.port, '127.0.0.1');
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
  socket.write(request);
  return answer;
}

function statusAndBody(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: head.split(' ')[1], json: JSON.parse(body) };
}

describe('bodies', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const login = (payload: string) =>
    t.server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload,
    });

  it('refuses a JSON body nested deeper than any of ours as malformed, at once', async () => {
    for (const payload of [nested(5_000), `[${nested(64)}]`, '['.repeat(100_000)]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 500005, detail: 'The request is not well formed.' });
    }
  });

  it('reads a body as deep as the limit, and brackets inside its strings as text', async () => {
    for (const payload of [nested(64), `{"user_name":"${'{['.repeat(100)}","password":"x"}`]) {
      expect((await login(payload)).json().code).not.toBe(500005);
    }
  });
});

describe('the connection', () => {
  it('answers a request header too large to read in the {code, detail} shape', async () => {
    const answer = await rawExchange(
      `GET /api/v1/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { status, json } = statusAndBody(answer);
    expect(status).toBe('431');
    expect(json).toEqual({ code: 500004, detail: 'El contenido enviado es demasiado grande.' });
  });

  it('answers a broken chunked body in the {code, detail} shape, in its language', async () => {
    const answer = await rawExchange(
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: x\r\nAccept-Language: fr\r\n' +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    );
    const { status, json } = statusAndBody(answer);
    expect(status).toBe('400');
    expect(json).toEqual({ code: 500005, detail: "La requête n'est pas bien formée." });
  });
});

describe('timeouts', () => {
  it('cuts a request whose body never comes, freeing the connection', async () => {
    const answer = await rawExchange(
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"user_name":',
    );
    // Whatever the server says before closing, it does close: the test would hang otherwise.
    expect(answer).toMatch(/^(HTTP\/1\.1 408|)/);
  });
});
