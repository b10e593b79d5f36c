import type { SecondFactorRequirement } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

/** A person's TOTP factor and what the company requires of them, in one read. */
export type FactorState = {
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  confirmed_at: Date | null;
  last_used_step: string | null;
  codes_left: number;
  required: boolean;
};

/**
 * Whether the company's policy names the user: everyone, its administrators, or a member of one of
 * its roles. Third-party accounts are never named (they sign in with their password alone).
 */
export async function factorState(tx: Sql, tenantId: string, userId: string): Promise<FactorState> {
  const [row] = await tx.query<FactorState>(
    `SELECT f.secret_sealed, f.pending_secret_sealed, f.confirmed_at, f.last_used_step::text,
            (SELECT count(*)::int FROM recovery_codes r
              WHERE r.tenant_id = u.tenant_id AND r.user_id = u.id AND r.used_at IS NULL) AS codes_left,
            NOT u.is_api_account AND CASE p.required_for
              WHEN 'everyone' THEN true
              WHEN 'admins' THEN u.user_type = 3
              WHEN 'roles' THEN EXISTS (
                SELECT 1 FROM role_members m
                 WHERE m.tenant_id = u.tenant_id AND m.user_id = u.id AND m.role_id = ANY (p.role_ids))
              ELSE false END AS required
       FROM users u
       LEFT JOIN second_factors f
         ON f.tenant_id = u.tenant_id AND f.user_id = u.id AND f.method = 'totp'
       LEFT JOIN second_factor_policies p ON p.tenant_id = u.tenant_id
      WHERE u.tenant_id = $1 AND u.id = $2`,
    [tenantId, userId],
  );
  return (
    row ?? {
      secret_sealed: null,
      pending_secret_sealed: null,
      confirmed_at: null,
      last_used_step: null,
      codes_left: 0,
      required: false,
    }
  );
}

/** Keeps a new secret beside the one in use until its first code confirms it. */
export async function keepPendingSecret(
  tx: Sql,
  tenantId: string,
  userId: string,
  sealed: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO second_factors (tenant_id, user_id, method, pending_secret_sealed)
     VALUES ($1, $2, 'totp', $3)
     ON CONFLICT (tenant_id, user_id) WHERE method = 'totp'
       DO UPDATE SET pending_secret_sealed = EXCLUDED.pending_secret_sealed`,
    [tenantId, userId, sealed],
  );
}

/** The pending secret becomes the one in use, its confirming code's step already taken. */
export async function confirmPendingSecret(
  tx: Sql,
  tenantId: string,
  userId: string,
  step: number,
): Promise<void> {
  await tx.query(
    `UPDATE second_factors
        SET secret_sealed = pending_secret_sealed, pending_secret_sealed = NULL,
            confirmed_at = now(), last_used_step = $3
      WHERE tenant_id = $1 AND user_id = $2 AND method = 'totp'`,
    [tenantId, userId, step],
  );
}

/**
 * Takes a code's time step, once: false when that step or a later one was taken already (a code
 * replayed, or two sign-ins racing with the same code).
 */
export async function takeStep(
  tx: Sql,
  tenantId: string,
  userId: string,
  step: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE second_factors SET last_used_step = $3
      WHERE tenant_id = $1 AND user_id = $2 AND method = 'totp' AND secret_sealed IS NOT NULL
        AND (last_used_step IS NULL OR last_used_step < $3)
     RETURNING 1`,
    [tenantId, userId, step],
  );
  return rows.length > 0;
}

/** A new set of recovery codes, by their hashes, in place of the old one. */
export async function replaceRecoveryCodes(
  tx: Sql,
  tenantId: string,
  userId: string,
  hashes: string[],
): Promise<void> {
  await tx.query('DELETE FROM recovery_codes WHERE tenant_id = $1 AND user_id = $2', [
    tenantId,
    userId,
  ]);
  await tx.query(
    `INSERT INTO recovery_codes (tenant_id, user_id, code_hash)
     SELECT $1, $2, unnest($3::text[])`,
    [tenantId, userId, hashes],
  );
}

/** Uses a recovery code, once: false when it is not one of the user's or was used. */
export async function useRecoveryCode(
  tx: Sql,
  tenantId: string,
  userId: string,
  hash: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE recovery_codes SET used_at = now()
      WHERE tenant_id = $1 AND user_id = $2 AND code_hash = $3 AND used_at IS NULL
     RETURNING 1`,
    [tenantId, userId, hash],
  );
  return rows.length > 0;
}

/** Removes the user's factors and recovery codes; whether there was a factor in use. */
export async function removeFactors(tx: Sql, tenantId: string, userId: string): Promise<boolean> {
  await tx.query('DELETE FROM recovery_codes WHERE tenant_id = $1 AND user_id = $2', [
    tenantId,
    userId,
  ]);
  const removed = await tx.query<{ secret_sealed: string | null }>(
    'DELETE FROM second_factors WHERE tenant_id = $1 AND user_id = $2 RETURNING secret_sealed',
    [tenantId, userId],
  );
  return removed.some((row) => row.secret_sealed !== null);
}

export type PolicyRow = { required_for: SecondFactorRequirement; role_ids: string[] };

export async function policyOf(tx: Sql, tenantId: string): Promise<PolicyRow> {
  const [row] = await tx.query<PolicyRow>(
    'SELECT required_for, role_ids::text[] AS role_ids FROM second_factor_policies WHERE tenant_id = $1',
    [tenantId],
  );
  return row ?? { required_for: 'none', role_ids: [] };
}

export async function savePolicy(tx: Sql, tenantId: string, policy: PolicyRow): Promise<void> {
  await tx.query(
    `INSERT INTO second_factor_policies (tenant_id, required_for, role_ids)
     VALUES ($1, $2, $3::uuid[])
     ON CONFLICT (tenant_id) DO UPDATE
       SET required_for = EXCLUDED.required_for, role_ids = EXCLUDED.role_ids, updated_at = now()`,
    [tenantId, policy.required_for, policy.role_ids],
  );
}

/** Of the role ids given, those the company has. */
export async function existingRoles(tx: Sql, tenantId: string, ids: string[]): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    'SELECT id FROM roles WHERE tenant_id = $1 AND id = ANY ($2::uuid[])',
    [tenantId, ids],
  );
  return rows.map((row) => row.id);
}
