import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompanyCreateInput } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, withEmbeddedServer } from '../../test/processes.ts';
import { createCompany } from '../company/index.ts';
import { asApp } from '../platform/work.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-cli-'));
const admin = 'admin@factor-cli.co';
const password = 'Admin123!';

const factorReset = (...args: string[]) =>
  runCommand('src/cli/second-factor-reset.ts', dataDir, args);

async function post(app: FastifyInstance, url: string, payload: object, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The company's only administrator, who set up an authenticator (then lost it and its codes). */
beforeAll(() =>
  withEmbeddedServer(dataDir, async (app) => {
    await asApp(app.platform, 'es', (work) =>
      createCompany(
        work,
        CompanyCreateInput.parse({
          domain: 'factor-cli.co',
          name: 'Factor S.A.S.',
          tax_id: '900555102',
          admin_password: password,
        }),
      ),
    );
    const token = (await post(app, '/auth/login/', { user_name: admin, password })).json().access;
    const { secret } = (await post(app, '/second-factor/enrolment/', {}, token)).json();
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    const confirmed = await post(app, '/second-factor/enrolment/confirm/', { code }, token);
    expect(confirmed.statusCode).toBe(200);
  }),
);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run user:reset-second-factor', () => {
  it('takes the factor away, as the system in the audit log, and then has nothing to do', async () => {
    const result = await factorReset('--user', admin);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    await withEmbeddedServer(dataDir, async (app, db) => {
      expect((await post(app, '/auth/login/', { user_name: admin, password })).statusCode).toBe(
        200,
      );
      const entries = await db.query<{ user_id: string | null }>(
        "SELECT user_id FROM audit_logs WHERE module = 'second_factor' AND action = 'reset'",
      );
      expect(entries).toEqual([{ user_id: null }]);
    });
    const again = await factorReset('--user', admin);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('has no second factor; nothing changed.');
  }, 90_000);
});
