import {
  type CompanyCreateInput,
  type CompanyDto,
  type CompanyUpdateInput,
  DocumentType,
  type MessageGatewayChange,
  type UploadLimitsInput,
  UserType,
} from '@custodia/contracts';
import { loadCalendar } from '../calendar/index.ts';
import { changesBetween, recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { addressRefusal } from '../platform/outbound.ts';
import {
  generatePassword,
  hashPassword,
  installationKey,
  seal,
  unseal,
} from '../platform/secrets.ts';
import { type AppWork, type Doer, enterTenant, system, type Work } from '../platform/work.ts';
import { createUserWithPassword } from '../users/index.ts';
import { toCompanyDto } from './company.present.ts';
import * as repo from './company.repo.ts';

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
  work: AppWork,
  input: CompanyCreateInput,
): Promise<CreatedCompany> {
  const adminPassword = input.admin_password ?? generatePassword();
  const passwordHash = await hashPassword(adminPassword);
  const adminUserName = `admin@${input.domain}`;
  const company = await repo.insertCompany(work.tx, {
    domain: input.domain,
    name: input.name,
    tax_id: input.tax_id,
    password_expiration_days: DEFAULT_PASSWORD_EXPIRATION_DAYS,
  });
  const inCompany = await enterTenant(work, company.id, system);
  await createUserWithPassword(
    inCompany,
    {
      user_name: adminUserName,
      first_name: 'Administrador',
      last_name: company.name,
      document_type: DocumentType.citizenship,
      document_reference: company.tax_id,
      email: adminUserName,
      phone: '0000000',
      user_type: UserType.admin,
    },
    passwordHash,
  );
  // Made with the company, so its first deadline does not pay for making it.
  await loadCalendar(inCompany);
  await recordAudit(
    inCompany.tx,
    { tenantId: company.id, userId: null, userName: null },
    {
      module: 'company',
      action: 'create',
      entityType: 'company',
      entityId: company.id,
      changes: {
        domain: company.domain,
        name: company.name,
        tax_id: company.tax_id,
        admin: adminUserName,
      },
    },
  );
  return {
    company: toCompanyDto(company, undefined),
    adminUserName,
    adminPassword,
    passwordGenerated: input.admin_password === undefined,
  };
}

/** The company as its screen shows it, with its message gateway's address. */
async function companyDto(work: Work, row: repo.CompanyRow): Promise<CompanyDto> {
  return toCompanyDto(row, await repo.findMessageGateway(work.tx, work.tenantId));
}

export async function getCompany(work: Work): Promise<CompanyDto> {
  const row = await repo.findCompany(work.tx, work.tenantId);
  if (!row) throw new Error(`company ${work.tenantId} of a live session is missing`);
  return companyDto(work, row);
}

/** The columns of the company's parameters, as its audit rows name them. */
const parameterColumns = [
  'name',
  'tax_id',
  'time_zone',
  'password_expiration_days',
  'expedient_consult',
  'deadline_green_above',
  'deadline_orange_above',
] as const;

/**
 * Sets the company's parameters (issue 34 point 3); the audit row holds what changed. The time
 * zone is the calendar's too: records and deadlines follow it from the next request on.
 */
export async function updateCompany(work: Work, input: CompanyUpdateInput): Promise<CompanyDto> {
  const { tx, actor, tenantId } = work;
  const before = found(await repo.findCompany(tx, tenantId), 'notFound');
  const { deadline_thresholds: thresholds, ...fields } = input;
  const wanted: repo.CompanyParameters = {
    ...before,
    ...fields,
    ...(thresholds && {
      deadline_green_above: thresholds.green_above,
      deadline_orange_above: thresholds.orange_above,
    }),
  };
  const changes = changesBetween(before, wanted, parameterColumns);
  if (Object.keys(changes).length === 0) return companyDto(work, before);
  const after = await repo.updateParameters(tx, tenantId, wanted);
  await recordAudit(tx, auditActorOf(actor), {
    module: 'company',
    action: 'update',
    entityType: 'company',
    entityId: tenantId,
    changes,
  });
  return companyDto(work, after);
}

