import { ConfigPermission } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf, kindsForPermission } from '../../test/actors.ts';
import { abilities, can } from '../policies.ts';

/**
 * Every user type × role grant × work group action (spec §6): admins and work group managers
 * manage every group, nobody else.
 */
const kinds = kindsForPermission(ConfigPermission.workGroupManager, 'work group manager');

describe('work group rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: the list and creating groups follow the work-group-manager permission`, () => {
      expect(can(actor, 'workGroup.list')).toBe(kind.holds);
      expect(can(actor, 'workGroup.create')).toBe(kind.holds);
    });

    it(`${kind.name}: abilities on a group`, () => {
      expect(abilities(actor, 'workGroup', undefined)).toEqual({
        view: kind.holds,
        edit: kind.holds,
        manageMembers: kind.holds,
      });
    });
  }
});
