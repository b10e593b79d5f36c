import { hasLeadingZeroBits, provenText } from '@custodia/contracts';

/** Hashes tried at once: the browser's SHA-256 answers a batch far sooner than one by one. */
const BATCH = 256;

/**
 * Finds the answer to the window's challenge (decision 84): a nonce whose SHA-256 with the
 * challenge starts with `bits` zero bits, about 2^bits tries, a second or so of a phone's time.
 */
export async function solveChallenge(
  challenge: string,
  bits: number,
): Promise<{ challenge: string; nonce: string }> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, index) => String(start + index));
    const digests = await Promise.all(
      nonces.map((nonce) =>
        crypto.subtle.digest('SHA-256', encoder.encode(provenText(challenge, nonce))),
      ),
    );
    const found = digests.findIndex((digest) => hasLeadingZeroBits(new Uint8Array(digest), bits));
    if (found >= 0) return { challenge, nonce: nonces[found] as string };
  }
}
