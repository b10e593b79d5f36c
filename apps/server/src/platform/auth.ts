import type { UserTypeValue } from '@custodia/contracts';
import type { AuditActor } from './audit.ts';
import type { Sql } from './db.ts';
import { AppError } from './errors.ts';
import { type Grants, grantsOf } from './grants.ts';
import { hashToken, newTenantToken, parseTenantToken } from './secrets.ts';

/** Who is calling: resolved from the bearer token on every request. */
export type Actor = {
  tenantId: string;
  userId: string;
  userName: string;
  firstName: string;
  lastName: string;
  userType: UserTypeValue;
  domain: string;
  companyName: string;
  /** The company's time zone (IANA): its day is the one record numbers carry. */
  timeZone: string;
  isApiAccount: boolean;
  grants: Grants;
  passwordExpirationDays: number | null;
  tokenHash: string;
};

export type SessionPolicy = { idleMinutes: number; maxHours: number };

const DAY_MS = 86_400_000;

/** Whole days left before a password expires under the company's policy; null if it never does. */
export function daysUntilPasswordExpiry(
  policyDays: number | null,
  changedAt: Date | null,
  now = new Date(),
): number | null {
  if (policyDays === null) return null;
  if (changedAt === null) return 0;
  const left = policyDays - Math.floor((now.getTime() - changedAt.getTime()) / DAY_MS);
  return Math.max(0, left);
}

export function auditActorOf(actor: Actor): AuditActor {
  return { tenantId: actor.tenantId, userId: actor.userId, userName: actor.userName };
}

export async function createSession(
  tx: Sql,
  tenantId: string,
  userId: string,
  policy: SessionPolicy,
): Promise<string> {
  const token = newTenantToken(tenantId);
  await tx.query(
    `INSERT INTO sessions (tenant_id, token_hash, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [tenantId, hashToken(token), userId, policy.maxHours],
  );
  return token;
}

export async function revokeSession(tx: Sql, tokenHash: string): Promise<void> {
  await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash],
  );
}

export async function revokeUserSessions(tx: Sql, userId: string): Promise<void> {
  await tx.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}

type SessionRow = {
  user_id: string;
  user_name: string;
  first_name: string;
  last_name: string;
  user_type: UserTypeValue;
  is_api_account: boolean;
  domain: string;
  company_name: string;
  time_zone: string;
  password_expiration_days: number | null;
  password_changed_at: Date | null;
  stale: boolean;
};

/** The bearer token's company, or a 401 when the header is missing or not one of our tokens. */
export function tokenTenant(authorization: string | undefined): {
  tenantId: string;
  token: string;
} {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
  const parsed = token ? parseTenantToken(token) : undefined;
  if (!token || !parsed) throw new AppError('unauthenticated');
  return { tenantId: parsed.tenantId, token };
}

/**
 * Resolves a live session inside a transaction already scoped to the token's company. A session
 * is live while not revoked, before its absolute expiry and used within the idle window;
 * last use is written at most once a minute to keep reads cheap.
 */
export async function resolveSession(
  tx: Sql,
  tenantId: string,
  token: string,
  policy: SessionPolicy,
): Promise<Actor> {
  const tokenHash = hashToken(token);
  const [row] = await tx.query<SessionRow>(
    `SELECT s.user_id, u.user_name, u.first_name, u.last_name, u.user_type, u.is_api_account, t.domain,
            t.name AS company_name, t.time_zone, t.password_expiration_days, u.password_changed_at,
            s.last_seen_at < now() - interval '1 minute' AS stale
       FROM sessions s
       JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
       JOIN tenants t ON t.id = s.tenant_id
      WHERE s.tenant_id = $1 AND s.token_hash = $2 AND s.revoked_at IS NULL
        AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(mins => $3)
        AND u.status = 1`,
    [tenantId, tokenHash, policy.idleMinutes],
  );
  if (!row) throw new AppError('unauthenticated');
  if (row.stale) {
    await tx.query('UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
  }
  return {
    tenantId,
    userId: row.user_id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    userType: row.user_type,
    domain: row.domain,
    companyName: row.company_name,
    timeZone: row.time_zone,
    isApiAccount: row.is_api_account,
    grants: await grantsOf(tx, tenantId, row.user_id, row.user_type),
    passwordExpirationDays: daysUntilPasswordExpiry(
      row.password_expiration_days,
      row.password_changed_at,
    ),
    tokenHash,
  };
}
