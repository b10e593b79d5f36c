import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMessageGateway } from '../../test/message-gateway.ts';
import { GatewaySendFailed, sendOverGateway } from './message-gateway.ts';

let gateway: Awaited<ReturnType<typeof startMessageGateway>>;
beforeAll(async () => {
  gateway = await startMessageGateway();
});
afterAll(() => gateway.close());

const message = { to: '+573001234567', channel: 'sms', text: 'Su código es 123456' } as const;
const open = { allowHttp: true, allowPrivate: true };

describe("sending over a company's gateway, under the installation's rules", () => {
  it('delivers where the installation allows the address', async () => {
    await sendOverGateway({ url: gateway.url, key: 'k' }, message, open);
    expect(gateway.received.at(-1)).toMatchObject({ ...message, authorization: 'Bearer k' });
  });

  it('never connects to a private network the installation keeps out of reach', async () => {
    const before = gateway.received.length;
    const port = new URL(gateway.url).port;
    // Saved while the rules allowed it, or a name that resolves to loopback: refused when sent.
    for (const url of [gateway.url, `http://localhost:${port}/messages`]) {
      const send = sendOverGateway({ url, key: 'k' }, message, { ...open, allowPrivate: false });
      await expect(send).rejects.toThrow(GatewaySendFailed);
      await expect(send).rejects.toThrow(/is in a private network/);
    }
    const plain = sendOverGateway({ url: gateway.url, key: 'k' }, message, {
      ...open,
      allowHttp: false,
    });
    await expect(plain).rejects.toThrow(/https addresses only/);
    expect(gateway.received.length).toBe(before);
  });

  it('takes a refusal or an unreachable gateway as a failed send, naming no message', async () => {
    gateway.answer.status = 503;
    const refused = sendOverGateway({ url: gateway.url, key: 'k' }, message, open);
    await expect(refused).rejects.toThrow('the message gateway answered 503');
    gateway.answer.status = 202;
    const closed = sendOverGateway({ url: 'http://127.0.0.1:9/none', key: 'k' }, message, open);
    await expect(closed).rejects.toThrow(/could not be reached/);
    await expect(closed).rejects.not.toThrow(/123456/);
  });
});
