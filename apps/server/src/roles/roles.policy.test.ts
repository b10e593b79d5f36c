import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities, authorize, can } from '../policies.ts';

/**
 * Every user type × role grant × role action (spec §6): admins and role managers manage roles,
 * nobody else; a role keeps its members from being deleted under them (10049).
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, manages: true },
  {
    name: 'standard role manager',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.roleManager] },
    manages: true,
  },
  {
    name: 'standard with every other permission',
    spec: {
      userType: UserType.standard,
      permissions: [
        ConfigPermission.userManager,
        ConfigPermission.workGroupManager,
        ConfigPermission.metrics,
      ],
      designerForms: true,
      allForms: true,
    },
    manages: false,
  },
  { name: 'standard with no role', spec: { userType: UserType.standard }, manages: false },
  // Whatever a query user's roles say, they configure nothing.
  {
    name: 'query named role manager',
    spec: { userType: UserType.query, permissions: [ConfigPermission.roleManager] },
    manages: false,
  },
];

const empty = { members_count: 0 };
const withMembers = { members_count: 3 };

describe('role rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: the list and creating roles follow the role-manager permission`, () => {
      expect(can(actor, 'role.list')).toBe(kind.manages);
      expect(can(actor, 'role.create')).toBe(kind.manages);
    });

    it(`${kind.name}: abilities on a role without members`, () => {
      expect(abilities(actor, 'role', empty)).toEqual({
        view: kind.manages,
        edit: kind.manages,
        delete: kind.manages,
        manageMembers: kind.manages,
        configure: kind.manages,
      });
    });

    it(`${kind.name}: a role with members is never deletable, the rest unchanged`, () => {
      expect(abilities(actor, 'role', withMembers)).toEqual({
        view: kind.manages,
        edit: kind.manages,
        delete: false,
        manageMembers: kind.manages,
        configure: kind.manages,
      });
    });

    it(`${kind.name}: deleting a role with members is refused with ${kind.manages ? 'its reason (10049)' : '10001'}`, () => {
      expect(() => authorize(actor, 'role.delete', withMembers)).toThrow(
        expect.objectContaining({ code: kind.manages ? 10049 : 10001 }),
      );
    });
  }
});
