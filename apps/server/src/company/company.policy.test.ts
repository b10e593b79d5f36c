import { allConfigPermissions, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { can } from '../policies.ts';

/** Every user type × role grant: the company's settings (password policy) are the admins' alone. */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, manages: true },
  {
    name: 'standard with every permission',
    spec: { userType: UserType.standard, permissions: [...allConfigPermissions], allForms: true },
    manages: false,
  },
  { name: 'standard without permissions', spec: { userType: UserType.standard }, manages: false },
  { name: 'query', spec: { userType: UserType.query }, manages: false },
];

describe('company rules', () => {
  for (const kind of kinds) {
    it(`${kind.name}: ${kind.manages ? 'manages' : 'does not manage'} the company settings`, () => {
      expect(can(actorOf(kind.spec), 'company.manage')).toBe(kind.manages);
    });
  }
});
