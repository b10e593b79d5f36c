import {
  type IntegrationRequestInput,
  IntegrationStatus,
  type IntegrationStatusValue,
} from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';

export type IntegrationRow = IntegrationRequestInput & {
  id: string;
  number: number;
  status: IntegrationStatusValue;
  portal_user: string | null;
  portal_key_sealed: string | null;
  agreement_key: string | null;
  agreement_size: number | null;
  requested_at: Date;
  status_changed_at: Date;
  configured_at: Date | null;
};

const columns = `id, number, contact_name, email, phone, description, status, portal_user,
  portal_key_sealed, agreement_key, agreement_size, requested_at, status_changed_at, configured_at`;

/** Spec §4's one open request, kept by the database even against two requests at once. */
const conflicts: UniqueConflicts = {
  integrations_one_open: { error: 'integrationOpen', field: 'status' },
};

/** The company's requests, newest first (a company makes a handful). */
export function listIntegrations(tx: Sql, tenantId: string): Promise<IntegrationRow[]> {
  return tx.query<IntegrationRow>(
    `SELECT ${columns} FROM integrations WHERE tenant_id = $1 ORDER BY number DESC`,
    [tenantId],
  );
}

export async function findIntegration(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await tx.query<IntegrationRow>(
    `SELECT ${columns} FROM integrations WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
  return row;
}

/** A request by its number, as the installation's operator names it. */
export async function findByNumber(
  tx: Sql,
  tenantId: string,
  number: number,
): Promise<IntegrationRow | undefined> {
  const [row] = await tx.query<IntegrationRow>(
    `SELECT ${columns} FROM integrations WHERE tenant_id = $1 AND number = $2 FOR UPDATE`,
    [tenantId, number],
  );
  return row;
}

export function insertIntegration(
  tx: Sql,
  tenantId: string,
  number: number,
  requestedBy: string,
  input: IntegrationRequestInput,
): Promise<IntegrationRow> {
  return withConflictAnswers(conflicts, async () => {
    const [row] = await tx.query<IntegrationRow>(
      `INSERT INTO integrations (tenant_id, number, contact_name, email, phone, description,
                                 requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
      [
        tenantId,
        number,
        input.contact_name,
        input.email,
        input.phone,
        input.description,
        requestedBy,
      ],
    );
    return row as IntegrationRow;
  });
}

export async function updateStatus(
  tx: Sql,
  tenantId: string,
  id: string,
  status: IntegrationStatusValue,
): Promise<void> {
  await tx.query(
    'UPDATE integrations SET status = $3, status_changed_at = now() WHERE tenant_id = $1 AND id = $2',
    [tenantId, id, status],
  );
}

export async function updateConfiguration(
  tx: Sql,
  tenantId: string,
  id: string,
  fields: Pick<
    IntegrationRow,
    'portal_user' | 'portal_key_sealed' | 'agreement_key' | 'agreement_size'
  >,
): Promise<IntegrationRow> {
  const [row] = await tx.query<IntegrationRow>(
    `UPDATE integrations
        SET portal_user = $3, portal_key_sealed = $4, agreement_key = $5, agreement_size = $6,
            configured_at = now()
      WHERE tenant_id = $1 AND id = $2 RETURNING ${columns}`,
    [
      tenantId,
      id,
      fields.portal_user,
      fields.portal_key_sealed,
      fields.agreement_key,
      fields.agreement_size,
    ],
  );
  return row as IntegrationRow;
}

/** The company's approved, fully configured integration, the latest configured first. */
export async function findConfigured(
  tx: Sql,
  tenantId: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await tx.query<IntegrationRow>(
    `SELECT ${columns} FROM integrations
      WHERE tenant_id = $1 AND status = ${IntegrationStatus.approved} AND portal_user IS NOT NULL
        AND portal_key_sealed IS NOT NULL AND agreement_key IS NOT NULL
      ORDER BY configured_at DESC LIMIT 1`,
    [tenantId],
  );
  return row;
}

export type SealCertificateRow = {
  p12_sealed: string;
  passphrase_sealed: string;
  subject: string;
  not_after: Date;
  uploaded_at: Date;
};

/** The company's seal certificate, sealed, if it uploaded one. */
export async function findSealCertificate(
  tx: Sql,
  tenantId: string,
): Promise<SealCertificateRow | undefined> {
  const [row] = await tx.query<SealCertificateRow>(
    `SELECT p12_sealed, passphrase_sealed, subject, not_after, uploaded_at
       FROM company_seal_certificates WHERE tenant_id = $1`,
    [tenantId],
  );
  return row;
}

/** Keeps the company's seal certificate, replacing the one it had. */
export async function keepSealCertificate(
  tx: Sql,
  tenantId: string,
  certificate: Omit<SealCertificateRow, 'uploaded_at'> & { uploaded_by: string },
): Promise<SealCertificateRow> {
  const [row] = await tx.query<SealCertificateRow>(
    `INSERT INTO company_seal_certificates
       (tenant_id, p12_sealed, passphrase_sealed, subject, not_after, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant_id) DO UPDATE
       SET p12_sealed = excluded.p12_sealed, passphrase_sealed = excluded.passphrase_sealed,
           subject = excluded.subject, not_after = excluded.not_after,
           uploaded_by = excluded.uploaded_by, uploaded_at = now()
     RETURNING p12_sealed, passphrase_sealed, subject, not_after, uploaded_at`,
    [
      tenantId,
      certificate.p12_sealed,
      certificate.passphrase_sealed,
      certificate.subject,
      certificate.not_after,
      certificate.uploaded_by,
    ],
  );
  return row as SealCertificateRow;
}
