import { ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';

/**
 * Every user type × configuration permission × list action (spec §2, §6): anyone logged in reads
 * lists, which feed every form's selects; admins and list designers design them.
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, designs: true },
  {
    name: 'standard list designer',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.listDesigner] },
    designs: true,
  },
  {
    name: 'standard with other permissions',
    spec: {
      userType: UserType.standard,
      permissions: [ConfigPermission.userManager, ConfigPermission.roleManager],
    },
    designs: false,
  },
  {
    name: 'standard form designer',
    spec: { userType: UserType.standard, designerForms: true, allForms: true },
    designs: false,
  },
  // A query user's roles grant nothing, whatever they hold (the loader empties them).
  {
    name: 'query',
    spec: { userType: UserType.query, permissions: [ConfigPermission.listDesigner] },
    designs: false,
  },
];

describe('list rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: reads lists, and designs them by the list-designer permission`, () => {
      expect(can(actor, 'list.read')).toBe(true);
      expect(can(actor, 'list.design')).toBe(kind.designs);
      expect(abilities(actor, 'list', undefined)).toEqual({
        edit: kind.designs,
        manageItems: kind.designs,
      });
    });
  }
});
