import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hasLeadingZeroBits, pqrsLimits, provenText } from '@custodia/contracts';
import type { Config } from '../platform/config.ts';
import { AppError } from '../platform/errors.ts';
import { installationKey } from '../platform/secrets.ts';

/**
 * The window's challenge, which needs no third party (issue 47 §2): a proof of work. The window
 * hands out `expiry.salt.mac`, a MAC of the company and the expiry under the installation's key,
 * so nothing is stored until it is spent; a filing carries an answer whose hash with it starts
 * with `challengeBits` zero bits. Each is spent once (the PQRS keeps it, unique per company).
 */
const macOf = (config: Config, tenantId: string, body: string) =>
  createHmac('sha256', installationKey(config))
    .update(`pqrs-window:${tenantId}:${body}`)
    .digest('base64url');

export function newChallenge(config: Config, tenantId: string, now = Date.now()): string {
  const body = `${now + pqrsLimits.challengeMinutes * 60_000}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${macOf(config, tenantId, body)}`;
}

/** Refuses a challenge not made for this company, past its expiry, or not solved (60004). */
export function checkProof(
  config: Config,
  tenantId: string,
  proof: { challenge: string; nonce: string },
  now = Date.now(),
): void {
  const [expiry, salt, mac] = proof.challenge.split('.');
  const body = `${expiry}.${salt}`;
  const expected = Buffer.from(macOf(config, tenantId, body));
  const given = Buffer.from(mac ?? '');
  const genuine = given.length === expected.length && timingSafeEqual(given, expected);
  const digest = createHash('sha256').update(provenText(proof.challenge, proof.nonce)).digest();
  if (
    !genuine ||
    !(Number(expiry) > now) ||
    !hasLeadingZeroBits(digest, pqrsLimits.challengeBits)
  ) {
    throw new AppError('pqrsChallengeInvalid');
  }
}
