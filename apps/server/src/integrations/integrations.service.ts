import type { Readable } from 'node:stream';
import {
  type AuditAction,
  type IntegrationConfigInput,
  type IntegrationDto,
  type IntegrationListDto,
  IntegrationOption,
  type IntegrationOptionValue,
  type IntegrationRequestInput,
  type IntegrationStatusValue,
  integrationLimits,
  openIntegrationStatuses,
} from '@custodia/contracts';
import { companyIdOf } from '../company/index.ts';
import {
  type AuditActor,
  type AuditEventChanges,
  recordAudit,
  valuesSet,
} from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { nextNumber } from '../platform/counters.ts';
import { AppError, found } from '../platform/errors.ts';
import { installationKey, seal, unseal } from '../platform/secrets.ts';
import { byMagic, storeUpload, UploadRefused } from '../platform/uploads.ts';
import { type AppWork, type Doer, enterTenant, system, type Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { toIntegrationDto } from './integrations.present.ts';
import * as repo from './integrations.repo.ts';

const isOpen = (row: repo.IntegrationRow) => openIntegrationStatuses.includes(row.status);

function audited(
  work: Work<Doer>,
  actor: AuditActor,
  action: AuditAction<'integrations'>,
  id: string,
  changes: AuditEventChanges,
) {
  return recordAudit(work.tx, actor, {
    module: 'integrations',
    action,
    entityType: 'integration',
    entityId: id,
    changes,
  });
}

async function integrationOf(work: Work<Doer>, id: string): Promise<repo.IntegrationRow> {
  return found(await repo.findIntegration(work.tx, work.tenantId, id), 'integrationNotFound');
}

export async function listIntegrations(work: Work): Promise<IntegrationListDto> {
  const rows = await repo.listIntegrations(work.tx, work.tenantId);
  return {
    items: rows.map((row) => toIntegrationDto(row, work.actor)),
    can_request: !rows.some(isOpen),
  };
}

export async function getIntegration(work: Work, id: string): Promise<IntegrationDto> {
  return toIntegrationDto(await integrationOf(work, id), work.actor);
}

/** Spec §3/§4: a new request, numbered, while no other is active or pending (70006). */
export async function requestIntegration(
  work: Work,
  input: IntegrationRequestInput,
): Promise<IntegrationDto> {
  const { tx, tenantId, actor } = work;
  if ((await repo.listIntegrations(tx, tenantId)).some(isOpen)) {
    throw new AppError('integrationOpen');
  }
  const number = await nextNumber(tx, tenantId, 'integration');
  const row = await repo.insertIntegration(tx, tenantId, number, actor.userId, input);
  await audited(work, auditActorOf(actor), 'request', row.id, {
    request_number: number,
    ...valuesSet(input),
  });
  return toIntegrationDto(row, actor);
}

/** The portal user and key of an approved request; the key is sealed before it is stored. */
export async function configureIntegration(
  work: Work,
  id: string,
  input: IntegrationConfigInput,
): Promise<IntegrationDto> {
  const { tx, tenantId, actor } = work;
  const before = await integrationOf(work, id);
  authorize(actor, 'integration.configure', before);
  const after = await repo.updateConfiguration(tx, tenantId, id, {
    ...before,
    portal_user: input.portal_user,
    portal_key_sealed: seal(installationKey(work.platform.config), input.portal_key),
  });
  const changes: AuditEventChanges = { portal_key: true };
  if (before.portal_user !== after.portal_user) {
    changes.portal_user = { from: before.portal_user, to: after.portal_user };
  }
  await audited(work, auditActorOf(actor), 'configure', id, changes);
  return toIntegrationDto(after, actor);
}

const pdf = byMagic({ 'application/pdf': 'pdf' });

/**
 * Stores the communications agreement: a PDF by its content (70008), at most 300,000 bytes
 * (70009). The new file goes if the change does not commit, the one it replaces once it has.
 */
export async function setAgreement(
  work: Work,
  id: string,
  upload: () => Promise<Readable>,
): Promise<IntegrationDto> {
  const { tx, tenantId, actor } = work;
  const { storage } = work.platform;
  const before = await integrationOf(work, id);
  authorize(actor, 'integration.configure', before);
  const stored = await storeUpload(storage, await upload(), {
    folder: `${tenantId}/integrations`,
    typeOf: pdf,
    maxBytes: integrationLimits.agreementMaxBytes,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    throw new AppError(
      error.reason === 'tooLarge' ? 'integrationAgreementSize' : 'integrationAgreementType',
    );
  });
  work.onRollback(() => storage.delete(stored.key));
  const after = await repo.updateConfiguration(tx, tenantId, id, {
    ...before,
    agreement_key: stored.key,
    agreement_size: stored.size,
  });
  await audited(work, auditActorOf(actor), 'agreement', id, {
    agreement: `${stored.size} bytes`,
    sha256: stored.sha256,
  });
  const replaced = before.agreement_key;
  if (replaced) work.afterCommit(() => storage.delete(replaced));
  return toIntegrationDto(after, actor);
}

/**
 * Moves a company's request to another state, as the installation's operator decides (decision
 * 74): only an active or pending request moves; an approved or declined one stays (70010).
 */
export async function changeIntegrationState(
  appWork: AppWork,
  domain: string,
  number: number,
  status: IntegrationStatusValue,
): Promise<{ from: IntegrationStatusValue; to: IntegrationStatusValue }> {
  const tenantId = found(await companyIdOf(appWork, domain), 'notFound');
  const work = await enterTenant(appWork, tenantId, system);
  const { tx } = work;
  const before = found(await repo.findByNumber(tx, tenantId, number), 'integrationNotFound');
  if (!isOpen(before) || before.status === status) throw new AppError('integrationStateFinal');
  await repo.updateStatus(tx, tenantId, before.id, status);
  await audited(work, { tenantId, userId: null, userName: null }, 'state', before.id, {
    status: { from: before.status, to: status },
  });
  return { from: before.status, to: status };
}

/**
 * The session's integration options (spec §2). The signature report is one for every company:
 * every company signs, through its configured third party or else the built-in provider
 * (decision 75), and the report lists the requests of both, so the menu offers it from the start.
 */
export function integrationOptionsOf(): IntegrationOptionValue[] {
  return [IntegrationOption.signatureReport];
}

export type SignatureProvider = { portalUser: string; portalKey: string };

/**
 * The company's e-signature provider: its approved and configured integration's portal user and
 * key, unsealed; null when it has none (the menu's signature report and the signatures feature).
 */
export async function signatureProviderOf(work: Work<Doer>): Promise<SignatureProvider | null> {
  const row = await repo.findConfigured(work.tx, work.tenantId);
  if (!row?.portal_user || !row.portal_key_sealed) return null;
  return {
    portalUser: row.portal_user,
    portalKey: unseal(installationKey(work.platform.config), row.portal_key_sealed),
  };
}
