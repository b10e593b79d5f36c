import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  cycleIn,
  featureImports,
  runtimeImports,
  sourceFiles,
} from '../../../scripts/import-graph.ts';

/**
 * The features' boundaries as their imports draw them (decision 62). Policies are a layer of their
 * own (pure rules over loaded data, importing only policies), so their imports do not count in the
 * features' graph.
 */
const src = import.meta.dirname;
const featureGraph = () => featureImports(src, (file) => file.endsWith('.policy.ts'));

it('has no two features that import each other, however far round', () => {
  expect(cycleIn(featureGraph())).toBeUndefined();
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
    const near = runtimeImports(file, src).filter((imported) => path.dirname(imported) === folder);
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
  expect(featureGraph().get('records')).toContain('forms');
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
