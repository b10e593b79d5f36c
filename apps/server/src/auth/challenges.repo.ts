import { type SignInStep, UserStatus } from '@custodia/contracts';
import type { SessionClient } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { hashToken, newTenantToken } from '../platform/secrets.ts';

/** How long the step between a password and a session waits: a code, or a factor set up first. */
const minutesOf: Record<SignInStep, number> = { verify: 5, enrol: 15 };

export async function createChallenge(
  tx: Sql,
  tenantId: string,
  userId: string,
  step: SignInStep,
  client: SessionClient,
): Promise<string> {
  const token = newTenantToken(tenantId);
  await tx.query(
    'DELETE FROM sign_in_challenges WHERE tenant_id = $1 AND (user_id = $2 OR expires_at < now())',
    [tenantId, userId],
  );
  await tx.query(
    `INSERT INTO sign_in_challenges (tenant_id, token_hash, user_id, step, user_agent, address,
                                     expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(mins => $7))`,
    [tenantId, hashToken(token), userId, step, client.userAgent, client.address, minutesOf[step]],
  );
  return token;
}

export type ChallengeRow = {
  user_id: string;
  user_name: string;
  step: SignInStep;
  user_agent: string | null;
  address: string | null;
};

/** A challenge not yet used nor expired, of an active user. */
export async function liveChallenge(
  tx: Sql,
  tenantId: string,
  token: string,
): Promise<ChallengeRow | undefined> {
  const [row] = await tx.query<ChallengeRow>(
    `SELECT c.user_id, u.user_name, c.step, c.user_agent, c.address
       FROM sign_in_challenges c JOIN users u ON u.tenant_id = c.tenant_id AND u.id = c.user_id
      WHERE c.tenant_id = $1 AND c.token_hash = $2 AND c.expires_at > now() AND u.status = ${UserStatus.active}`,
    [tenantId, hashToken(token)],
  );
  return row;
}

export async function endChallenge(tx: Sql, tenantId: string, token: string): Promise<void> {
  await tx.query('DELETE FROM sign_in_challenges WHERE tenant_id = $1 AND token_hash = $2', [
    tenantId,
    hashToken(token),
  ]);
}
