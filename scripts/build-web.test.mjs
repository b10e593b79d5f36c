import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isUpToDate, writeStamp } from './build-web.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A repository as the build script sees it, with a finished build in apps/web/dist. */
function builtRepository() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'custodia-build-'));
  roots.push(root);
  const files = {
    'apps/web/src/main.tsx': 'render()',
    'apps/web/index.html': '<html></html>',
    'packages/contracts/src/index.ts': 'export {}',
    'package-lock.json': '{}',
    'apps/web/dist/index.html': '<html>built</html>',
    'apps/web/node_modules/.vite/deps.json': '{}',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  writeStamp(root);
  return root;
}

function touch(root, file, text) {
  const full = path.join(root, file);
  fs.writeFileSync(full, text ?? fs.readFileSync(full));
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(full, later, later);
}

describe('building the web app only when its sources changed', () => {
  it('skips the build when nothing it is made from changed', () => {
    const root = builtRepository();
    expect(isUpToDate(root)).toBe(true);
    touch(root, 'apps/web/dist/index.html', '<html>rebuilt</html>');
    touch(root, 'apps/web/node_modules/.vite/deps.json');
    expect(isUpToDate(root)).toBe(true);
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['the page', 'apps/web/index.html'],
    ['the contracts', 'packages/contracts/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds after a change to %s', (_what, file) => {
    const root = builtRepository();
    touch(root, file);
    expect(isUpToDate(root)).toBe(false);
  });

  it('builds when a web source is added, or when dist has no stamp or no page', () => {
    const added = builtRepository();
    fs.writeFileSync(path.join(added, 'apps/web/src/New.tsx'), 'x');
    expect(isUpToDate(added)).toBe(false);
    const unstamped = builtRepository();
    fs.rmSync(path.join(unstamped, 'apps/web/dist/.build-stamp'));
    expect(isUpToDate(unstamped)).toBe(false);
    const empty = builtRepository();
    fs.rmSync(path.join(empty, 'apps/web/dist/index.html'));
    expect(isUpToDate(empty)).toBe(false);
  });
});
