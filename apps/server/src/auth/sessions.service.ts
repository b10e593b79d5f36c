import type { SessionEntryDto, UserAccessDto } from '@custodia/contracts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf, revokeUserSessions } from '../platform/auth.ts';
import { AppError } from '../platform/errors.ts';
import type { Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { hasSecondFactor } from '../second-factor/index.ts';
import { getUser } from '../users/index.ts';
import { toSessionEntry } from './sessions.present.ts';
import { endSessionOf, liveSessions } from './sessions.repo.ts';

const idleOf = (work: Work) => work.platform.config.sessionIdleMinutes;

/** The caller's live sessions, the one they call from marked. */
export async function listOwnSessions(work: Work): Promise<SessionEntryDto[]> {
  const { tx, tenantId, actor } = work;
  const rows = await liveSessions(tx, tenantId, actor.userId, idleOf(work));
  return rows.map((row) => toSessionEntry(row, actor.tokenHash));
}

/** Ends one of the caller's sessions; ending the one they call from logs them out. */
export async function endOwnSession(work: Work, id: string): Promise<void> {
  const { tx, tenantId, actor } = work;
  authorize(actor, 'session.end', { userId: actor.userId });
  if (!(await endSessionOf(tx, tenantId, actor.userId, id))) throw new AppError('sessionNotFound');
  await recordAudit(tx, auditActorOf(actor), {
    module: 'auth',
    action: 'session_ended',
    entityType: 'user',
    entityId: actor.userId,
  });
}

/** An administrator ends every session of a user (a lost laptop, a person leaving). */
export async function endSessionsOfUser(work: Work, userId: string): Promise<void> {
  const { tx, actor } = work;
  authorize(actor, 'user.endSessions', { id: userId });
  await getUser(work, userId);
  await revokeUserSessions(tx, userId);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'auth',
    action: 'sessions_ended',
    entityType: 'user',
    entityId: userId,
  });
}

/** What an administrator sees of a user's way in (what they may do about it: the user's abilities). */
export async function userAccess(work: Work, userId: string): Promise<UserAccessDto> {
  const { tx, tenantId, actor } = work;
  authorize(actor, 'user.viewAccess', { id: userId });
  await getUser(work, userId);
  const sessions = await liveSessions(tx, tenantId, userId, idleOf(work));
  return {
    second_factor: await hasSecondFactor(work, userId),
    active_sessions: sessions.length,
  };
}
