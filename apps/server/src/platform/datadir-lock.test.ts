import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir } from './datadir-lock.ts';

describe('data folder lock', () => {
  it('lets one holder in at a time and frees the folder on release', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-lock-'));
    const release = lockDataDir(dir, 'the Custodia server');
    expect(() => lockDataDir(dir, 'a second server')).toThrow(DataDirLocked);
    release();
    lockDataDir(dir, 'a second server')();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-lock-'));
    fs.writeFileSync(
      path.join(dir, 'custodia.lock'),
      JSON.stringify({ pid: 2 ** 22 + 1, holder: 'gone' }),
    );
    lockDataDir(dir, 'the Custodia server')();
  });
});
