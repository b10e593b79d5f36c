import { FreeTaskStatus, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities } from '../policies.ts';
import type { FreeTaskSubject } from './free-tasks.policy.ts';

/**
 * Every user type as the holder of an open free task: admins and standard users complete and
 * reassign it and talk on it; a query user (spec §1: read-only) sees it and does nothing else.
 */
const task: FreeTaskSubject = {
  status: FreeTaskStatus.inProgress,
  assignee_id: 'holder',
  original_assignee_id: 'holder',
  sender_id: 'sender',
  notified_ids: [],
};

const kinds = [
  { name: 'admin', userType: UserType.admin, works: true },
  { name: 'standard', userType: UserType.standard, works: true },
  { name: 'query', userType: UserType.query, works: false },
];

describe('free task rules for its holder', () => {
  for (const kind of kinds) {
    it(`${kind.name}: ${kind.works ? 'works' : 'only reads'} the task they hold`, () => {
      const actor = actorOf({ userType: kind.userType, userId: 'holder' });
      expect(abilities(actor, 'freeTask', task)).toEqual({
        view: true,
        comment: kind.works,
        complete: kind.works,
        reassign: kind.works,
      });
    });
  }
});
