import type { ProviderNoticeInput } from '@custodia/contracts';
import { AppError } from '../platform/errors.ts';
import { type AppWork, enterTenant, system } from '../platform/work.ts';
import { thirdPartyOf } from './signatures.service.ts';

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
  await provider.notice(work, notice);
  return { received: true };
}
