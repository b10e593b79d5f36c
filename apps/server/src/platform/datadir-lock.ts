import fs from 'node:fs';
import path from 'node:path';

export class DataDirLocked extends Error {}

/**
 * PGlite takes no lock of its own: two processes opening one data folder both succeed and one's
 * writes are lost. Every process that opens the embedded database holds this lock file first.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'custodia.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, holder }), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && isAlive(owner.pid)) {
        throw new DataDirLocked(
          `The data folder ${dataDir} is in use by ${owner.holder} (process ${owner.pid}). ` +
            'Stop it first: the embedded database allows one process at a time.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLocked(`Could not lock the data folder ${dataDir}.`);
}

function readOwner(lockPath: string): { pid: number; holder: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
