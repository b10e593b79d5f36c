import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';
import { takesNewLevels } from './trd.policy.ts';

/**
 * Every user type × role grant × TRD action (spec §6): admins and holders of the TRD
 * configuration permission configure the tree and the documentary types; query users never.
 */
const kinds = kindsForPermission(ConfigPermission.trdConfiguration, 'TRD configurer');

describe('TRD rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: configuring the tree and the documentary types`, () => {
      expect(can(actor, 'trd.configure')).toBe(kind.holds);
      expect(can(actor, 'documentaryType.list')).toBe(kind.holds);
      expect(can(actor, 'documentaryType.manage')).toBe(kind.holds);
      const directory = { level: 8, holds_files: false, expedient_status: 1 } as const;
      expect(abilities(actor, 'trdNode', directory)).toEqual({
        edit: kind.holds,
        delete: kind.holds,
        addDirectories: kind.holds,
        rename: kind.holds,
      });
      expect(abilities(actor, 'documentaryType', { in_use: false })).toEqual({
        edit: kind.holds,
        delete: kind.holds,
      });
    });
  }

  it('keeps a documentary type in use, and says why (20012)', () => {
    const admin = actorOf({ userType: UserType.admin });
    expect(abilities(admin, 'documentaryType', { in_use: true })).toEqual({
      edit: true,
      delete: false,
    });
  });

  it('makes directories only in an open place where no file sits, and says why not (20062, 20065)', () => {
    const admin = actorOf({ userType: UserType.admin });
    const verdict = (node: {
      level: 1 | 4 | 6 | 8;
      holds_files: boolean;
      expedient_status: 1 | 2 | null;
    }) => can(admin, 'trdNode.addDirectories', node);
    expect(verdict({ level: 4, holds_files: false, expedient_status: null })).toBe(true);
    expect(verdict({ level: 4, holds_files: true, expedient_status: null })).toBe(false);
    expect(verdict({ level: 6, holds_files: false, expedient_status: 1 })).toBe(true);
    expect(verdict({ level: 6, holds_files: false, expedient_status: 2 })).toBe(false);
    expect(verdict({ level: 1, holds_files: false, expedient_status: null })).toBe(false);
    expect(takesNewLevels({ holds_files: true, expedient_status: null })).toBe(
      'expedientNodeHoldsFiles',
    );
    expect(takesNewLevels({ holds_files: false, expedient_status: 2 })).toBe('expedientClosed');
    expect(can(admin, 'trdNode.rename', { level: 8, expedient_status: 2 })).toBe(false);
    expect(can(admin, 'trdNode.rename', { level: 6, expedient_status: 1 })).toBe(false);
  });

  it('lets form designers read the tree to choose a publication path, without configuring it', () => {
    const designer = actorOf({ userType: UserType.standard, designerForms: true, allForms: true });
    expect(can(designer, 'trd.browse')).toBe(true);
    expect(can(designer, 'trd.configure')).toBe(false);
    expect(can(actorOf({ userType: UserType.standard }), 'trd.browse')).toBe(false);
    expect(can(actorOf({ userType: UserType.query }), 'trd.browse')).toBe(false);
  });
});
