import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../test/processes.ts';
import { lockDataDir } from '../platform/datadir-lock.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-cli-'));

const tenantCreate = (...args: string[]) => runCommand('src/cli/tenant-create.ts', dataDir, args);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run tenant:create', () => {
  it('creates a company and prints its admin with a generated password', async () => {
    const result = await tenantCreate(
      '--domain',
      'cli.co',
      '--name',
      'CLI S.A.S.',
      '--tax-id',
      '900555001',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Administrator: admin@cli.co');
    expect(result.stdout).toMatch(/Password: \S{12,}/);
  }, 60_000);

  it('refuses a duplicate domain or tax id with a clear message and exit code 1', async () => {
    const domain = await tenantCreate(
      '--domain',
      'cli.co',
      '--name',
      'Other',
      '--tax-id',
      '900555002',
    );
    expect(domain.code).toBe(1);
    expect(domain.stderr).toContain('Ya existe una empresa con ese dominio.');
    const taxId = await tenantCreate(
      '--domain',
      'other.co',
      '--name',
      'Other',
      '--tax-id',
      '900555001',
    );
    expect(taxId.code).toBe(1);
    expect(taxId.stderr).toContain('Ya existe una empresa con ese NIT.');
  }, 60_000);

  it('explains bad arguments without touching the database', async () => {
    const result = await tenantCreate('--domain', 'nodot', '--tax-id', 'abc');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--domain: Ingrese un dominio válido');
    expect(result.stderr).toContain('--name: ¡Este campo es obligatorio!');
    expect(result.stderr).toContain('--tax-id: Use solo números y guion');
  }, 60_000);

  it('refuses while another process holds the embedded data folder', async () => {
    const release = lockDataDir(dataDir, 'a test standing in for the server');
    try {
      const result = await tenantCreate(
        '--domain',
        'late.co',
        '--name',
        'Late',
        '--tax-id',
        '900555003',
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is in use by a test standing in for the server');
    } finally {
      release();
    }
  }, 60_000);
});
