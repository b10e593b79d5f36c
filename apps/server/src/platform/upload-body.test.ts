import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { send, useCompanyServer } from '../../test/test-server.ts';

/**
 * A client that announces an upload, sends a little of it and stops (issue 35 point 1) holds no
 * transaction: the embedded database's one connection keeps serving everyone else, and the
 * stalled body is cut once it has sent nothing for UPLOAD_IDLE_SECONDS. The request timeout is
 * longer, so only the idle cut can answer the stalled upload first.
 */
const t = useCompanyServer('stalled.co', () => ({
  UPLOAD_IDLE_SECONDS: '1',
  REQUEST_TIMEOUT_SECONDS: '4',
}));

let port: number;
let recordId: string;
beforeAll(async () => {
  await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.app.server.address() as net.AddressInfo).port;
  const { form } = await designForm(t.asAdmin, [textbox('Asunto')]);
  const filed = await t.asAdmin(api.records.file, {
    params: { id: form.id },
    body: {
      subject: 'Solicitud con soportes',
      support_type: 2,
      document_date: '2026-01-15',
    },
  });
  recordId = filed.json().id;
});

/** The status line and body of the one answer a socket got before it closed. */
type RawAnswer = { status: number; body: string };

/**
 * Sends the headers of a 500 kB upload and its first 2 kB over a real socket, then nothing.
 * Resolves once the server has taken the request in, with the answer it will get.
 */
async function stalledUpload(
  method: string,
  url: string,
  token = t.company.adminToken,
): Promise<{ answer: Promise<RawAnswer> }> {
  const boundary = 'stall';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  const arrived = new Promise<IncomingMessage>((resolve) =>
    t.server.app.server.once('request', resolve),
  );
  const socket = net.connect(port, '127.0.0.1');
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(headers.split(' ')[1]), body });
    });
  });
  socket.write(
    [
      `${method} ${url} HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Content-Length: 500000',
      '',
      '',
    ].join('\r\n'),
  );
  socket.write(head + 'x'.repeat(2048 - head.length));
  await arrived;
  // Whatever the route does at once (open its transaction, before the fix) it has done.
  await new Promise(setImmediate);
  return { answer };
}

describe('an upload whose client stops sending', () => {
  it.each([
    ['a record file', 'POST', () => `/api/v1/file/form/${recordId}/?action=detail`],
    ['an avatar', 'PUT', () => `/api/v1/users/${t.company.admin.user.id}/avatar/`],
  ])(
    '(%s) leaves the server answering everyone else, then is cut with its code',
    async (_, method, url) => {
      const stalled = (await stalledUpload(method, url())).answer;
      const session = send(t.server, api.auth.session, {}, { token: t.company.adminToken });
      const first = await Promise.race([
        session.then(() => 'session check'),
        stalled.then(() => 'stalled upload'),
      ]);
      expect(first).toBe('session check');
      expect((await session).statusCode).toBe(200);
      const cut = await stalled;
      expect(cut.status).toBe(408);
      expect(JSON.parse(cut.body).code).toBe(500011);
    },
  );
});

describe('an upload without a session', () => {
  it('is refused before its body is read, whatever the client still means to send', async () => {
    const { answer } = await stalledUpload(
      'POST',
      `/api/v1/file/form/${recordId}/?action=detail`,
      `${t.company.adminToken.split('.')[0]}.${'A'.repeat(43)}`,
    );
    // Received first, the stalled body would have been cut as stalled (408) instead.
    const refused = await answer;
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body).code).toBe(10000);
  });
});
