import { describe, expect, it } from 'vitest';
import { call, useCompanyServer } from '../../test/test-server.ts';

const t = useCompanyServer('http.co');

describe('HTTP conventions', () => {
  it('reports health with the database kind and version, without a session', async () => {
    const response = await call(t.server, 'GET', '/health/');
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      version: '1.175.0',
    });
  });

  it('accepts paths with or without the trailing slash', async () => {
    for (const path of ['/users/', '/users']) {
      expect((await call(t.server, 'GET', path, { token: t.company.adminToken })).statusCode).toBe(
        200,
      );
    }
  });

  it('answers unknown API paths with a JSON 404 in the caller language', async () => {
    const response = await call(t.server, 'GET', '/no/such/path/', { language: 'fr' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 10003, detail: "Le chemin demandé n'existe pas." });
  });

  it('asks for a session before anything else on protected paths', async () => {
    const response = await call(t.server, 'POST', '/users/', { body: { bad: true } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(10000);
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
    const response = await call(t.server, 'GET', '/health/', {
      headers: { 'x-request-id': 'abc-123' },
    });
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
