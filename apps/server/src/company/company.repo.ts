import type { UploadLimitsInput } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';

export type CompanyRow = {
  id: string;
  domain: string;
  name: string;
  tax_id: string;
  password_expiration_days: number | null;
  upload_max_files: number;
  upload_max_bytes: number;
  upload_min_bytes: number;
  file_name_max: number;
  created_at: Date;
};

export async function findCompany(tx: Sql, id: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.query<CompanyRow>('SELECT * FROM tenants WHERE id = $1', [id]);
  return row;
}

const conflicts: UniqueConflicts = {
  tenants_domain_unique: { error: 'domainTaken', field: 'domain' },
  tenants_tax_id_unique: { error: 'taxIdTaken', field: 'tax_id' },
};

export async function insertCompany(
  tx: Sql,
  fields: Pick<CompanyRow, 'domain' | 'name' | 'tax_id' | 'password_expiration_days'>,
): Promise<CompanyRow> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<CompanyRow>(
      `INSERT INTO tenants (domain, name, tax_id, password_expiration_days)
       VALUES ($1, $2, $3, $4) RETURNING *`,
      [fields.domain, fields.name, fields.tax_id, fields.password_expiration_days],
    );
    return row as CompanyRow;
  });
}

export async function updatePasswordPolicy(
  tx: Sql,
  id: string,
  days: number | null,
): Promise<CompanyRow> {
  const [row] = await tx.query<CompanyRow>(
    'UPDATE tenants SET password_expiration_days = $2 WHERE id = $1 RETURNING *',
    [id, days],
  );
  return row as CompanyRow;
}

export async function updateUploadLimits(
  tx: Sql,
  id: string,
  limits: UploadLimitsInput,
): Promise<CompanyRow> {
  const [row] = await tx.query<CompanyRow>(
    `UPDATE tenants SET upload_max_files = $2, upload_max_bytes = $3, upload_min_bytes = $4,
                        file_name_max = $5
      WHERE id = $1 RETURNING *`,
    [id, limits.max_files, limits.max_bytes, limits.min_bytes, limits.name_max],
  );
  return row as CompanyRow;
}

/** Whether the database holds any company at all. */
export async function anyCompany(tx: Sql): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM tenants LIMIT 1');
  return rows.length > 0;
}
