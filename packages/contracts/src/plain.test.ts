import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module plain.ts reaches through its relative imports, with the packages they import. */
function reachedFrom(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const specifiers = [...source.matchAll(/(?:^|\n)(?:import|export)[^;]*?from '([^']+)'/g)].map(
      (match) => match[1] as string,
    );
    reached.set(
      file,
      specifiers.filter((specifier) => !specifier.startsWith('.')),
    );
    for (const specifier of specifiers.filter((each) => each.startsWith('.'))) {
      visit(path.resolve(path.dirname(file), specifier));
    }
  };
  visit(entry);
  return reached;
}

describe('the plain entry of the contracts', () => {
  it('reaches no schema library, so the first screen of the web app loads none', () => {
    const reached = reachedFrom(path.join(import.meta.dirname, 'plain.ts'));
    expect(reached.size).toBeGreaterThan(1);
    const packages = [...reached].filter(([, imported]) => imported.length > 0);
    expect(packages).toEqual([]);
  });
});
