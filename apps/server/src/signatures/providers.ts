import { AppError } from '../platform/errors.ts';
import type { Doer, Work } from '../platform/work.ts';
import { builtinProvider } from './builtin-provider.ts';
import type { SignatureProvider } from './provider.ts';
import type { RequestRow } from './signatures.repo.ts';
import { THIRD_PARTY, thirdPartyOf } from './third-party-provider.ts';

/** The provider a company's new requests go through: its third party, or the built-in one. */
export async function providerOf(work: Work<Doer>): Promise<SignatureProvider> {
  return (await thirdPartyOf(work)) ?? builtinProvider;
}

/**
 * The provider a request was made through: it stays with it to the end. A third party's request
 * whose provider is no longer configured cannot be followed (40032).
 */
export async function providerFor(
  work: Work<Doer>,
  request: RequestRow,
): Promise<SignatureProvider> {
  if (request.provider !== THIRD_PARTY) return builtinProvider;
  const provider = await thirdPartyOf(work);
  if (!provider) throw new AppError('signatureProviderFailed');
  return provider;
}
