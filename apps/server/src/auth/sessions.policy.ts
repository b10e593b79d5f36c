import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import type { Rules } from '../platform/policy.ts';

/** A session is ended by the person it belongs to (all of a user's: users.policy.ts). */
export const sessionRules = {
  'session.end': (actor: Actor, session: { userId: string }) => actor.userId === session.userId,
} satisfies Rules<Extract<Action, `session.${string}`>>;
