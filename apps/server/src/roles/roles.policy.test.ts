import { ConfigPermission } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { abilities, authorize, can } from '../policies.ts';

/**
 * Every user type × role grant × role action (spec §6): admins and role managers manage roles,
 * nobody else; a role keeps its members from being deleted under them (10049).
 */
const kinds = kindsForPermission(ConfigPermission.roleManager, 'role manager');

const empty = { members_count: 0 };
const withMembers = { members_count: 3 };

describe('role rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: the list and creating roles follow the role-manager permission`, () => {
      expect(can(actor, 'role.list')).toBe(kind.holds);
      expect(can(actor, 'role.create')).toBe(kind.holds);
    });

    it(`${kind.name}: abilities on a role without members`, () => {
      expect(abilities(actor, 'role', empty)).toEqual({
        view: kind.holds,
        edit: kind.holds,
        delete: kind.holds,
        manageMembers: kind.holds,
        configure: kind.holds,
      });
    });

    it(`${kind.name}: a role with members is never deletable, the rest unchanged`, () => {
      expect(abilities(actor, 'role', withMembers)).toEqual({
        view: kind.holds,
        edit: kind.holds,
        delete: false,
        manageMembers: kind.holds,
        configure: kind.holds,
      });
    });

    it(`${kind.name}: deleting a role with members is refused with ${kind.holds ? 'its reason (10049)' : '10001'}`, () => {
      expect(() => authorize(actor, 'role.delete', withMembers)).toThrow(
        expect.objectContaining({ code: kind.holds ? 10049 : 10001 }),
      );
    });
  }
});
