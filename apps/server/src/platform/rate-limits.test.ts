import { api, limits } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { send, useCompanyServer } from '../../test/test-server.ts';

/** Anti-automation (issue 10, point 7): guessing and mail bombing slow down to a stop. */
const t = useCompanyServer('limits.co');

describe('rate limits', () => {
  it('refuse an account name tried more often than its window allows, from any address', async () => {
    const codes: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await t.server.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/',
        remoteAddress: `10.0.0.${attempt}`,
        headers: { 'accept-language': 'en' },
        payload: { user_name: 'nobody@limits.co', password: 'Wrong123!' },
      });
      codes.push(response.statusCode);
      if (attempt === 11) {
        expect(response.json()).toEqual({
          code: 10063,
          detail: 'Too many attempts. Wait a few minutes and try again.',
        });
      }
    }
    expect(codes.slice(0, 10).every((code) => code !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('count an upload that names no account by its address alone: signers never share a window', async () => {
    // A signer's photo is multipart: its link is read after the attempt is counted.
    const body = multipart([{ field: 'token', value: 'not-a-link' }]);
    const statuses = new Set<number>();
    for (let attempt = 0; attempt <= limits.rateLimits.signing.perAccount; attempt += 1) {
      const response = await t.server.app.inject({
        method: 'POST',
        url: '/api/v1/signing/photo/',
        remoteAddress: `10.3.${Math.floor(attempt / 200)}.${attempt % 200}`,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([400]);
  });

  it('say in Retry-After when the window lets one try again, in seconds', async () => {
    const attempt = () =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/v1/users/send-email/password-reset/',
        remoteAddress: '10.7.7.7',
        payload: { email: 'waiting@limits.co' },
      });
    for (let count = 1; count <= 3; count += 1) {
      expect((await attempt()).headers['retry-after']).toBeUndefined();
    }
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    // The window (an hour for reset mail) opened with the first attempt, a moment ago.
    expect(seconds).toBeGreaterThan(3_500);
    expect(seconds).toBeLessThanOrEqual(3_600);
  });

  it('refuse one address asking for reset mail past its limit, whatever the address asked', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      const response = await t.server.app.inject({
        method: 'POST',
        url: '/api/v1/users/send-email/password-reset/',
        remoteAddress: '10.9.9.9',
        payload: { email: `person${attempt}@limits.co` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('count the checks of a password link with its submissions, per account', async () => {
    const user = crypto.randomUUID();
    const attempt = (index: number, url: string, payload: Record<string, string>) =>
      t.server.app.inject({ method: 'POST', url, remoteAddress: `10.1.0.${index}`, payload });
    const codes: number[] = [];
    for (let index = 1; index <= 10; index += 1) {
      const response = await attempt(index, '/api/v1/auth/password-link/', { user, token: 'x.y' });
      codes.push(response.json().code);
    }
    expect(codes).toEqual(Array(10).fill(10011));
    const submission = await attempt(11, `/api/v1/users/${user}/password-reset/`, {
      token: 'x.y',
      password: 'Fresh123!',
      password_confirmation: 'Fresh123!',
    });
    expect(submission.statusCode).toBe(429);
  });

  it('counts other addresses and accounts apart', async () => {
    const response = await send(t.server, api.users.requestPasswordReset, {
      body: { email: 'someone.else@limits.co' },
    });
    expect(response.statusCode).toBe(202);
  });
});
