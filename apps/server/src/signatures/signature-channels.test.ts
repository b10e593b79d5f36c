import type {
  ErrorBody,
  RecordFileDto,
  RecordSignaturesDto,
  SignerViewDto,
} from '@custodia/contracts';
import { api, type BodyOf } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { startMailbox } from '../../test/mailbox.ts';
import { type GatewayMessage, startMessageGateway } from '../../test/message-gateway.ts';
import { signingPage } from '../../test/signing.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';

/**
 * Signatures by SMS and WhatsApp (issue 33 point 2): the built-in provider sends a signingPage's link
 * and codes through the company's gateway, here one the test runs, to the signingPage's phone.
 */
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let gateway: Awaited<ReturnType<typeof startMessageGateway>>;
beforeAll(async () => {
  [mailbox, gateway] = await Promise.all([startMailbox(), startMessageGateway()]);
});
afterAll(() => Promise.all([mailbox.close(), gateway.close()]));
// The test's gateway listens on loopback over plain http, which the installation must allow.
const t = useCompanyServer('mensajes.co', () => ({
  SMTP_URL: mailbox.url,
  OUTBOUND_ALLOW_HTTP: 'true',
  OUTBOUND_ALLOW_PRIVATE: 'true',
}));
const { asAdmin } = t;

const GATEWAY_KEY = 'clave-de-la-pasarela-de-prueba';
let formId: string;
let recordId: string;
let pdf: RecordFileDto;

