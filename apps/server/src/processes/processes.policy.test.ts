import { ProcessStatus, TaskStatus, UserType } from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { actorOf } from '../../test/actors.ts';
import { abilities } from '../policies.ts';
import type { ProcessSubject, TaskSubject } from './processes.policy.ts';

/**
 * Every user type as the holder of an open task whose step allows every action (spec §6 step
 * actions), on a running process of a record in force: admins and standard users work it; a
 * query user (spec §1: read-only) only reads it, whatever they hold.
 */
const holderId = 'holder';
const process: ProcessSubject = {
  form_id: 'form',
  status: ProcessStatus.inProgress,
  record_in_force: true,
  participant_ids: [holderId],
  open_tasks: [{ assignee_id: holderId, allow_interrupt_process: true }],
};
const task: TaskSubject = {
  assignee_id: holderId,
  status: TaskStatus.inProgress,
  actions: {
    allow_reassign: true,
    allow_interrupt_process: true,
    move_file_to_trash: true,
    electronic_signature: true,
    allow_return_to_step: true,
  },
  process,
};

const kinds = [
  { name: 'admin', userType: UserType.admin, works: true },
  { name: 'standard', userType: UserType.standard, works: true },
  { name: 'query', userType: UserType.query, works: false },
];

describe('process task rules for its holder', () => {
  for (const kind of kinds) {
    const actor = actorOf({ userType: kind.userType, userId: holderId });

    it(`${kind.name}: ${kind.works ? 'works' : 'only reads'} the task they hold`, () => {
      expect(abilities(actor, 'processTask', task)).toEqual({
        view: true,
        comment: kind.works,
        complete: kind.works,
        reassign: kind.works,
        return: kind.works,
        attach: kind.works,
        trashFile: kind.works,
        requestSignature: kind.works,
      });
    });

    it(`${kind.name}: ${kind.works ? 'interrupts and adds to' : 'neither interrupts nor adds to'} its process`, () => {
      expect(abilities(actor, 'process', process)).toMatchObject({
        view: true,
        interrupt: kind.works,
        attach: kind.works,
      });
    });
  }
});
