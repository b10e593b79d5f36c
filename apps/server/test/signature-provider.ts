import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';

/** A call the fake provider received: who (the Basic credentials), what and where. */
export type ProviderCall = {
  method: string;
  path: string;
  user: string;
  key: string;
  body: unknown;
};

/** A request as the fake provider keeps it: what Custodia sent on creation. */
export type ProviderRequest = {
  id: string;
  body: {
    reference: string;
    notice_url: string;
    document: { name: string; sha256: string; content: string };
    signature_type: number;
    document_type: number;
    promissory_number: string | null;
    signers: { position: number; full_name: string; email: string }[];
  };
  status: 'pending' | 'signed' | 'voided';
};

/**
 * A third-party signing provider on loopback, speaking docs/signature-provider-api.md: it keeps
 * every call and every request, answers the signed document (the original with a page of its own)
 * and the evidence, and signs notices as the real one would. With `slow.held` it keeps its answers
 * until that settles, as a provider taking its time would; `arrived` tells of each call as it
 * comes, before it is answered.
 */
export async function startSignatureProvider() {
  const calls: ProviderCall[] = [];
  const requests = new Map<string, ProviderRequest>();
  const signedPdfs = new Map<string, Buffer>();
  /** How many of the next calls the provider fails with a 503, as when it is down. */
  const outage = { calls: 0 };
  const slow: { held?: Promise<unknown> } = {};
  const arrived: { tell?: (call: ProviderCall) => void } = {};

  async function signedPdf(request: ProviderRequest): Promise<Buffer> {
    const kept = signedPdfs.get(request.id);
    if (kept) return kept;
    const pdf = await PDFDocument.load(Buffer.from(request.body.document.content, 'base64'));
    pdf.addPage().drawText(`Signed through the fake provider: ${request.id}`);
    const bytes = Buffer.from(await pdf.save());
    signedPdfs.set(request.id, bytes);
    return bytes;
  }

  async function answer(method: string, path: string, body: unknown) {
    if (method === 'POST' && path === '/requests') {
      const id = `fake-${randomUUID()}`;
      requests.set(id, { id, body: body as ProviderRequest['body'], status: 'pending' });
      return { status: 201, json: { id } };
    }
    const match = /^\/requests\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    const request = match?.[1] ? requests.get(decodeURIComponent(match[1])) : undefined;
    if (!request) return { status: 404, json: { error: 'not found' } };
    const action = match?.[2];
    if (method === 'GET' && !action)
      return { status: 200, json: { id: request.id, status: request.status } };
    if (method === 'GET' && action === 'document')
      return { status: 200, pdf: await signedPdf(request) };
    if (method === 'GET' && action === 'evidence') {
      return {
        status: 200,
        json: {
          signers: request.body.signers.map((signer) => ({
            position: signer.position,
            signed_at: '2026-03-01T10:00:00Z',
            ip: '203.0.113.7',
            user_agent: 'FakeProvider/1.0',
          })),
        },
      };
    }
    if (method === 'POST' && action === 'cancel') request.status = 'voided';
    if (method === 'POST' && ['send', 'resend', 'cancel'].includes(action ?? ''))
      return { status: 204 };
    return { status: 404, json: { error: 'not found' } };
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const basic = /^Basic (.+)$/.exec(incoming.headers.authorization ?? '')?.[1] ?? '';
      const [user = '', key = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      const method = incoming.method ?? 'GET';
      const path = incoming.url ?? '/';
      const call = { method, path, user, key, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      arrived.tell?.(call);
      await slow.held;
      const down = outage.calls > 0;
      if (down) outage.calls -= 1;
      const result = down
        ? { status: 503, json: { error: 'unavailable' } }
        : await answer(method, path, text ? JSON.parse(text) : undefined);
      if ('pdf' in result && result.pdf) {
        response.writeHead(result.status, { 'content-type': 'application/pdf' });
        response.end(result.pdf);
      } else if ('json' in result) {
        response.writeHead(result.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(result.json));
      } else {
        response.writeHead(result.status);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    requests,
    outage,
    slow,
    arrived,
    signedPdf,
    /** The request the provider holds for one of Custodia's, by Custodia's id. */
    requestOf(reference: string): ProviderRequest | undefined {
      return [...requests.values()].find((request) => request.body.reference === reference);
    },
    /** A notice as the provider sends it: its raw body and the HMAC header under `key`. */
    notice(request: ProviderRequest, event: string, key: string, signer?: number) {
      const body = JSON.stringify({
        id: randomUUID(),
        event,
        reference: request.body.reference,
        request: request.id,
        ...(signer === undefined ? {} : { signer }),
        at: new Date().toISOString(),
      });
      const signature = `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
      return { body, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
