import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as the gateway took it: the body the app posted and the bearer it sent. */
export type GatewayMessage = {
  to: string;
  channel: 'sms' | 'whatsapp';
  text: string;
  authorization: string | undefined;
};

/**
 * A local SMS and WhatsApp gateway (docs/operations.md's contract) that keeps what it is posted,
 * so tests read the messages a person would get on their phone. `answer` sets the status it
 * replies with (a refusal when not 2xx) and, with `held`, keeps the reply until it settles, as a
 * slow gateway would; `arrived` tells of each message as it comes, before it is answered.
 */
export async function startMessageGateway(): Promise<{
  url: string;
  received: GatewayMessage[];
  answer: { status: number; held?: Promise<unknown> };
  arrived: { tell?: () => void };
  close(): Promise<void>;
}> {
  const received: GatewayMessage[] = [];
  const answer: { status: number; held?: Promise<unknown> } = { status: 202 };
  const arrived: { tell?: () => void } = {};
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      arrived.tell?.();
      await answer.held;
      if (answer.status < 300) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        received.push({ ...body, authorization: request.headers.authorization });
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ accepted: answer.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answer,
    arrived,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
