import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompanyCreateInput } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, withEmbeddedServer } from '../../test/processes.ts';
import { createCompany } from '../company/index.ts';
import type { Database } from '../platform/db.ts';
import { asApp } from '../platform/work.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-cli-'));
const admin = 'admin@unlock.co';
const password = 'Admin123!';

const userUnlock = (...args: string[]) => runCommand('src/cli/user-unlock.ts', dataDir, args);

const withServer = <T>(use: (app: FastifyInstance, db: Database) => Promise<T>) =>
  withEmbeddedServer(dataDir, use);

async function loginCode(app: FastifyInstance, userPassword: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login/',
    payload: { user_name: admin, password: userPassword },
  });
  return response.statusCode === 200 ? 200 : response.json().code;
}

beforeAll(() =>
  withServer(async (app) => {
    await asApp(app.platform, 'es', (work) =>
      createCompany(
        work,
        CompanyCreateInput.parse({
          domain: 'unlock.co',
          name: 'Unlock S.A.S.',
          tax_id: '900555101',
          admin_password: password,
        }),
      ),
    );
    // Anyone who knows the name locks the company's only administrator.
    for (let failure = 1; failure <= 3; failure += 1) await loginCode(app, 'Wrong123!');
    expect(await loginCode(app, password)).toBe(70029);
  }),
);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run user:unlock', () => {
  it('unlocks a locked administrator, as the system in the audit log', async () => {
    const result = await userUnlock('--user', 'ADMIN@unlock.co');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`User ${admin} unlocked`);
    await withServer(async (app, db) => {
      expect(await loginCode(app, password)).toBe(200);
      const [entry] = await db.query<{ user_id: string | null; changes: unknown }>(
        `SELECT user_id, changes FROM audit_logs
          WHERE action = 'unlock' AND entity_id = (SELECT id::text FROM users WHERE user_name = $1)`,
        [admin],
      );
      expect(entry).toEqual({ user_id: null, changes: { status: { from: 2, to: 1 } } });
    });
  }, 60_000);

  it('changes nothing for an account that is not locked, and refuses an unknown one', async () => {
    const active = await userUnlock('--user', admin);
    expect(active.code).toBe(1);
    expect(active.stderr).toContain(`User ${admin} is not locked; nothing changed.`);
    for (const name of ['nobody@unlock.co', 'admin@nowhere.co']) {
      const unknown = await userUnlock('--user', name);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('El usuario no existe.');
    }
  }, 60_000);

  it('explains a missing or malformed name without touching the database', async () => {
    for (const args of [[], ['--user', 'admin']]) {
      const result = await userUnlock(...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Usage: npm run user:unlock -- --user admin@x.co');
    }
  }, 60_000);
});
