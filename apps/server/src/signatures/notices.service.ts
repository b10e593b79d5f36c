import { type ProviderNoticeInput, SignatureStatus } from '@custodia/contracts';
import { AppError } from '../platform/errors.ts';
import { type AppWork, enterTenant, inTenant, system, type Work } from '../platform/work.ts';
import { auditSignature } from './signatures.audit.ts';
import { cancelFollowUp } from './signatures.jobs.ts';
import * as repo from './signatures.repo.ts';
import { completeSigned } from './signatures.service.ts';
import { type ThirdPartyProvider, thirdPartyOf } from './third-party-provider.ts';

/**
 * A third-party provider's notice (issue 33 point 2), in the company its address names: accepted
 * only when that company's provider is configured and the body's HMAC under its portal key is
 * the one the header carries (40033, the same answer for an unknown company, so the address tells
 * nothing). A refusal changes nothing; a notice received twice changes nothing more.
 */
export async function receiveProviderNotice(
  appWork: AppWork,
  companyId: string,
  notice: ProviderNoticeInput,
  signed: { rawBody: string | undefined; signature: string | undefined },
): Promise<{ received: true }> {
  const work = await enterTenant(appWork, companyId, system);
  const provider = await thirdPartyOf(work);
  if (
    !provider ||
    signed.rawBody === undefined ||
    !provider.signs(signed.rawBody, signed.signature)
  ) {
    throw new AppError('signatureNoticeInvalid');
  }
  await followNotice(work, provider, notice);
  return { received: true };
}

/**
 * A notice, already authenticated: it moves the request and its signers as far as it says, and
 * never back. A notice repeated, or about a request already closed, changes nothing.
 */
async function followNotice(
  work: Work<typeof system>,
  provider: ThirdPartyProvider,
  notice: ProviderNoticeInput,
) {
  const request = await repo.findRequest(work.tx, work.tenantId, notice.reference, true);
  if (!request || request.provider_ref !== notice.request) {
    throw new AppError('signatureRequestNotFound');
  }
  if (request.status !== SignatureStatus.pending) return;
  const all = await repo.signatoriesOf(work.tx, work.tenantId, request.id);
  const signatory = all.find((person) => person.position === notice.signer);
  const at = notice.at ? new Date(notice.at) : new Date();
  const named = signatory && { signatory: `${signatory.position}. ${signatory.full_name}` };
  if (notice.event === 'signer.viewed' && signatory && signatory.viewed_at === null) {
    await repo.updateSignatory(work.tx, work.tenantId, signatory.id, { viewed_at: at });
    await auditSignature(work, 'view', request, named);
  } else if (notice.event === 'signer.signed' && signatory?.status === SignatureStatus.pending) {
    await repo.updateSignatory(work.tx, work.tenantId, signatory.id, {
      status: SignatureStatus.signed,
      signed_at: at,
    });
    await auditSignature(work, 'sign', request, named);
  } else if (notice.event === 'request.completed') {
    work.beforeAnswering(() => completeFromProvider(work, provider, request));
  } else if (notice.event === 'request.voided' || notice.event === 'request.expired') {
    const status =
      notice.event === 'request.voided' ? SignatureStatus.voided : SignatureStatus.expired;
    await repo.closeRequest(work.tx, work.tenantId, request.id, { status, by: null });
    await cancelFollowUp(work, request.id);
    await auditSignature(work, notice.event === 'request.voided' ? 'cancel' : 'expire', request, {
      status: { from: SignatureStatus.pending, to: status },
    });
  }
}

/**
 * A completed request: its signed PDF fetched from the provider once the notice's transaction
 * committed, then, in a transaction of its own, the provider's evidence of each signer written on
 * our signatories (so the request's page shows how far each one got) and the request completed,
 * unless something closed it meanwhile. A provider that does not give the PDF fails the notice
 * (40032), which it sends again.
 */
async function completeFromProvider(
  work: Work<typeof system>,
  provider: ThirdPartyProvider,
  request: repo.RequestRow,
) {
  const signed = await provider.signed(request);
  await inTenant(
    work.platform,
    { tenantId: work.tenantId, actor: system, language: work.language },
    async (after) => {
      const still = await repo.findRequest(after.tx, after.tenantId, request.id, true);
      if (still?.status !== SignatureStatus.pending) return;
      const all = await repo.signatoriesOf(after.tx, after.tenantId, request.id);
      for (const signer of signed.signers ?? []) {
        const signatory = all.find((person) => person.position === signer.position);
        const signedAt = typeof signer.signed_at === 'string' ? new Date(signer.signed_at) : null;
        if (!signatory || !signedAt || Number.isNaN(signedAt.getTime())) continue;
        await repo.updateSignatory(after.tx, after.tenantId, signatory.id, {
          signed_at: signedAt,
          ip: typeof signer.ip === 'string' ? signer.ip.slice(0, 100) : null,
          user_agent:
            typeof signer.user_agent === 'string' ? signer.user_agent.slice(0, 500) : null,
        });
      }
      await completeSigned(after, still, signed);
    },
  );
}
