import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';

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
      expect(abilities(actor, 'trdNode', undefined)).toEqual({
        edit: kind.holds,
        delete: kind.holds,
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

  it('lets form designers read the tree to choose a publication path, without configuring it', () => {
    const designer = actorOf({ userType: UserType.standard, designerForms: true, allForms: true });
    expect(can(designer, 'trd.browse')).toBe(true);
    expect(can(designer, 'trd.configure')).toBe(false);
    expect(can(actorOf({ userType: UserType.standard }), 'trd.browse')).toBe(false);
    expect(can(actorOf({ userType: UserType.query }), 'trd.browse')).toBe(false);
  });
});
