import {
  type Action,
  type ErrorName,
  FreeTaskStatus,
  type FreeTaskStatusValue,
} from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules, works } from '../platform/policy.ts';

/** A free task as its rules read it: its people and its state. */
export type FreeTaskSubject = {
  status: FreeTaskStatusValue;
  assignee_id: string;
  original_assignee_id: string;
  sender_id: string;
  notified_ids: readonly string[];
};

/** Its holder, whoever asked for it and whoever is told of it. */
const takesPart = (actor: Actor, task: FreeTaskSubject) =>
  task.assignee_id === actor.userId ||
  task.sender_id === actor.userId ||
  task.notified_ids.includes(actor.userId);

const sees = (actor: Actor, task: FreeTaskSubject) => takesPart(actor, task) || isAdmin(actor);

/**
 * Someone who may not see it: the person it was first given to is told it is no longer theirs
 * (50059, back to the task box); to anyone else it does not exist.
 */
const hidden = (actor: Actor, task: FreeTaskSubject): ErrorName =>
  task.original_assignee_id === actor.userId ? 'taskNotAvailable' : 'taskNotFound';

/** What only its holder does, while it is in progress (spec §4), never a query user (§1). */
const worked = (actor: Actor, task: FreeTaskSubject) =>
  !sees(actor, task)
    ? hidden(actor, task)
    : !works(actor)
      ? false
      : task.assignee_id !== actor.userId
        ? 'taskNotAvailable'
        : task.status === FreeTaskStatus.inProgress || 'taskNotInProgress';

export const freeTaskRules = {
  'freeTask.view': (actor: Actor, task: FreeTaskSubject) =>
    sees(actor, task) || hidden(actor, task),
  'freeTask.complete': worked,
  'freeTask.reassign': worked,
  // Its holder, sender and notified people talk on it while it is open (a closed one: 50020); a
  // query user only reads (spec §1).
  'freeTask.comment': (actor: Actor, task: FreeTaskSubject) =>
    !sees(actor, task)
      ? hidden(actor, task)
      : !takesPart(actor, task) || !works(actor)
        ? false
        : task.status === FreeTaskStatus.inProgress || 'closedTaskComment',
} satisfies Rules<Extract<Action, `freeTask.${string}`>>;
