import { ConfigPermission } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { can } from '../policies.ts';

describe('metrics rules', () => {
  for (const kind of kindsForPermission(ConfigPermission.metrics, 'of the metrics')) {
    it(`${kind.name}: ${kind.holds ? 'reads' : 'does not read'} the metrics`, () => {
      expect(can(actorOf(kind.spec), 'metrics.read')).toBe(kind.holds);
    });
  }
});
