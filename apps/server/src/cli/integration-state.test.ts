import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompanyCreateInput, translate } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, withEmbeddedServer } from '../../test/processes.ts';
import { createCompany } from '../company/index.ts';
import { asApp } from '../platform/work.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-cli-'));
const password = 'Admin123!';

const integrationState = (...args: string[]) =>
  runCommand('src/cli/integration-state.ts', dataDir, args);

beforeAll(() =>
  withEmbeddedServer(dataDir, async (app) => {
    await asApp(app.platform, 'es', (work) =>
      createCompany(
        work,
        CompanyCreateInput.parse({
          domain: 'state.co',
          name: 'State S.A.S.',
          tax_id: '900555102',
          admin_password: password,
        }),
      ),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/',
      payload: { user_name: 'admin@state.co', password },
    });
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/integrations/',
      headers: { authorization: `Bearer ${login.json().access}` },
      payload: {
        contact_name: 'Ana Gómez',
        email: 'ana@state.co',
        phone: '3001234567',
        description: 'Firma electrónica',
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
  }),
);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run integration:state', () => {
  it('approves a request, then leaves the approved one as it is', async () => {
    const moved = await integrationState('--company', 'STATE.co', '--request', '1', '--state', '5');
    expect(moved.stderr).toBe('');
    expect(moved.stdout).toContain('Request 1 of state.co moved from state 1 to 5.');
    const again = await integrationState('--company', 'state.co', '--request', '1', '--state', '4');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(translate('es', 'errors.70010'));
  }, 60_000);

  it('explains missing or malformed arguments without touching the database', async () => {
    for (const args of [[], ['--company', 'state.co', '--request', 'x', '--state', '5']]) {
      const result = await integrationState(...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Usage: npm run integration:state');
    }
  }, 60_000);
});
