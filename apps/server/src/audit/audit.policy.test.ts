import { allConfigPermissions, ConfigPermission, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { can } from '../policies.ts';

const otherThanMetrics = allConfigPermissions.filter(
  (permission) => permission !== ConfigPermission.metrics,
);

/**
 * Every user type × role grant × audit action (spec §2, §6): the log sits with the metrics, so
 * admins and holders of the metrics permission read it; checking the hash chain is an
 * administrator's control.
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, reads: true, verifies: true },
  {
    name: 'standard with the metrics permission',
    spec: { userType: UserType.standard, permissions: [ConfigPermission.metrics] },
    reads: true,
    verifies: false,
  },
  {
    name: 'standard with every other permission',
    spec: { userType: UserType.standard, permissions: otherThanMetrics },
    reads: false,
    verifies: false,
  },
  {
    name: 'query whose roles grant metrics',
    spec: { userType: UserType.query, permissions: [ConfigPermission.metrics] },
    reads: false,
    verifies: false,
  },
];

describe('audit log rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: ${kind.reads ? 'reads' : 'does not read'} the log`, () => {
      expect(can(actor, 'auditLog.read')).toBe(kind.reads);
    });

    it(`${kind.name}: ${kind.verifies ? 'checks' : 'does not check'} the hash chain`, () => {
      expect(can(actor, 'auditLog.verifyChain')).toBe(kind.verifies);
    });
  }
});
