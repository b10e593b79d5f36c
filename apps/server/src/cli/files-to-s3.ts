import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { DataDirLocked, lockDataDir } from '../platform/datadir-lock.ts';
import { S3Storage } from '../platform/storage.ts';

/**
 * Copies every file the embedded mode stored under DATA_DIR/files into the S3 bucket of the
 * environment, under the same keys, so the database's references stay valid once the server
 * starts with S3. Objects already in the bucket are left alone: the copy can be run again after
 * an interruption. Nothing on disk is deleted.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Every stored file under `root`, as its key; half-written ones (`.partial`) are not files yet. */
function* keysUnder(root: string, folder = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const key = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) yield* keysUnder(root, key);
    else if (entry.isFile() && !entry.name.endsWith('.partial')) yield key;
  }
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
})();
if (!config.s3) fail('Set S3_BUCKET (and S3_ENDPOINT and the keys for MinIO) to copy files to S3.');
const root = path.join(config.dataDir, 'files');
if (!fs.existsSync(root)) fail(`There are no files to copy: ${root} does not exist.`);

// The server must not store files while they are copied.
const unlock = (() => {
  try {
    return lockDataDir(config.dataDir, 'npm run files:to-s3');
  } catch (error) {
    return fail(error instanceof DataDirLocked ? error.message : String(error));
  }
})();
const target = new S3Storage(config.s3);
let copied = 0;
let present = 0;
try {
  for (const key of keysUnder(root)) {
    if (await target.exists(key)) {
      present += 1;
      continue;
    }
    const size = fs.statSync(path.join(root, key)).size;
    const stored = await target.put(key, fs.createReadStream(path.join(root, key)));
    if (stored.size !== size) throw new Error(`${key}: copied ${stored.size} of ${size} bytes`);
    copied += 1;
  }
  console.log(`Copied ${copied} files to s3://${config.s3.bucket}; ${present} were there already.`);
} finally {
  target.close();
  unlock();
}
