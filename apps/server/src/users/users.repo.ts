import {
  type DocumentTypeValue,
  UserStatus,
  type UserStatusValue,
  UserType,
  type UserTypeValue,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { userSearchText } from '../platform/search-text.ts';
import { assignments, containsPattern, type PageRows, selectPage, Where } from '../platform/sql.ts';

export type UserRow = {
  tenant_id: string;
  id: string;
  user_name: string;
  first_name: string;
  last_name: string;
  document_type: DocumentTypeValue;
  document_reference: string;
  email: string;
  phone: string;
  user_type: UserTypeValue;
  status: UserStatusValue;
  password_hash: string | null;
  password_changed_at: Date | null;
  failed_logins: number;
  avatar_key: string | null;
  is_api_account: boolean;
  created_at: Date;
  updated_at: Date;
};

/** A user as lists and answers show it: no secrets. */
export type UserProfileRow = Omit<
  UserRow,
  'password_hash' | 'password_changed_at' | 'failed_logins'
>;

/** The columns a person fills in the user form. */
export const profileColumns = [
  'user_name',
  'first_name',
  'last_name',
  'document_type',
  'document_reference',
  'email',
  'phone',
  'user_type',
] as const;
export type UserFields = Pick<UserRow, (typeof profileColumns)[number]>;

const conflicts: UniqueConflicts = {
  users_user_name_unique: { error: 'userNameTaken', field: 'user_name' },
  users_document_unique: { error: 'documentTaken', field: 'document_reference' },
  users_email_unique: { error: 'emailTaken', field: 'email' },
};

/**
 * The people work may go to (spec §1, §4, §6), as an SQL condition on the users row `alias`:
 * active people of the company, not third-party accounts, and not query users, who only read.
 * Every path that offers or accepts a responsible, an assignee, a reassignment target or a work
 * group member who receives work reads its candidates through this one scope.
 */
export const receivesWork = (alias: string): string =>
  `${alias}.status = ${UserStatus.active} AND NOT ${alias}.is_api_account
   AND ${alias}.user_type <> ${UserType.query}`;

export async function findUser(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>('SELECT * FROM users WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    id,
  ]);
  return row;
}

/** Locks the row: login and status changes read and then write the failure counter. */
export async function findUserByNameForUpdate(
  tx: Sql,
  tenantId: string,
  userName: string,
): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(
    'SELECT * FROM users WHERE tenant_id = $1 AND user_name = $2 FOR UPDATE',
    [tenantId, userName],
  );
  return row;
}

export async function findUserByLoginOrEmail(
  tx: Sql,
  tenantId: string,
  value: string,
): Promise<UserRow | undefined> {
  const [row] = await tx.query<UserRow>(
    'SELECT * FROM users WHERE tenant_id = $1 AND (user_name = $2 OR email = $2) LIMIT 1',
    [tenantId, value],
  );
  return row;
}

/** What a list shows: everything but secrets, which a page of users never needs. */
const listedColumns = [
  'tenant_id',
  'id',
  ...profileColumns,
  'status',
  'avatar_key',
  'is_api_account',
  'created_at',
  'updated_at',
].join(', ');

export function listUsers(
  tx: Sql,
  tenantId: string,
  filter: { name?: string; status?: UserStatusValue; limit: number; offset: number },
): Promise<PageRows<UserProfileRow>> {
  const where = new Where('u.tenant_id = $1', tenantId).and('NOT u.is_api_account');
  if (filter.name) where.and(`${userSearchText('u')} LIKE ?`, containsPattern(filter.name));
  if (filter.status !== undefined) where.and('u.status = ?', filter.status);
  return selectPage<UserProfileRow>(
    tx,
    { select: listedColumns, from: 'users u', where, orderBy: 'u.created_at DESC, u.id' },
    filter,
  );
}

export function insertUser(tx: Sql, tenantId: string, fields: UserFields): Promise<UserRow> {
  const placeholders = profileColumns.map((_, index) => `$${index + 2}`);
  return withConflictAnswers(conflicts, () =>
    tx
      .query<UserRow>(
        `INSERT INTO users (tenant_id, ${profileColumns.join(', ')})
         VALUES ($1, ${placeholders.join(', ')}) RETURNING *`,
        [tenantId, ...profileColumns.map((column) => fields[column])],
      )
      .then((rows) => rows[0] as UserRow),
  );
}

const updatable = [
  ...profileColumns,
  'status',
  'password_hash',
  'password_changed_at',
  'failed_logins',
  'avatar_key',
] as const;
export type UserPatch = Partial<Pick<UserRow, (typeof updatable)[number]>>;

export function updateUser(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: UserPatch,
): Promise<UserRow> {
  const { sql, values } = assignments(patch, updatable, 3);
  return withConflictAnswers(conflicts, () =>
    tx
      .query<UserRow>(`UPDATE users SET ${sql} WHERE tenant_id = $1 AND id = $2 RETURNING *`, [
        tenantId,
        id,
        ...values,
      ])
      .then((rows) => rows[0] as UserRow),
  );
}

/** The addresses of the company's active administrators: they hear of locked accounts. */
export async function activeAdminEmails(tx: Sql, tenantId: string): Promise<string[]> {
  const rows = await tx.query<{ email: string }>(
    `SELECT email FROM users
      WHERE tenant_id = $1 AND user_type = ${UserType.admin} AND status = ${UserStatus.active}
        AND NOT is_api_account`,
    [tenantId],
  );
  return rows.map((row) => row.email);
}

export async function countUsersByStatus(
  tx: Sql,
  tenantId: string,
): Promise<Map<UserStatusValue, number>> {
  const rows = await tx.query<{ status: UserStatusValue; count: string }>(
    'SELECT status, count(*) FROM users WHERE tenant_id = $1 AND NOT is_api_account GROUP BY status',
    [tenantId],
  );
  return new Map(rows.map((row) => [row.status, Number(row.count)]));
}

/**
 * The company whose domain ends a login name or e-mail (login, a password reset's request): the
 * part after the @ of a login name names its company.
 */
export async function findCompanyByDomain(
  tx: Sql,
  domain: string,
): Promise<{ id: string } | undefined> {
  const [row] = await tx.query<{ id: string }>('SELECT id FROM tenants WHERE domain = $1', [
    domain,
  ]);
  return row;
}

/** The company's name, as its mails to users sign. */
export async function companyName(tx: Sql, tenantId: string): Promise<string | undefined> {
  const [row] = await tx.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [
    tenantId,
  ]);
  return row?.name;
}
