import { ConfigPermission } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';
import { expedientAcceptsFiles } from './expedients.policy.ts';

/**
 * Every user type × role grant × expedient action (spec §2, §4, §6): admins and holders of the TRD
 * configuration permission manage expedients while open; everyone consults; nothing changes a
 * closed one.
 */
const kinds = kindsForPermission(ConfigPermission.trdConfiguration, 'TRD configurator');

describe('expedient rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: managing follows the TRD configuration permission, consulting is for all`, () => {
      expect(can(actor, 'expedient.manage')).toBe(kind.holds);
      expect(can(actor, 'expedient.consult')).toBe(true);
    });

    it(`${kind.name}: abilities on an open and on a closed expedient`, () => {
      expect(abilities(actor, 'expedient', { status: 1 })).toEqual({
        edit: kind.holds,
        close: kind.holds,
        verify: kind.holds,
      });
      expect(abilities(actor, 'expedient', { status: 2 })).toEqual({
        edit: false,
        close: false,
        verify: kind.holds,
      });
    });
  }

  it('accepts files only in an open expedient, refusing with the closed-expedient code', () => {
    expect(expedientAcceptsFiles({ status: 1 })).toBe(true);
    expect(expedientAcceptsFiles({ status: 2 })).toBe('expedientClosed');
  });
});
