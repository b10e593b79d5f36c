import type { Sql } from '../platform/db.ts';

/** Why a link was sent: a new user's first password, or a forgotten one. */
export type LinkPurpose = 'welcome' | 'reset';

/** An e-mailed link as it is looked up: the hash of its token and the user it was issued to. */
export type LinkKey = { tokenHash: string; userId: string };

export async function insertPasswordLink(
  tx: Sql,
  tenantId: string,
  link: LinkKey & { purpose: LinkPurpose; validHours: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO password_tokens (tenant_id, token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [tenantId, link.tokenHash, link.userId, link.purpose, link.validHours],
  );
}

/** A link that works: unused, not expired, issued to this user. */
const live = `tenant_id = $1 AND token_hash = $2 AND user_id = $3
              AND used_at IS NULL AND expires_at > now()`;

export async function isLinkLive(tx: Sql, tenantId: string, link: LinkKey): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM password_tokens WHERE ${live}`, [
    tenantId,
    link.tokenHash,
    link.userId,
  ]);
  return rows.length > 0;
}

/** Uses a live link for good and answers what it was for; nothing when it was not live. */
export async function takeLink(
  tx: Sql,
  tenantId: string,
  link: LinkKey,
): Promise<LinkPurpose | undefined> {
  const [taken] = await tx.query<{ purpose: LinkPurpose }>(
    `UPDATE password_tokens SET used_at = now() WHERE ${live} RETURNING purpose`,
    [tenantId, link.tokenHash, link.userId],
  );
  return taken?.purpose;
}

export async function voidPasswordLinks(tx: Sql, tenantId: string, userId: string): Promise<void> {
  await tx.query(
    'UPDATE password_tokens SET used_at = now() WHERE tenant_id = $1 AND user_id = $2 AND used_at IS NULL',
    [tenantId, userId],
  );
}
