import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';

/**
 * Every user type × role grant × user action (spec §6): user managers and admins manage users;
 * everyone sees and changes their own profile picture and password, nobody their own status.
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, manages: true },
  {
    name: 'standard user manager',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.userManager] },
    manages: true,
  },
  {
    name: 'standard with other permissions',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.roleManager] },
    manages: false,
  },
  // A query user's roles grant nothing, whatever they hold (the loader empties them).
  { name: 'query', spec: { userType: UserType.query }, manages: false },
];

describe('user rules', () => {
  for (const kind of kinds) {
    const actor = actorOf({ ...kind.spec, userId: 'me' });
    const other = { id: 'someone-else' };
    const self = { id: 'me' };

    it(`${kind.name}: the list and creating users follow the user-manager permission`, () => {
      expect(can(actor, 'user.list')).toBe(kind.manages);
      expect(can(actor, 'user.create')).toBe(kind.manages);
    });

    it(`${kind.name}: abilities on another user`, () => {
      expect(abilities(actor, 'user', other)).toEqual({
        view: kind.manages,
        edit: kind.manages,
        changeStatus: kind.manages,
        setPassword: kind.manages,
        changeOwnPassword: false,
        viewLog: kind.manages,
        changeAvatar: kind.manages,
        viewAvatar: kind.manages,
        viewAccess: kind.name === 'admin',
        resetSecondFactor: kind.name === 'admin',
        endSessions: kind.name === 'admin',
      });
    });

    it(`${kind.name}: abilities on oneself`, () => {
      expect(abilities(actor, 'user', self)).toEqual({
        view: true,
        edit: kind.manages,
        changeStatus: false,
        setPassword: kind.manages,
        changeOwnPassword: true,
        viewLog: kind.manages,
        changeAvatar: true,
        viewAvatar: true,
        viewAccess: kind.name === 'admin',
        resetSecondFactor: kind.name === 'admin',
        endSessions: kind.name === 'admin',
      });
    });
  }
});
