import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';

/**
 * Every user type × role grant × third-party account action (spec §2, §6): every person but a
 * query user sees the accounts; only administrators create them, set their status and hand out
 * their passwords. An account itself, whatever its type, sees none of it.
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, lists: true, manages: true },
  {
    name: 'standard without permissions',
    spec: { userType: UserType.standard },
    lists: true,
    manages: false,
  },
  {
    name: 'standard user manager',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.userManager] },
    lists: true,
    manages: false,
  },
  { name: 'query', spec: { userType: UserType.query }, lists: false, manages: false },
  {
    name: 'API account with an admin type',
    spec: { userType: UserType.admin, isApiAccount: true },
    lists: false,
    manages: false,
  },
  {
    name: 'API account',
    spec: { userType: UserType.standard, isApiAccount: true },
    lists: false,
    manages: false,
  },
];

describe('third-party account rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: ${kind.lists ? 'sees' : 'does not see'} the list`, () => {
      expect(can(actor, 'apiAccount.list')).toBe(kind.lists);
    });

    it(`${kind.name}: ${kind.manages ? 'creates and manages' : 'neither creates nor manages'} accounts`, () => {
      expect(can(actor, 'apiAccount.create')).toBe(kind.manages);
      expect(abilities(actor, 'apiAccount', { id: 'account' })).toEqual({ manage: kind.manages });
    });
  }
});
