import type { Sql } from '../platform/db.ts';

export type SessionEntryRow = {
  id: string;
  token_hash: string;
  user_agent: string | null;
  address: string | null;
  created_at: Date;
  last_seen_at: Date;
};

/** Live as platform/auth.ts's session statement reads it: not revoked, within both expiries. */
const live = `revoked_at IS NULL AND expires_at > now()
  AND last_seen_at > now() - make_interval(mins => $3)`;

/** A user's live sessions, the last used first. */
export function liveSessions(
  tx: Sql,
  tenantId: string,
  userId: string,
  idleMinutes: number,
): Promise<SessionEntryRow[]> {
  return tx.query<SessionEntryRow>(
    `SELECT id, token_hash, user_agent, address, created_at, last_seen_at
       FROM sessions
      WHERE tenant_id = $1 AND user_id = $2 AND ${live}
      ORDER BY last_seen_at DESC, created_at DESC`,
    [tenantId, userId, idleMinutes],
  );
}

/** Ends one live session of the user; whether there was one by that id. */
export async function endSessionOf(
  tx: Sql,
  tenantId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE tenant_id = $1 AND user_id = $2 AND id = $3 AND revoked_at IS NULL
     RETURNING 1`,
    [tenantId, userId, id],
  );
  return rows.length > 0;
}
