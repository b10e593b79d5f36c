#!/usr/bin/env node
/**
 * Builds the web app only when what it is built from changed since the last build (decision 33):
 * `npm start` runs this, so a restart with unchanged sources serves at once instead of rebuilding.
 * The inputs are apps/web (its sources, index.html, public files, configuration), the contracts
 * it imports, and the lockfile (a changed dependency). Their paths, sizes and modification times
 * are hashed into apps/web/dist/.build-stamp, written only after a successful build (Vite empties
 * dist first, so a failed build leaves no stamp and the next start builds again).
 *
 *   node scripts/build-web.mjs           build if the inputs changed (or dist has no stamp)
 *   node scripts/build-web.mjs --always  build, and stamp
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
const inputs = ['apps/web', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'];
const skipped = new Set(['node_modules', 'dist', '.vite', '.tmp']);

/** Every file under the inputs, with its size and modification time, in a stable order. */
function listInputs() {
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

function inputsHash() {
  return createHash('sha256').update(listInputs().join('\n')).digest('hex');
}

function build() {
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const always = process.argv.includes('--always');
const hash = inputsHash();
function readStamp() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return '';
  try {
    return fs.readFileSync(stampFile, 'utf8').trim();
  } catch {
    return '';
  }
}

const stamp = readStamp();
if (!always && stamp === hash) {
  console.log('Web app is up to date (apps/web/dist); not rebuilding.');
} else {
  build();
  // Hashed again: the build must not count as a change of its own inputs.
  fs.writeFileSync(stampFile, `${inputsHash()}\n`);
}
