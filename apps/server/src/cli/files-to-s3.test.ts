import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Environment, startS3Server } from '../../test/s3-server.ts';
import { bytesOf, S3Storage } from '../platform/storage.ts';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'files-to-s3.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-cli-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;

/** Runs `files:to-s3` as an operator would, in its own process. */
async function copyToS3(env: Record<string, string>) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

function write(key: string, content: string) {
  const file = path.join(dataDir, 'files', key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  s3 = await startS3Server();
  write('tenant-a/files/informe.pdf', '%PDF-1.4 informe');
  write('tenant-a/avatars/foto.png', 'png');
  write('tenant-a/files/cortado.pdf.1a2b.partial', 'half');
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run files:to-s3', () => {
  it('copies every stored file under its key, and only once', async () => {
    const first = await copyToS3(s3Environment(s3.settings));
    expect(first).toEqual({ code: 0, output: expect.stringContaining('Copied 2 files') });
    const bucket = new S3Storage(s3.settings);
    expect((await bytesOf(await bucket.get('tenant-a/files/informe.pdf'))).toString()).toBe(
      '%PDF-1.4 informe',
    );
    expect(await bucket.exists('tenant-a/files/cortado.pdf.1a2b.partial')).toBe(false);
    bucket.close();
    const again = await copyToS3(s3Environment(s3.settings));
    expect(again.output).toContain('Copied 0 files to s3://custodia-test; 2 were there already.');
  });

  it('says what to set when no bucket is configured', async () => {
    const result = await copyToS3({});
    expect(result.code).toBe(1);
    expect(result.output).toContain('Set S3_BUCKET');
  });
});
