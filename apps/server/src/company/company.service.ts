import {
  type CompanyCreateInput,
  type CompanyDto,
  type CompanyUpdateInput,
  DocumentType,
  type UploadLimitsInput,
  UserType,
} from '@custodia/contracts';
import { changesBetween, recordAudit } from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import { found } from '../platform/errors.ts';
import { generatePassword, hashPassword } from '../platform/secrets.ts';
import type { Services } from '../platform/services.ts';
import { enterTenant } from '../platform/tenancy.ts';
import { createUserWithPassword } from '../users/users.service.ts';
import { toCompanyDto } from './company.present.ts';
import {
  type CompanyRow,
  findCompany,
  findCompanyByDomain,
  insertCompany,
  updatePasswordPolicy,
  updateUploadLimits,
} from './company.repo.ts';

/** New companies start with passwords that expire after 90 days; an admin may change it. */
const DEFAULT_PASSWORD_EXPIRATION_DAYS = 90;

export type CreatedCompany = {
  company: CompanyDto;
  adminUserName: string;
  adminPassword: string;
  passwordGenerated: boolean;
};

/** Creates a company with its administrator `admin@domain`, in one transaction. */
export async function createCompany(
  services: Pick<Services, 'asApp'>,
  input: CompanyCreateInput,
): Promise<CreatedCompany> {
  const adminPassword = input.admin_password ?? generatePassword();
  const passwordHash = await hashPassword(adminPassword);
  const adminUserName = `admin@${input.domain}`;
  const company = await services.asApp(async (tx) => {
    const row = await insertCompany(tx, {
      domain: input.domain,
      name: input.name,
      tax_id: input.tax_id,
      password_expiration_days: DEFAULT_PASSWORD_EXPIRATION_DAYS,
    });
    await enterTenant(tx, row.id);
    await createUserWithPassword(
      tx,
      row.id,
      {
        user_name: adminUserName,
        first_name: 'Administrador',
        last_name: row.name,
        document_type: DocumentType.citizenship,
        document_reference: row.tax_id,
        email: adminUserName,
        phone: '0000000',
        user_type: UserType.admin,
      },
      passwordHash,
    );
    await recordAudit(
      tx,
      { tenantId: row.id, userId: null, userName: null },
      {
        module: 'company',
        action: 'create',
        entityType: 'company',
        entityId: row.id,
        changes: { domain: row.domain, name: row.name, tax_id: row.tax_id, admin: adminUserName },
      },
    );
    return row;
  });
  return {
    company: toCompanyDto(company),
    adminUserName,
    adminPassword,
    passwordGenerated: input.admin_password === undefined,
  };
}

/** The company a login name or e-mail names by its domain (login, password reset). */
export function companyOfDomain(
  services: Pick<Services, 'asApp'>,
  domain: string,
): Promise<CompanyRow | undefined> {
  return services.asApp((tx) => findCompanyByDomain(tx, domain));
}

export async function getCompany(services: Services, actor: Actor): Promise<CompanyDto> {
  const row = await services.asApp((tx) => findCompany(tx, actor.tenantId));
  if (!row) throw new Error(`company ${actor.tenantId} of a live session is missing`);
  return toCompanyDto(row);
}

export async function updateCompany(
  services: Services,
  actor: Actor,
  input: CompanyUpdateInput,
): Promise<CompanyDto> {
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const before = await findCompany(tx, actor.tenantId);
    const after = await updatePasswordPolicy(tx, actor.tenantId, input.password_expiration_days);
    await recordAudit(tx, auditActorOf(actor), {
      module: 'company',
      action: 'update',
      entityType: 'company',
      entityId: actor.tenantId,
      changes: {
        password_expiration_days: {
          from: before?.password_expiration_days ?? null,
          to: after.password_expiration_days,
        },
      },
    });
    return after;
  });
  return toCompanyDto(row);
}

/** The columns of the company's upload limits, as its audit rows name them. */
const uploadLimitColumns = [
  'upload_max_files',
  'upload_max_bytes',
  'upload_min_bytes',
  'file_name_max',
] as const;

/** Sets the company's upload limits (spec §5, §9); the audit row holds what changed. */
export async function setUploadLimits(
  services: Services,
  actor: Actor,
  input: UploadLimitsInput,
): Promise<CompanyDto> {
  const row = await services.inTenant(actor.tenantId, async (tx) => {
    const before = found(await findCompany(tx, actor.tenantId), 'notFound');
    const after = await updateUploadLimits(tx, actor.tenantId, input);
    const changes = changesBetween(before, after, uploadLimitColumns);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, auditActorOf(actor), {
        module: 'company',
        action: 'update',
        entityType: 'company',
        entityId: actor.tenantId,
        changes,
      });
    }
    return after;
  });
  return toCompanyDto(row);
}

/** True when the database holds no company yet (first start of the embedded mode). */
export async function hasNoCompany(services: Pick<Services, 'asApp'>): Promise<boolean> {
  const rows = await services.asApp((tx) => tx.query('SELECT 1 FROM tenants LIMIT 1'));
  return rows.length === 0;
}
