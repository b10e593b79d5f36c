import { FormStatus } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

export type FormGrantRow = {
  form_id: string;
  form_name: string;
  file: boolean;
  query: boolean;
  view_files: boolean;
  start_workflows: boolean;
  view_started_processes: boolean;
  sign_electronically: boolean;
};

export type FormGrantFields = Omit<FormGrantRow, 'form_name'>;

export const grantColumns = [
  'file',
  'query',
  'view_files',
  'start_workflows',
  'view_started_processes',
  'sign_electronically',
] as const;

export function grantsOfRole(tx: Sql, tenantId: string, roleId: string): Promise<FormGrantRow[]> {
  return tx.query<FormGrantRow>(
    `SELECT g.form_id, f.name AS form_name, ${grantColumns.map((c) => `g.${c}`).join(', ')}
       FROM role_form_grants g JOIN forms f ON f.tenant_id = g.tenant_id AND f.id = g.form_id
      WHERE g.tenant_id = $1 AND g.role_id = $2 AND f.status <> ${FormStatus.deleted}
      ORDER BY lower(f.name)`,
    [tenantId, roleId],
  );
}

/** Inserts or replaces a role's grant on one form. */
export async function saveGrant(
  tx: Sql,
  tenantId: string,
  roleId: string,
  grant: FormGrantFields,
): Promise<void> {
  await tx.query(
    `INSERT INTO role_form_grants (tenant_id, role_id, form_id, ${grantColumns.join(', ')})
     VALUES ($1, $2, $3, ${grantColumns.map((_, index) => `$${index + 4}`).join(', ')})
     ON CONFLICT (tenant_id, role_id, form_id) DO UPDATE SET
       ${grantColumns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
    [tenantId, roleId, grant.form_id, ...grantColumns.map((column) => grant[column])],
  );
}

export async function findGrant(
  tx: Sql,
  tenantId: string,
  roleId: string,
  formId: string,
): Promise<FormGrantFields | undefined> {
  const [row] = await tx.query<FormGrantFields>(
    `SELECT form_id, ${grantColumns.join(', ')} FROM role_form_grants
      WHERE tenant_id = $1 AND role_id = $2 AND form_id = $3`,
    [tenantId, roleId, formId],
  );
  return row;
}
