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
  time_zone: string;
  expedient_consult: boolean;
  deadline_green_above: number;
  deadline_orange_above: number;
  created_at: Date;
};

/** What the parameters screen sets of the company's row. */
export type CompanyParameters = Pick<
  CompanyRow,
  | 'name'
  | 'tax_id'
  | 'time_zone'
  | 'password_expiration_days'
  | 'expedient_consult'
  | 'deadline_green_above'
  | 'deadline_orange_above'
>;

export async function findCompany(tx: Sql, id: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.query<CompanyRow>('SELECT * FROM tenants WHERE id = $1', [id]);
  return row;
}

export async function companyName(tx: Sql, id: string): Promise<string> {
  const [row] = await tx.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [id]);
  return row?.name ?? '';
}

export async function findCompanyIdByDomain(tx: Sql, domain: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>('SELECT id FROM tenants WHERE domain = $1', [
    domain,
  ]);
  return row?.id;
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

/**
 * Sets the company's parameters. A password policy that becomes 0 starts now the renewal of every
 * password changed before (decision 72).
 */
export async function updateParameters(
  tx: Sql,
  id: string,
  fields: CompanyParameters,
): Promise<CompanyRow> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<CompanyRow>(
      `UPDATE tenants
          SET name = $2, tax_id = $3, time_zone = $4, expedient_consult = $6,
              deadline_green_above = $7, deadline_orange_above = $8,
              password_renewal_from = CASE
                WHEN $5::int = 0 AND password_expiration_days IS DISTINCT FROM 0 THEN now()
                ELSE password_renewal_from END,
              password_expiration_days = $5
        WHERE id = $1 RETURNING *`,
      [
        id,
        fields.name,
        fields.tax_id,
        fields.time_zone,
        fields.password_expiration_days,
        fields.expedient_consult,
        fields.deadline_green_above,
        fields.deadline_orange_above,
      ],
    );
    return row as CompanyRow;
  });
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

export type MessageGatewayRow = { url: string; key_sealed: string; updated_at: Date };

export async function findMessageGateway(
  tx: Sql,
  tenantId: string,
): Promise<MessageGatewayRow | undefined> {
  const [row] = await tx.query<MessageGatewayRow>(
    'SELECT url, key_sealed, updated_at FROM message_gateways WHERE tenant_id = $1',
    [tenantId],
  );
  return row;
}

export async function saveMessageGateway(
  tx: Sql,
  tenantId: string,
  gateway: { url: string; key_sealed: string; updated_by: string },
): Promise<MessageGatewayRow> {
  const [row] = await tx.query<MessageGatewayRow>(
    `INSERT INTO message_gateways (tenant_id, url, key_sealed, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id) DO UPDATE
       SET url = excluded.url, key_sealed = excluded.key_sealed,
           updated_by = excluded.updated_by, updated_at = now()
     RETURNING url, key_sealed, updated_at`,
    [tenantId, gateway.url, gateway.key_sealed, gateway.updated_by],
  );
  return row as MessageGatewayRow;
}

/** Removes the company's gateway; true when it had one. */
export async function deleteMessageGateway(tx: Sql, tenantId: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM message_gateways WHERE tenant_id = $1 RETURNING 1', [
    tenantId,
  ]);
  return rows.length > 0;
}
