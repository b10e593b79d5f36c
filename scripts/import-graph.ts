import fs from 'node:fs';
import path from 'node:path';

/**
 * The imports between the feature folders of one source tree, for the boundary tests of the server
 * and of the web (decisions 62 and 82): Biome refuses an import of another feature's private file,
 * and what it cannot see is two features that lean on each other, however far round.
 */

/** The source files of a tree, tests and declarations left out. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The files a source file imports at run time, relative to `src`: static imports and re-exports
 * that are not type-only, and lazy `import()`s (a route's page is still a dependency).
 */
export function runtimeImports(file: string, src: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const targets = [
    ...text.matchAll(/^(?:import|export) (?!type\b)[^;]*? from '(\.[^']+)'/gms),
    ...text.matchAll(/\bimport\('(\.[^']+)'\)/g),
  ].map(([, target]) => target as string);
  return targets.map((target) => path.relative(src, path.resolve(path.dirname(file), target)));
}

/**
 * Which feature folders each feature folder of `src` imports at run time. The files at the top of
 * `src` and the files `skip` names do not count, nor imports of `platform`, the layer under every feature.
 */
export function featureImports(
  src: string,
  skip: (file: string) => boolean = () => false,
): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const feature = path.relative(src, file).split(path.sep)[0] as string;
    if (/\.tsx?$/.test(feature) || skip(file)) continue;
    for (const imported of runtimeImports(file, src)) {
      const other = imported.split(path.sep)[0] as string;
      if (other !== feature && !/\.tsx?$/.test(other) && other !== 'platform') {
        imports.set(feature, (imports.get(feature) ?? new Set()).add(other));
      }
    }
  }
  return imports;
}

/** A chain of nodes that leads back to where it started, if the graph has one. */
export function cycleIn(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const walk = (node: string, trail: string[]): string[] | undefined => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const next of graph.get(node) ?? []) {
      const cycle = walk(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = walk(node, []);
    if (cycle) return cycle;
  }
  return undefined;
}
