import { allConfigPermissions, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { can } from '../policies.ts';

/** Every user type × role grant × calendar action: the calendar is its administrators' alone. */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, keeps: true },
  {
    name: 'standard with every permission',
    spec: { userType: UserType.standard, permissions: [...allConfigPermissions], allForms: true },
    keeps: false,
  },
  { name: 'standard without permissions', spec: { userType: UserType.standard }, keeps: false },
  { name: 'query', spec: { userType: UserType.query }, keeps: false },
];

describe('calendar rules', () => {
  for (const kind of kinds) {
    it(`${kind.name}: ${kind.keeps ? 'reads and edits' : 'neither reads nor edits'} the calendar`, () => {
      const actor = actorOf(kind.spec);
      expect(can(actor, 'calendar.manage')).toBe(kind.keeps);
      expect(can(actor, 'calendar.edit')).toBe(kind.keeps);
    });
  }
});