beforeAll(async () => {
  formId = (await designForm(asAdmin, [textbox('Nombre')])).form.id;
  const filed = await asAdmin(api.records.file, {
    params: { id: formId },
    body: {
      subject: 'Pagaré de arrendamiento',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  recordId = filed.json().id;
  [pdf] = (await attached(t.server, t.company.adminToken, { id: recordId, form_id: formId }, [
    { name: 'contrato.pdf', content: await pdfOf(['Contrato']) },
  ])) as [RecordFileDto];
  await delivered();
});

const signatory = (n: number) => ({
  country: 'CO',
  dial_code: '+57',
  phone: `300 123 450${n}`,
  full_name: `Firmante Número ${n}`,
  document_type: 1,
  document_number: `1020304${n}`,
  email: `firmante${n}@clientes.example`,
});

const requestBy = (channel: number, signatories = [signatory(1)]) =>
  asAdmin(api.signatures.create, {
    body: {
      form_id: formId,
      record_id: recordId,
      file_id: pdf.id,
      description: 'Firma del contrato',
      channel,
      days: 5,
      graphic: false,
      signatories,
    },
  });

/** Runs what is due and takes the messages and mail that arrived since last asked. */
async function delivered(): Promise<{ messages: GatewayMessage[]; mails: number }> {
  await t.server.app.jobs.runDue();
  const mails = mailbox.received.splice(0, mailbox.received.length).length;
  return { messages: gateway.received.splice(0, gateway.received.length), mails };
}

const linkOf = (message: GatewayMessage | undefined) =>
  /\/sign#([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1] as string;
const codeOf = (message: GatewayMessage | undefined) =>
  /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] as string;

const signing = signingPage(t);

const setGateway = (body: BodyOf<typeof api.company.setMessageGateway>) =>
  asAdmin(api.company.setMessageGateway, { body });

const panel = async (): Promise<RecordSignaturesDto> =>
  (await asAdmin(api.signatures.ofRecord, { params: { id: recordId } })).json();

/** The signatory's way from the message with their link to a signed document. */
async function signsFromPhone(token: string, channels: string[]) {
  const opened = await signing('open', { token });
  expect(opened.json() as SignerViewDto).toMatchObject({ code_to: '+57 ***501' });
  expect((await signing('code', { token })).statusCode).toBe(200);
  const { messages, mails } = await delivered();
  expect(mails).toBe(0);
  expect(messages.map((message) => message.channel)).toEqual(channels);
  const code = codeOf(messages[0]);
  expect(messages.every((message) => codeOf(message) === code)).toBe(true);
  const checked = await signing('verify', { token, code });
  expect(checked.statusCode, checked.body).toBe(200);
  const signed = await signing('sign', { token });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json()).toMatchObject({ status: 1, request_status: 1 });
}

describe('signatures by SMS and WhatsApp (issue 33 point 2)', () => {
  it('offers and takes only e-mail while the company has no gateway (40019)', async () => {
    expect((await panel()).channels).toEqual([1]);
    for (const channel of [2, 3, 4]) {
      const refused = await requestBy(channel);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 40019, data: { channel: expect.any(String) } });
    }
  });

  it('sends the link and the code by SMS to the dial code and phone, with the key as bearer', async () => {
    expect((await setGateway({ url: gateway.url, key: GATEWAY_KEY })).statusCode).toBe(200);
    expect((await panel()).channels).toEqual([1, 2, 3, 4]);
    const request = await requestBy(2);
    expect(request.statusCode, request.body).toBe(201);
    const { messages, mails } = await delivered();
    expect(mails).toBe(0);
    expect(messages).toEqual([
      {
        to: '+573001234501',
        channel: 'sms',
        text: expect.stringContaining('contrato.pdf'),
        authorization: `Bearer ${GATEWAY_KEY}`,
      },
    ]);
    const token = linkOf(messages[0]);
    const stored = await ownerQuery<{ token_hash: string }>(
      t.server,
      'SELECT token_hash FROM signatories WHERE request_id = $1',
      [request.json().id],
    );
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    await signsFromPhone(token, ['sms']);
  }, 30_000);

  it('sends them by WhatsApp', async () => {
    await requestBy(3);
    const { messages } = await delivered();
    expect(messages.map((message) => [message.to, message.channel])).toEqual([
      ['+573001234501', 'whatsapp'],
    ]);
    await signsFromPhone(linkOf(messages[0]), ['whatsapp']);
  }, 30_000);

  it('sends the same link and the same code by both when the request says SMS and WhatsApp', async () => {
    await requestBy(4);
    const { messages } = await delivered();
    expect(messages.map((message) => message.channel)).toEqual(['sms', 'whatsapp']);
    expect(linkOf(messages[1])).toBe(linkOf(messages[0]));
    await signsFromPhone(linkOf(messages[0]), ['sms', 'whatsapp']);
  }, 30_000);

  it('keeps no link when the gateway refuses it, and sends a working one when the job runs again', async () => {
    gateway.answer.status = 503;
    const request = (await requestBy(2)).json();
    expect((await delivered()).messages).toEqual([]);
    const waiting = await ownerQuery<{ token_hash: string | null; last_error: string }>(
      t.server,
      `SELECT s.token_hash, j.last_error FROM signatories s, jobs j
        WHERE s.request_id = $1 AND j.kind = 'sendSigningLink' AND j.done_at IS NULL`,
      [request.id],
    );
    expect(waiting).toEqual([{ token_hash: null, last_error: 'the message gateway answered 503' }]);
    const audit = await ownerQuery(
      t.server,
      "SELECT 1 FROM audit_logs WHERE entity_id = $1 AND action = 'send'",
      [request.id],
    );
    expect(audit).toEqual([]);

    gateway.answer.status = 202;
    await ownerQuery(
      t.server,
      "UPDATE jobs SET run_at = now() WHERE kind = 'sendSigningLink' AND done_at IS NULL",
    );
    const { messages } = await delivered();
    expect(messages).toHaveLength(1);
    await signsFromPhone(linkOf(messages[0]), ['sms']);
  }, 30_000);

  it('answers 40023 when the gateway cannot take a code, and counts no code nor send', async () => {
    const request = (await requestBy(3)).json();
    const token = linkOf((await delivered()).messages[0]);
    const down = await startMessageGateway();
    await down.close();
    await setGateway({ url: down.url });
    for (const failing of ['unreachable', 'refusing']) {
      if (failing === 'refusing') {
        await setGateway({ url: gateway.url });
        gateway.answer.status = 500;
      }
      const refused = await signing('code', { token });
      expect(refused.statusCode).toBe(424);
      expect(refused.json<ErrorBody>().code).toBe(40023);
    }
    gateway.answer.status = 202;
    const stored = await ownerQuery<{ code_hash: string | null; code_sends: number }>(
      t.server,
      'SELECT code_hash, code_sends FROM signatories WHERE request_id = $1',
      [request.id],
    );
    expect(stored).toEqual([{ code_hash: null, code_sends: 0 }]);
    const audit = await ownerQuery(
      t.server,
      "SELECT 1 FROM audit_logs WHERE entity_id = $1 AND action = 'code_sent'",
      [request.id],
    );
    expect(audit).toEqual([]);
    await signsFromPhone(token, ['whatsapp']);
  }, 30_000);

  it('holds no connection while the gateway takes its time: the code is counted, the database free', async () => {
    const request = (await requestBy(2)).json();
    const token = linkOf((await delivered()).messages[0]);
    let answer = () => {};
    gateway.answer.held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const arrival = new Promise<void>((resolve) => {
      gateway.arrived.tell = resolve;
    });
    const sending = signing('code', { token });
    try {
      await arrival;
      // The gateway has the code and has not answered: others read and write meanwhile (on
      // PGlite's one connection, this read would wait for the code's transaction to end).
      const counted = await ownerQuery<{ code_sends: number }>(
        t.server,
        'SELECT code_sends FROM signatories WHERE request_id = $1',
        [request.id],
      );
      expect(counted).toEqual([{ code_sends: 1 }]);
    } finally {
      answer();
      gateway.answer.held = undefined;
      gateway.arrived.tell = undefined;
    }
    expect((await sending).statusCode).toBe(200);
    expect((await delivered()).messages).toHaveLength(1);
    const audit = await ownerQuery(
      t.server,
      "SELECT 1 FROM audit_logs WHERE entity_id = $1 AND action = 'code_sent'",
      [request.id],
    );
    expect(audit).toHaveLength(1);
    await signsFromPhone(token, ['sms']);
  }, 30_000);

  it('reminds by the request’s channel a day before expiry, with a new link', async () => {
    const request = (await requestBy(3)).json();
    const first = linkOf((await delivered()).messages[0]);
    await ownerQuery(
      t.server,
      "UPDATE jobs SET run_at = now() WHERE key = $1 AND kind = 'remindSignatories'",
      [request.id],
    );
    await t.server.app.jobs.runDue();
    const { messages } = await delivered();
    expect(messages.map((message) => [message.to, message.channel])).toEqual([
      ['+573001234501', 'whatsapp'],
    ]);
    expect(messages[0]?.text).toContain('mañana');
    const renewed = linkOf(messages[0]);
    expect(renewed).not.toBe(first);
    expect((await signing('open', { token: first })).json<ErrorBody>().code).toBe(40008);
    expect((await signing('open', { token: renewed })).statusCode).toBe(200);
  });

  it('stops offering SMS and WhatsApp once the gateway is removed', async () => {
    expect((await asAdmin(api.company.removeMessageGateway)).json().message_gateway).toBe(null);
    expect((await panel()).channels).toEqual([1]);
    expect((await requestBy(2)).json<ErrorBody>().code).toBe(40019);
  });
});
