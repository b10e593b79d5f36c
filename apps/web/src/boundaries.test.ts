import { expect, it } from 'vitest';
import { cycleIn, featureImports } from '../../../scripts/import-graph.ts';

/**
 * The web's feature folders as their imports draw them (decision 82): app/ composes the features,
 * a feature uses another through its index.ts (Biome's restricted imports), and no two features
 * lean on each other however far round, so a screen can be moved or lazy-loaded alone.
 */
const src = import.meta.dirname;

it('has no two web features that import each other, however far round', () => {
  expect(cycleIn(featureImports(src))).toBeUndefined();
});

it('has app/ above every feature: no feature imports the route table or the layout', () => {
  const importingApp = [...featureImports(src)]
    .filter(([feature, imported]) => feature !== 'app' && imported.has('app'))
    .map(([feature]) => feature);
  expect(importingApp).toEqual([]);
});

it('reads the features the route table and the screens import', () => {
  const graph = featureImports(src);
  expect(graph.get('app')).toContain('records');
  expect(graph.get('records')).toContain('files');
});
