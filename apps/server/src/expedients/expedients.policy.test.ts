import { ConfigPermission } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';
import { acceptsFiles } from '../trd/trd.policy.ts';

/**
 * Every user type × role grant × expedient action (spec §2, §4, §6): admins and holders of the TRD
 * configuration permission manage expedients while open and read them all; others read those
 * below a level they consult; everyone searches; nothing changes a closed one.
 */
const kinds = kindsForPermission(ConfigPermission.trdConfiguration, 'TRD configurator');
const [expedientNode, seriesNode, otherNode] = [
  '00000000-0000-4000-8000-00000000e001',
  '00000000-0000-4000-8000-00000000e002',
  '00000000-0000-4000-8000-00000000e003',
];

describe('expedient rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: managing follows the TRD configuration permission, consulting is for all`, () => {
      expect(can(actor, 'expedient.manage')).toBe(kind.holds);
      expect(can(actor, 'expedient.consult')).toBe(true);
    });

    it(`${kind.name}: abilities on an open and on a closed expedient`, () => {
      const open = { status: 1, ancestor_ids: [expedientNode, seriesNode] } as const;
      expect(abilities(actor, 'expedient', open)).toEqual({
        read: kind.holds,
        edit: kind.holds,
        close: kind.holds,
        verify: kind.holds,
        relateRecords: kind.holds,
      });
      expect(abilities(actor, 'expedient', { ...open, status: 2 })).toEqual({
        read: kind.holds,
        edit: false,
        close: false,
        verify: kind.holds,
        relateRecords: false,
      });
    });

    it(`${kind.name}: reads an expedient below a level their roles let them consult`, () => {
      const granted = actorOf({ ...kind.spec, trdLevels: { [seriesNode]: { consult: true } } });
      const uploadOnly = actorOf({ ...kind.spec, trdLevels: { [seriesNode]: { upload: true } } });
      const below = { status: 1, ancestor_ids: [expedientNode, seriesNode] } as const;
      const beside = { status: 1, ancestor_ids: [otherNode] } as const;
      expect(can(granted, 'expedient.read', below)).toBe(true);
      expect(can(granted, 'expedient.read', beside)).toBe(kind.holds);
      expect(can(uploadOnly, 'expedient.read', below)).toBe(kind.holds);
    });

    it(`${kind.name}: places records in an open expedient below a level they upload on`, () => {
      const uploader = actorOf({ ...kind.spec, trdLevels: { [seriesNode]: { upload: true } } });
      const consulter = actorOf({ ...kind.spec, trdLevels: { [seriesNode]: { consult: true } } });
      const below = { status: 1, ancestor_ids: [expedientNode, seriesNode] } as const;
      const beside = { status: 1, ancestor_ids: [otherNode] } as const;
      expect(can(uploader, 'expedient.relateRecords', below)).toBe(true);
      expect(can(uploader, 'expedient.relateRecords', { ...below, status: 2 })).toBe(false);
      expect(can(uploader, 'expedient.relateRecords', beside)).toBe(kind.holds);
      expect(can(consulter, 'expedient.relateRecords', below)).toBe(kind.holds);
    });
  }

  it('accepts files only in an open expedient, refusing with the closed-expedient code', () => {
    expect(acceptsFiles({ status: 1 })).toBe(true);
    expect(acceptsFiles({ status: 2 })).toBe('expedientClosed');
  });
});