/** The columns of the company's upload limits, as its audit rows name them. */
const uploadLimitColumns = [
  'upload_max_files',
  'upload_max_bytes',
  'upload_min_bytes',
  'file_name_max',
] as const;

/** Sets the company's upload limits (spec §5, §9); the audit row holds what changed. */
export async function setUploadLimits(work: Work, input: UploadLimitsInput): Promise<CompanyDto> {
  const { tx, actor, tenantId } = work;
  const before = found(await repo.findCompany(tx, tenantId), 'notFound');
  const after = await repo.updateUploadLimits(tx, tenantId, input);
  const changes = changesBetween(before, after, uploadLimitColumns);
  if (Object.keys(changes).length > 0) {
    await recordAudit(tx, auditActorOf(actor), {
      module: 'company',
      action: 'update',
      entityType: 'company',
      entityId: tenantId,
      changes,
    });
  }
  return companyDto(work, after);
}

/**
 * Sets the company's SMS and WhatsApp gateway (decision 75): its address, and its key sealed as
 * the integrations' portal key is (decision 73), kept when none is given. The key is needed the
 * first time; the audit row says only that it was set, never what it is.
 */
export async function setMessageGateway(
  work: Work,
  input: MessageGatewayChange,
): Promise<CompanyDto> {
  const { tx, actor, tenantId } = work;
  const refusal = addressRefusal(new URL(input.url), work.platform.config.outbound);
  if (refusal === 'http') throw new AppError('messageGatewayUrlNotHttps', { url: 'errors.40036' });
  if (refusal === 'private')
    throw new AppError('messageGatewayUrlPrivate', { url: 'errors.40037' });
  const before = await repo.findMessageGateway(tx, tenantId);
  // Nothing changes, nothing is written: no audit entry says it was set when it was not.
  if (before && before.url === input.url && !input.key) return getCompany(work);
  const keySealed = input.key
    ? seal(installationKey(work.platform.config), input.key)
    : before?.key_sealed;
  if (!keySealed) throw new AppError('validation', { key: 'fieldRequired' });
  await repo.saveMessageGateway(tx, tenantId, {
    url: input.url,
    key_sealed: keySealed,
    updated_by: actor.userId,
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'company',
    action: 'message_gateway',
    entityType: 'company',
    entityId: tenantId,
    changes: {
      ...(before?.url !== input.url && { url: { from: before?.url ?? null, to: input.url } }),
      ...(input.key && { gateway_key: 'set' }),
    },
  });
  return getCompany(work);
}

/** Removes the company's gateway: requests by SMS or WhatsApp are no longer offered. */
export async function removeMessageGateway(work: Work): Promise<CompanyDto> {
  const { tx, actor, tenantId } = work;
  const before = await repo.findMessageGateway(tx, tenantId);
  if (before && (await repo.deleteMessageGateway(tx, tenantId))) {
    await recordAudit(tx, auditActorOf(actor), {
      module: 'company',
      action: 'message_gateway_removed',
      entityType: 'company',
      entityId: tenantId,
      changes: { url: { from: before.url, to: null } },
    });
  }
  return getCompany(work);
}

export type MessageGateway = { url: string; key: string };

/**
 * The company's SMS and WhatsApp gateway with its key unsealed, for the signatures feature to
 * post to; null while the company has none.
 */
export async function messageGatewayOf(work: Work<Doer>): Promise<MessageGateway | null> {
  const row = await repo.findMessageGateway(work.tx, work.tenantId);
  if (!row) return null;
  return { url: row.url, key: unseal(installationKey(work.platform.config), row.key_sealed) };
}

/** The company of a domain, as an installation operator names it; undefined when none is. */
/** The company's name, as the window, the signer's page and the sealed evidence show it. */
export function companyName(work: Work<Doer>): Promise<string> {
  return repo.companyName(work.tx, work.tenantId);
}

export function companyIdOf(work: AppWork, domain: string): Promise<string | undefined> {
  return repo.findCompanyIdByDomain(work.tx, domain.toLowerCase());
}

/** True when the database holds no company yet (first start of the embedded mode). */
export async function hasNoCompany(work: AppWork): Promise<boolean> {
  return !(await repo.anyCompany(work.tx));
}
