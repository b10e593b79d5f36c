import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';

/**
 * Every user type × role grant × work group action (spec §6): admins and work group managers
 * manage every group, nobody else.
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, manages: true },
  {
    name: 'standard work group manager',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.workGroupManager] },
    manages: true,
  },
  {
    name: 'standard with every other permission',
    spec: {
      userType: UserType.standard,
      permissions: [
        ConfigPermission.userManager,
        ConfigPermission.roleManager,
        ConfigPermission.processManagement,
      ],
      designerForms: true,
      allForms: true,
    },
    manages: false,
  },
  { name: 'standard with no role', spec: { userType: UserType.standard }, manages: false },
  // Whatever a query user's roles say, they configure nothing.
  {
    name: 'query named work group manager',
    spec: { userType: UserType.query, permissions: [ConfigPermission.workGroupManager] },
    manages: false,
  },
];

describe('work group rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: the list and creating groups follow the work-group-manager permission`, () => {
      expect(can(actor, 'workGroup.list')).toBe(kind.manages);
      expect(can(actor, 'workGroup.create')).toBe(kind.manages);
    });

    it(`${kind.name}: abilities on a group`, () => {
      expect(abilities(actor, 'workGroup', undefined)).toEqual({
        view: kind.manages,
        edit: kind.manages,
        manageMembers: kind.manages,
      });
    });
  }
});
