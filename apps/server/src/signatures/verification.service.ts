import type { VerificationDto } from '@custodia/contracts';
import { companyName } from '../company/index.ts';
import { AppError, found } from '../platform/errors.ts';
import { type AppWork, enterTenant, system } from '../platform/work.ts';
import { toVerificationDto } from './signatures.present.ts';
import * as repo from './signatures.repo.ts';

const isSha256 = (code: string) => code.length === 64;

/**
 * The public verification of a signed document (issue 33 point 4), by the request id its QR code
 * prints or by its SHA-256: only complete requests are in the index, so a pending, voided or
 * expired one, or a code of nothing, is the same answer (40003). With a PDF's hash it says whether
 * that PDF is the signed document, its original, or another one.
 */
export async function verifySignedDocument(
  appWork: AppWork,
  code: string,
  sha256: string | undefined,
): Promise<VerificationDto> {
  const where = found(
    await repo.findVerification(appWork.tx, {
      requestId: isSha256(code) ? null : code,
      sha256: isSha256(code) ? code : null,
    }),
    'signatureRequestNotFound',
  );
  const work = await enterTenant(appWork, where.tenant_id, system);
  const request = await repo.findRequest(work.tx, work.tenantId, where.request_id);
  if (!request) throw new AppError('signatureRequestNotFound');
  const signatories = await repo.signatoriesOf(work.tx, work.tenantId, request.id);
  const company = {
    name: await companyName(work),
    time_zone: await repo.companyTimeZone(work.tx, work.tenantId),
  };
  return toVerificationDto(request, signatories, company, sha256);
}
