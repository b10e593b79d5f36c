import { allConfigPermissions, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { can } from '../policies.ts';

/**
 * Every user type × configuration permission × jobs action: the company's failed jobs are its
 * administrators' alone, whatever a role grants.
 */
const kinds = [
  { name: 'admin', spec: { userType: UserType.admin }, tends: true },
  {
    name: 'standard with every configuration permission',
    spec: { userType: UserType.standard, permissions: allConfigPermissions },
    tends: false,
  },
  {
    name: 'query whose roles grant every permission',
    spec: { userType: UserType.query, permissions: allConfigPermissions },
    tends: false,
  },
];

describe('background job rules', () => {
  for (const kind of kinds) {
    const actor = actorOf(kind.spec);

    it(`${kind.name}: ${kind.tends ? 'lists and retries' : 'neither lists nor retries'} failed jobs`, () => {
      expect(can(actor, 'backgroundJob.list')).toBe(kind.tends);
      expect(can(actor, 'backgroundJob.retry', { replaced: false })).toBe(kind.tends);
    });
  }

  it('retries no job that a newer one of its name and key replaced', () => {
    expect(
      can(actorOf({ userType: UserType.admin }), 'backgroundJob.retry', { replaced: true }),
    ).toBe(false);
  });
});
