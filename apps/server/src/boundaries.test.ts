import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The features' boundaries as their imports draw them (decision 62). Biome refuses an import of
 * another feature's private file; what it cannot see is two features that lean on each other,
 * which is how the engine's growth would tangle them. Policies are a layer of their own (pure rules
 * over loaded data, importing only policies), so their imports do not count here.
 */
const src = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The files a source file imports at run time (type-only imports left out), from src. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export) (?!type\b)[^;]*? from '(\.[^']+)'/gms)].map(
    ([, target]) => path.relative(src, path.resolve(path.dirname(file), target as string)),
  );
}

/** Which feature folders each feature folder imports at run time. */
function featureImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const feature = path.relative(src, file).split(path.sep)[0] as string;
    if (feature.endsWith('.ts') || file.endsWith('.policy.ts')) continue;
    for (const imported of runtimeImports(file)) {
      const other = imported.split(path.sep)[0] as string;
      if (other !== feature && !other.endsWith('.ts') && other !== 'platform') {
        imports.set(feature, (imports.get(feature) ?? new Set()).add(other));
      }
    }
  }
  return imports;
}

/** A chain of features that leads back to where it started, if there is one. */
function cycleIn(graph: Map<string, Set<string>>): string[] | undefined {
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

it('has no two features that import each other, however far round', () => {
  expect(cycleIn(featureImports())).toBeUndefined();
});

/**
 * Which files of its own folder each file imports at run time. A loop of modules inside a feature
 * works only while no module reads another's exports as it loads, and breaks the day one does
 * (a job table built from the jobs of a module still loading).
 */
function moduleImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const file of sourceFiles(src)) {
    const own = path.relative(src, file);
    const folder = path.dirname(own);
    const near = runtimeImports(file).filter((imported) => path.dirname(imported) === folder);
    imports.set(own, new Set(near));
  }
  return imports;
}

it('has no modules of one folder that import each other, however far round', () => {
  expect(cycleIn(moduleImports())).toBeUndefined();
});

it('finds a loop where there is one', () => {
  const loop = new Map([
    ['company', new Set(['users'])],
    ['users', new Set(['workflows'])],
    ['workflows', new Set(['company'])],
  ]);
  expect(cycleIn(loop)).toEqual(['company', 'users', 'workflows', 'company']);
});

it('reads the imports the features and their modules have', () => {
  expect(featureImports().get('records')).toContain('forms');
  expect(moduleImports().get(path.join('signatures', 'signatures.service.ts'))).toContain(
    path.join('signatures', 'signatures.jobs.ts'),
  );
});

it('wires no feature into another in app.ts: subscribers declare what they act on', () => {
  const app = fs.readFileSync(path.join(src, 'app.ts'), 'utf8');
  const featureFiles = [...app.matchAll(/^import [^;]*? from '\.\/(\w[\w-]*)\/([^']+)'/gms)]
    .filter(([, folder, file]) => folder !== 'platform' && !(file as string).endsWith('.routes.ts'))
    .map(([, folder, file]) => `${folder}/${file}`);
  expect(featureFiles).toEqual([]);
});

it('composes every feature’s jobs and subscriptions in src/jobs.ts and src/subscriptions.ts', () => {
  const composed = {
    Jobs: fs.readFileSync(path.join(src, 'jobs.ts'), 'utf8'),
    Subscriptions: fs.readFileSync(path.join(src, 'subscriptions.ts'), 'utf8'),
  };
  const declared = fs
    .readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(src, entry.name, 'index.ts')))
    .flatMap((entry) => [
      ...fs
        .readFileSync(path.join(src, entry.name, 'index.ts'), 'utf8')
        .matchAll(/^export const (\w+(Jobs|Subscriptions)) =/gm),
    ]);
  expect(declared.map(([, name]) => name)).toContain('processesSubscriptions');
  const missing = declared
    .filter(([, name, kind]) => !composed[kind as keyof typeof composed].includes(`...${name}`))
    .map(([, name]) => name);
  expect(missing).toEqual([]);
});
