import { randomBytes } from 'node:crypto';
import { DocumentType, type UserStatusValue, UserType } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments, containsPattern, selectPage, Where } from '../platform/sql.ts';

export type ApiAccountRow = {
  id: string;
  name: string;
  user_name: string;
  status: UserStatusValue;
  roles: string[];
  created_at: Date;
};

const conflicts: UniqueConflicts = {
  users_user_name_unique: { error: 'apiAccountNameTaken', field: 'name' },
};

const accountColumns = `u.id, u.first_name AS name, u.user_name, u.status, u.created_at,
  coalesce((SELECT array_agg(r.name ORDER BY r.name) FROM role_members m
              JOIN roles r ON r.tenant_id = m.tenant_id AND r.id = m.role_id
             WHERE m.tenant_id = u.tenant_id AND m.user_id = u.id), '{}') AS roles`;

export function listApiAccounts(
  tx: Sql,
  tenantId: string,
  filter: { name?: string; limit: number; offset: number },
): Promise<{ rows: ApiAccountRow[]; count: number }> {
  const where = new Where('u.tenant_id = $1', tenantId).and('u.is_api_account');
  if (filter.name) where.and('lower(u.first_name) LIKE ?', containsPattern(filter.name));
  return selectPage<ApiAccountRow>(
    tx,
    { select: accountColumns, from: 'users u', where, orderBy: 'lower(u.first_name), u.id' },
    filter,
  );
}

export async function findApiAccount(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<ApiAccountRow | undefined> {
  const [row] = await tx.query<ApiAccountRow>(
    `SELECT ${accountColumns} FROM users u
      WHERE u.tenant_id = $1 AND u.id = $2 AND u.is_api_account`,
    [tenantId, id],
  );
  return row;
}

/**
 * An account is a user row marked as such, so it can log in for a token and be a role member.
 * The person fields that do not apply get placeholders that satisfy the table's unique keys.
 */
export function insertApiAccount(
  tx: Sql,
  tenantId: string,
  fields: { name: string; userName: string; passwordHash: string },
): Promise<string> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO users (tenant_id, user_name, first_name, last_name, document_type,
                          document_reference, email, phone, user_type, is_api_account,
                          password_hash, password_changed_at)
       VALUES ($1, $2, $3, '', $4, $5, $2, '', $6, true, $7, now()) RETURNING id`,
      [
        tenantId,
        fields.userName,
        fields.name,
        DocumentType.citizenship,
        `API-${randomBytes(8).toString('hex')}`,
        UserType.standard,
        fields.passwordHash,
      ],
    );
    return (row as { id: string }).id;
  });
}

const updatable = ['status', 'password_hash', 'password_changed_at', 'failed_logins'] as const;
type ApiAccountPatch = Partial<{
  status: UserStatusValue;
  password_hash: string;
  password_changed_at: Date;
  failed_logins: number;
}>;

/** Sets an account's status or password, kept on its user row like a person's. */
export async function updateApiAccount(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: ApiAccountPatch,
): Promise<void> {
  const { sql, values } = assignments(patch, updatable, 3);
  await tx.query(`UPDATE users SET ${sql} WHERE tenant_id = $1 AND id = $2 AND is_api_account`, [
    tenantId,
    id,
    ...values,
  ]);
}
