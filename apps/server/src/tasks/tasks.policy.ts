import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** A saved view of the task box as its rules read it: whose it is. */
export type TaskViewSubject = { owner_id: string };

export const taskViewRules = {
  // Those it is shared with open it; only its owner removes it.
  'taskView.delete': (actor: Actor, view: TaskViewSubject) => view.owner_id === actor.userId,
} satisfies Rules<Extract<Action, `taskView.${string}`>>;
