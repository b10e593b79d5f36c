import fs from 'node:fs';
import path from 'node:path';
import { limits } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts with safe defaults on an embedded database with the demo company', () => {
    const config = loadConfig({ INIT_CWD: '/srv/custodia' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: path.resolve('/srv/custodia/data'),
      databaseUrl: undefined,
      seedDemo: true,
      publicUrl: 'http://127.0.0.1:3000',
    });
  });

  it('is started as the README says: where it listens and keeps its data, where mail goes', () => {
    const readme = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../README.md'),
      'utf8',
    );
    const config = loadConfig({ INIT_CWD: '/srv/custodia' });
    const defaults = { PORT: String(config.port), HOST: config.host, DATA_DIR: './data' };
    expect(path.resolve('/srv/custodia', defaults.DATA_DIR)).toBe(config.dataDir);
    for (const [variable, value] of Object.entries(defaults)) {
      expect(readme).toContain(`| \`${variable}\` | \`${value}\` |`);
    }
    expect(config.smtpUrl).toBeUndefined();
    expect(readme).toContain('`DATA_DIR/outbox/`');
  });

  it('does not seed a demo company on PostgreSQL unless asked', () => {
    const url = 'postgres://custodia@db/custodia';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('stops with a message naming each wrong variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_ADMIN_PASSWORD: 'weak' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must start with postgres/);
    expect(attempt).toThrow(/SEED_ADMIN_PASSWORD/);
  });

  it('lets companies name only public https addresses unless the installation allows more', () => {
    expect(loadConfig({}).outbound).toEqual({ allowHttp: false, allowPrivate: false });
    const allowed = { OUTBOUND_ALLOW_HTTP: 'true', OUTBOUND_ALLOW_PRIVATE: 'true' };
    expect(loadConfig(allowed).outbound).toEqual({ allowHttp: true, allowPrivate: true });
    // The former names still hold where the new ones are not set.
    const former = { WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE: 'true' };
    expect(loadConfig(former).outbound).toEqual({ allowHttp: true, allowPrivate: true });
    expect(loadConfig({ ...former, OUTBOUND_ALLOW_PRIVATE: 'false' }).outbound).toEqual({
      allowHttp: true,
      allowPrivate: false,
    });
  });

  it('raises or lowers a rate limit as RATE_LIMITS says, refusing a limit it does not know', () => {
    const { windowFiling, login } = loadConfig({
      RATE_LIMITS: 'windowFiling.perAccount=90000, windowFiling.perAddress=500',
    }).rateLimits;
    expect(windowFiling).toEqual({
      ...limits.rateLimits.windowFiling,
      perAccount: 90000,
      perAddress: 500,
    });
    expect(login).toEqual(limits.rateLimits.login);
    expect(loadConfig({}).rateLimits).toEqual(limits.rateLimits);
    for (const wrong of [
      'filing.perAccount=5',
      'login.windowSeconds=5',
      'login.perAddress=0',
      'constructor.perAddress=5',
    ]) {
      expect(() => loadConfig({ RATE_LIMITS: wrong })).toThrow(/RATE_LIMITS: "/);
    }
  });

  it('treats a variable set to nothing as unset', () => {
    expect(loadConfig({ SMTP_URL: '', DATABASE_URL: '' }).smtpUrl).toBeUndefined();
  });

  it('keeps files on disk unless an S3 bucket is named, and takes the S3 variables together', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'custodia-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'custodia-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_BUCKET: 'custodia', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID: set it together with S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_BUCKET: 'x' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
  });
});
