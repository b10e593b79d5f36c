import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedDelivery = { headers: http.IncomingHttpHeaders; body: string; path: string };

/** What the receiver answers next; once the script runs out, 200 "ok". */
export type Answer = { status: number; body?: string; headers?: Record<string, string> };

/**
 * A webhook receiver on loopback, as a company's system would run one: it keeps every request
 * and answers from a script the test sets (500 first, a redirect …).
 */
export async function startReceiver(): Promise<{
  url: string;
  port: number;
  received: ReceivedDelivery[];
  answers: Answer[];
  close(): Promise<void>;
}> {
  const received: ReceivedDelivery[] = [];
  const answers: Answer[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The receiver's side of the signature: HMAC-SHA256 of `timestamp.body`, compared in constant time. */
export function signatureHolds(secret: string, delivery: ReceivedDelivery): boolean {
  const timestamp = String(delivery.headers['x-custodia-timestamp']);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  const given = String(delivery.headers['x-custodia-signature']);
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
