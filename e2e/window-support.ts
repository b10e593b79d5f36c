import { createHash } from 'node:crypto';
import { hasLeadingZeroBits, provenText } from '@custodia/contracts/plain';
import { type APIRequestContext, expect } from '@playwright/test';

/** A PQRS filed through the window's API, its challenge solved here as a browser would. */
export async function filedThroughApi(request: APIRequestContext) {
  const window = await (await request.get('/api/v1/window/demo.co/')).json();
  const { challenge, bits } = window.challenge as { challenge: string; bits: number };
  let nonce = 0;
  while (
    !hasLeadingZeroBits(
      createHash('sha256')
        .update(provenText(challenge, String(nonce)))
        .digest(),
      bits,
    )
  ) {
    nonce += 1;
  }
  const filed = await request.post('/api/v1/window/demo.co/pqrs/', {
    data: {
      type_id: window.types[0].id,
      subject: 'Copia del contrato de arrendamiento',
      text: 'Solicito copia del contrato de arrendamiento del local.',
      petitioner: null,
      consent: true,
      language: 'es',
      proof: { challenge, nonce: String(nonce) },
    },
  });
  expect(filed.ok(), await filed.text()).toBe(true);
  return (await filed.json()) as { number: string; tracking_code: string };
}
