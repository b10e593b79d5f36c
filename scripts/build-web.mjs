#!/usr/bin/env node
/**
 * Builds the web app only when what it is built from changed since the last build
 * (docs/decisions.md, "Start without rebuilding"):
 * `npm start` runs this, so a restart with unchanged sources serves at once instead of rebuilding.
 * The inputs are apps/web (its sources, index.html, public files, configuration), the contracts
 * it imports, the lockfile (a changed dependency) and the base tsconfig. Their paths, sizes and
 * modification times are hashed into apps/web/dist/.build-stamp, written only after a successful
 * build (Vite empties dist first, so a failed build leaves no stamp and the next start builds).
 *
 *   node scripts/build-web.mjs           build if the inputs changed (or dist has no stamp)
 *   node scripts/build-web.mjs --always  build, and stamp
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const inputs = ['apps/web', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'];
const skipped = new Set(['node_modules', 'dist', '.vite', '.tmp']);

function distOf(root) {
  return path.join(root, 'apps/web/dist');
}

function stampOf(root) {
  return path.join(distOf(root), '.build-stamp');
}

/** Every file under the inputs, with its size and modification time, in a stable order. */
function listInputs(root) {
  const found = [];
  const visit = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) {
        if (!skipped.has(entry)) visit(path.join(relative, entry));
      }
    } else {
      found.push(`${relative}\t${stat.size}\t${stat.mtimeMs}`);
    }
  };
  for (const input of inputs) visit(input);
  return found;
}

export function inputsHash(root) {
  return createHash('sha256').update(listInputs(root).join('\n')).digest('hex');
}

/** Whether dist holds a build of exactly the current inputs. */
export function isUpToDate(root) {
  if (!fs.existsSync(path.join(distOf(root), 'index.html'))) return false;
  try {
    return fs.readFileSync(stampOf(root), 'utf8').trim() === inputsHash(root);
  } catch {
    return false;
  }
}

export function writeStamp(root) {
  fs.writeFileSync(stampOf(root), `${inputsHash(root)}\n`);
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  if (!process.argv.includes('--always') && isUpToDate(root)) {
    console.log('Web app is up to date (apps/web/dist); not rebuilding.');
    return;
  }
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeStamp(root);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
