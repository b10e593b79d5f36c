import { createHash } from 'node:crypto';
import { api, hasLeadingZeroBits, provenText, type WindowFilingInput } from '@custodia/contracts';
import { send, type TestServer } from './test-server.ts';

/** Solves a window's proof of work as the petitioner's browser does, by trying answers in turn. */
export function solved(challenge: string, bits: number): WindowFilingInput['proof'] {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256')
      .update(provenText(challenge, String(nonce)))
      .digest();
    if (hasLeadingZeroBits(digest, bits)) return { challenge, nonce: String(nonce) };
  }
}

/** A fresh, solved challenge of a company's window. */
export async function windowProof(
  server: TestServer,
  domain: string,
): Promise<WindowFilingInput['proof']> {
  const window = (await send(server, api.window.open, { params: { domain } })).json();
  return solved(window.challenge.challenge, window.challenge.bits);
}
