import { describe, expect, it } from 'vitest';
import { type ActorSpec, actorOf, admin, query, standard } from '../../test/actors.ts';
import { abilities } from '../policies.ts';

/**
 * User types × grants × the TRD-level actions: a grant holds on its level and below, never on
 * the levels above it nor beside it; admins hold both everywhere.
 */
const series = 'series';
const subseries = { ancestor_ids: ['expedient', 'subseries', series, 'section', 'fund'] };
const onSeries = { ancestor_ids: [series, 'section', 'fund'] };
const section = { ancestor_ids: ['section', 'fund'] };
const sibling = { ancestor_ids: ['other-series', 'section', 'fund'] };

const cases: { name: string; spec: ActorSpec; below: { consult: boolean; upload: boolean } }[] = [
  { name: 'admin', spec: { userType: admin }, below: { consult: true, upload: true } },
  {
    name: 'standard consulting the series',
    spec: { userType: standard, trdLevels: { [series]: { consult: true } } },
    below: { consult: true, upload: false },
  },
  {
    name: 'standard uploading to the series',
    spec: { userType: standard, trdLevels: { [series]: { upload: true } } },
    below: { consult: false, upload: true },
  },
  {
    name: 'query consulting the series',
    spec: { userType: query, trdLevels: { [series]: { consult: true } } },
    below: { consult: true, upload: false },
  },
  {
    name: 'standard with no grant',
    spec: { userType: standard },
    below: { consult: false, upload: false },
  },
];

describe('TRD level rules', () => {
  for (const { name, spec, below } of cases) {
    const actor = actorOf(spec);
    const everywhere = spec.userType === admin ? below : { consult: false, upload: false };
    it(`${name}: the granted level and those below it`, () => {
      expect(abilities(actor, 'trdLevel', onSeries)).toEqual(below);
      expect(abilities(actor, 'trdLevel', subseries)).toEqual(below);
    });
    it(`${name}: the levels above and beside it`, () => {
      expect(abilities(actor, 'trdLevel', section)).toEqual(everywhere);
      expect(abilities(actor, 'trdLevel', sibling)).toEqual(everywhere);
    });
  }
});
