import type { Action } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { isAdmin, type Rules } from '../platform/policy.ts';

/** A session ended: one's own by oneself; all of a user's, and what they are, by an administrator. */
export const sessionRules = {
  'session.end': (actor: Actor, session: { userId: string }) => actor.userId === session.userId,
  'userAccess.view': isAdmin,
  'userAccess.endSessions': isAdmin,
} satisfies Rules<Extract<Action, 'session.end' | 'userAccess.view' | 'userAccess.endSessions'>>;
