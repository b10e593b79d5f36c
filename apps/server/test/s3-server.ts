import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/platform/storage.ts';

export const TEST_BUCKET = 'custodia-test';

/**
 * A local S3-compatible server (s3rver, from npm) on a free port with one bucket, for the tests
 * that check the S3 storage: nothing to install and no network beyond the loopback.
 */
export async function startS3Server(): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      // s3rver's own well-known pair: it checks signatures against it.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment that points a test server's storage at `settings`. */
export function s3Environment(settings: S3Settings): Record<string, string> {
  return {
    S3_ENDPOINT: settings.endpoint ?? '',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '',
  };
}
