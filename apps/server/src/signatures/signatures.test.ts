import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  api,
  type BodyOf,
  type CreateSignatureRequestInput,
  type ErrorBody,
  type FormGrantInput,
  formatDateTimeIn,
  type RecordFileDto,
  type RecordSignaturesDto,
  type SignatureRequestDetailDto,
  type SignerViewDto,
  type UserDto,
  type VerificationDto,
} from '@custodia/contracts';
import ExcelJS from 'exceljs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDay } from '../../test/company-day.ts';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { pngOf } from '../../test/image-fixtures.ts';
import { linkIn, type ReceivedMail, startMailbox, textOf } from '../../test/mailbox.ts';
import {
  companyWithAdmin,
  type Input,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { textOf as pdfTextOf } from '../files/files.text.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('firmas.co', () => ({ SMTP_URL: mailbox.url }));
const { asAdmin } = t;

type Person = { user: UserDto; token: string };
let formId: string;
let recordId: string;
let pdf: RecordFileDto;
let text: RecordFileDto;
let signer: Person;
let clerk: Person;
let querier: Person;

async function person(userType: 1 | 2, grant?: FormGrantInput): Promise<Person> {
  const { role, user } = await memberOfNewRole(t, userType);
  if (grant) await asAdmin(api.roles.addFormGrant, { params: { id: role.id }, body: grant });
  return { user, token: (await login(t.server, user.user_name, USER_PASSWORD)).access };
}

async function fileRecord() {
  const filed = await asAdmin(api.records.file, {
    params: { id: formId },
    body: {
      subject: 'Contrato de arrendamiento',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json().id as string;
}

/** Delivers what is due through SMTP and takes the mail that arrived since last asked. */
async function delivered(): Promise<ReceivedMail[]> {
  await t.server.app.jobs.runDue();
  return mailbox.received.splice(0, mailbox.received.length);
}

beforeAll(async () => {
  formId = (await designForm(asAdmin, [textbox('Nombre')])).form.id;
  recordId = await fileRecord();
  const record = { id: recordId, form_id: formId };
  [pdf, text] = (await attached(t.server, t.company.adminToken, record, [
    { name: 'contrato.pdf', content: await pdfOf(['Contrato', 'Segunda página']) },
    { name: 'nota.txt', content: 'Una nota de texto' },
  ])) as [RecordFileDto, RecordFileDto];
  signer = await person(2, { form_id: formId, query: true, sign_electronically: true });
  clerk = await person(2, { form_id: formId, query: true });
  querier = await person(1, { form_id: formId, query: true, sign_electronically: true });
  await delivered();
});

const signatory = (n: number, overrides: Record<string, unknown> = {}) => ({
  country: 'CO',
  dial_code: '+57',
  phone: `300123450${n}`,
  full_name: `Firmante Número ${n}`,
  document_type: 1,
  document_number: `1020304${n}`,
  email: `firmante${n}@clientes.example`,
  ...overrides,
});

const input = (overrides: Record<string, unknown> = {}) => ({
  form_id: formId,
  record_id: recordId,
  file_id: pdf.id,
  description: 'Firma del contrato de arrendamiento',
  days: 5,
  ordered: true,
  graphic: true,
  signatories: [signatory(1), signatory(2)],
  ...overrides,
});

const requestAs = (token: string, body: CreateSignatureRequestInput) =>
  send(t.server, api.signatures.create, { body }, { token });

async function requested(overrides: Record<string, unknown> = {}) {
  const response = await requestAs(t.company.adminToken, input(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SignatureRequestDetailDto;
}

type SigningStep = (typeof api.signing)[Exclude<keyof typeof api.signing, 'photo'>];

/** A signer's step: public, the signing link's token in the body. */
const signing = <E extends SigningStep>(endpoint: E, body: BodyOf<E>) =>
  send(t.server, endpoint, { body } as Input<E>);

/** The signing link of each mail, by the address it went to. */
function linksIn(mails: ReceivedMail[]): Map<string, string> {
  return new Map(mails.map((mail) => [mail.to[0] as string, linkIn(mail).hash.slice(1)]));
}

const codeIn = (mail: ReceivedMail | undefined) => {
  const found = /\b(\d{6})\b/.exec(textOf(mail as ReceivedMail));
  return found?.[1] as string;
};

/** A signer's way through the built-in flow up to a verified code. */
async function verified(token: string): Promise<void> {
  expect((await signing(api.signing.sendCode, { token })).statusCode).toBe(200);
  const code = codeIn((await delivered())[0]);
  const checked = await signing(api.signing.verify, { token, code });
  expect(checked.statusCode, checked.body).toBe(200);
}

describe('requesting signatures (issue 33 point 1)', () => {
  it('answers the request with its signatories in order and mails the first one alone when ordered', async () => {
    const request = await requested();
    expect(request).toMatchObject({
      status: 0,
      description: 'Firma del contrato de arrendamiento',
      file: { id: pdf.id, name: 'contrato.pdf', version: 1 },
      signatories_count: 2,
      signed_count: 0,
      abilities: { view: true, cancel: true, resend: true },
    });
    expect(request.signatories.map((one) => one.full_name)).toEqual([
      'Firmante Número 1',
      'Firmante Número 2',
    ]);
    const mails = await delivered();
    expect(mails.map((mail) => mail.to)).toEqual([['firmante1@clientes.example']]);
    expect(textOf(mails[0] as ReceivedMail)).toContain('contrato.pdf');
    const stored = await ownerQuery<{ token_hash: string | null }>(
      t.server,
      'SELECT token_hash FROM signatories WHERE request_id = $1 ORDER BY position',
      [request.id],
    );
    const token = linkIn(mails[0] as ReceivedMail).hash.slice(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(stored[1]?.token_hash).toBeNull();
  });

  it('mails every signer at once when the order does not matter', async () => {
    await requested({ ordered: false });
    const mails = await delivered();
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([
      'firmante1@clientes.example',
      'firmante2@clientes.example',
    ]);
  });

  it('mails links that work the moment they arrive, as a mail scanner opening them at once finds', async () => {
    const opened: number[] = [];
    mailbox.arrived.tell = async (mail) => {
      const token = linkIn(mail).hash.slice(1);
      opened.push((await signing(api.signing.open, { token })).statusCode);
    };
    try {
      const request = await requested({ ordered: false });
      expect(await delivered()).toHaveLength(2);
      const resent = await send(
        t.server,
        api.signatures.resend,
        { params: { id: request.id } },
        { token: t.company.adminToken },
      );
      expect(resent.statusCode, resent.body).toBe(200);
      expect(await delivered()).toHaveLength(2);
    } finally {
      mailbox.arrived.tell = undefined;
    }
    expect(opened).toEqual([200, 200, 200, 200]);
  });

  it.each([
    ['no signatory', { signatories: [] }, 'signatories'],
    [
      'eleven signatories',
      {
        signatories: Array.from({ length: 11 }, (_, n) =>
          signatory(n, { email: `p${n}@x.example` }),
        ),
      },
      'signatories',
    ],
    ['61 days', { days: 61 }, 'days'],
    ['0 days', { days: 0 }, 'days'],
    [
      'a phone of 9 characters',
      { signatories: [signatory(1, { phone: '300123456' })] },
      'signatories.0.phone',
    ],
    [
      'a phone of 21 characters',
      { signatories: [signatory(1, { phone: '3'.repeat(21) })] },
      'signatories.0.phone',
    ],
    [
      'an identity document type outside §3',
      { signatories: [signatory(1, { document_type: 7 })] },
      'signatories.0.document_type',
    ],
    ['the same e-mail twice', { signatories: [signatory(1), signatory(1)] }, 'signatories'],
  ])('refuses %s with 30010 naming the field', async (_, overrides, field) => {
    const response = await requestAs(t.company.adminToken, input(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe(30010);
    expect(Object.keys(response.json<ErrorBody>().data ?? {})).toContain(field);
  });

  it('offers advanced signatures and promissory notes only through a third-party provider (40005)', async () => {
    for (const overrides of [{ signature_type: 3 }, { document_type: 2 }]) {
      const response = await requestAs(t.company.adminToken, input(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().code).toBe(40005);
    }
    const panel: RecordSignaturesDto = (
      await asAdmin(api.signatures.ofRecord, { params: { id: recordId } })
    ).json();
    expect(panel.third_party).toBe(false);
  });

  it('refuses SMS and WhatsApp while the company has no gateway (40019)', async () => {
    const response = await requestAs(t.company.adminToken, input({ channel: 2 }));
    expect(response.json<ErrorBody>().code).toBe(40019);
  });

  it('signs PDFs only (40006), of the record named (40007)', async () => {
    const notPdf = await requestAs(t.company.adminToken, input({ file_id: text.id }));
    expect(notPdf.json<ErrorBody>().code).toBe(40006);
    const otherRecord = await fileRecord();
    const elsewhere = await requestAs(t.company.adminToken, input({ record_id: otherRecord }));
    expect(elsewhere.json<ErrorBody>().code).toBe(40007);
    const otherForm = (await designForm(asAdmin, [textbox('Nombre')])).form.id;
    const misnamed = await requestAs(t.company.adminToken, input({ form_id: otherForm }));
    expect(misnamed.json<ErrorBody>().code).toBe(30040);
  });

  it('lets the holders of the "sign electronically" grant request, never query users or others', async () => {
    const granted = await requestAs(signer.token, input());
    expect(granted.statusCode, granted.body).toBe(201);
    for (const who of [clerk, querier]) {
      const refused = await requestAs(who.token, input());
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe(10001);
    }
    const clerkPanel: RecordSignaturesDto = (
      await send(
        t.server,
        api.signatures.ofRecord,
        { params: { id: recordId } },
        { token: clerk.token },
      )
    ).json();
    expect(clerkPanel).toMatchObject({ items: [], can_request: false });
    await delivered();
  });

  it('never on a cancelled record (30041)', async () => {
    const cancelledId = await fileRecord();
    const [file] = (await attached(
      t.server,
      t.company.adminToken,
      { id: cancelledId, form_id: formId },
      [{ name: 'anulado.pdf', content: await pdfOf(['Anulado']) }],
    )) as [RecordFileDto];
    const cancel = await asAdmin(api.records.cancel, {
      params: { id: formId, recordId: cancelledId },
      body: {
        reason: 'Radicado duplicado',
      },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const response = await requestAs(
      t.company.adminToken,
      input({ record_id: cancelledId, file_id: file.id }),
    );
    expect(response.json<ErrorBody>().code).toBe(30041);
  });
});

describe('the built-in signing flow (issue 33 point 2)', () => {
  it('checks identity with a code by mail, signs in order and seals the signed PDF as a new version', async () => {
    const request = await requested();
    const first = linksIn(await delivered()).get('firmante1@clientes.example') as string;
    const opened = await signing(api.signing.open, { token: first });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json() as SignerViewDto).toMatchObject({
      full_name: 'Firmante Número 1',
      code_to: 'f***@c***.example',
      turn: true,
      verified: false,
      graphic: true,
    });
    const early = await signing(api.signing.document, { token: first });
    expect(early.json<ErrorBody>().code).toBe(40009);
    await verified(first);
    const document = await signing(api.signing.document, { token: first });
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    const noGraphic = await signing(api.signing.sign, { token: first });
    expect(noGraphic.json<ErrorBody>().code).toBe(40015);
    const corrected = await signing(api.signing.sign, {
      token: first,
      corrections: { full_name: 'Otro Nombre' },
      graphic: { kind: 'typed', value: 'Firmante Uno' },
    });
    expect(corrected.json<ErrorBody>().code).toBe(40016);
    const signed = await signing(api.signing.sign, {
      token: first,
      graphic: { kind: 'typed', value: 'Firmante Uno' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 1, request_status: 0 });
    // The link is spent.
    expect((await signing(api.signing.open, { token: first })).json<ErrorBody>().code).toBe(40008);

    const second = linksIn(await delivered()).get('firmante2@clientes.example') as string;
    await verified(second);
    const last = await signing(api.signing.sign, {
      token: second,
      graphic: { kind: 'typed', value: 'Firmante Dos' },
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ status: 1, request_status: 1 });

    const done: SignatureRequestDetailDto = (
      await asAdmin(api.signatures.detail, { params: { id: request.id } })
    ).json();
    expect(done).toMatchObject({ status: 1, signed_count: 2, signed_version: 2 });
    expect(done.signatories.every((one) => one.code_verified_at && one.signed_at)).toBe(true);
    const versions = (await asAdmin(api.files.versions, { params: { id: pdf.id } })).json();
    expect(versions.items[0]).toMatchObject({ version: 2, mime: 'application/pdf' });

    const sealed = await asAdmin(api.files.download, {
      params: { id: pdf.id },
      query: { version: 2 },
    });
    expect(sealed.statusCode).toBe(200);
    const bytes = sealed.rawPayload;
    expect(bytes.includes(Buffer.from('ETSI.CAdES.detached'))).toBe(true);
    await expectSeal(bytes, true);
    // One byte of the signed range changed: the seal no longer matches.
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf(Buffer.from('/Producer'));
    tampered.write('/Pro-ucer', at);
    await expectSeal(tampered, false);
    const audit = await ownerQuery<{ action: string }>(
      t.server,
      "SELECT action FROM audit_logs WHERE module = 'signatures' AND entity_id = $1 ORDER BY seq",
      [request.id],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'request',
      'send',
      'view',
      'code_sent',
      'code_verified',
      'sign',
      'send',
      'code_sent',
      'code_verified',
      'sign',
      'complete',
    ]);
  }, 60_000);

  it('gives three tries a code, three codes a link, and never keeps a code in clear', async () => {
    await requested({ ordered: false, signatories: [signatory(3)] });
    const token = linksIn(await delivered()).get('firmante3@clientes.example') as string;
    expect(
      (await signing(api.signing.verify, { token, code: '123456' })).json<ErrorBody>().code,
    ).toBe(40009);
    await signing(api.signing.sendCode, { token });
    const code = codeIn((await delivered())[0]);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await signing(api.signing.verify, { token, code: wrong })).json<ErrorBody>().code).toBe(
      40010,
    );
    expect((await signing(api.signing.verify, { token, code: wrong })).json<ErrorBody>().code).toBe(
      40010,
    );
    expect((await signing(api.signing.verify, { token, code: wrong })).json<ErrorBody>().code).toBe(
      40012,
    );
    expect((await signing(api.signing.verify, { token, code })).json<ErrorBody>().code).toBe(40012);
    const stored = await ownerQuery<{ code_hash: string }>(
      t.server,
      "SELECT code_hash FROM signatories WHERE email = 'firmante3@clientes.example'",
    );
    expect(stored[0]?.code_hash).not.toContain(code);
    const jobs = await ownerQuery<{ payload: unknown }>(t.server, 'SELECT payload FROM jobs');
    expect(JSON.stringify(jobs)).not.toContain(token.split('.')[1]);
    await signing(api.signing.sendCode, { token });
    await signing(api.signing.sendCode, { token });
    expect((await signing(api.signing.sendCode, { token })).json<ErrorBody>().code).toBe(40013);
    await delivered();
  });

  it('keeps the next signer waiting for their turn (40014)', async () => {
    const request = await requested({ signatories: [signatory(4), signatory(5)] });
    await delivered();
    await asAdmin(api.signatures.resend, { params: { id: request.id } });
    const links = linksIn(await delivered());
    expect([...links.keys()]).toEqual(['firmante4@clientes.example']);
    // The second signer's link, had it been sent early, would wait.
    const view = await ownerQuery<{ count: number }>(
      t.server,
      'SELECT count(*)::int AS count FROM signatories WHERE request_id = $1 AND token_hash IS NOT NULL',
      [request.id],
    );
    expect(view[0]?.count).toBe(1);
  });
});

/** A request's reminder and expiry still waiting. */
const followUps = (requestId: string) =>
  ownerQuery<{ kind: string; run_at: Date }>(
    t.server,
    `SELECT kind, run_at FROM jobs WHERE key = $1 AND done_at IS NULL AND failed_at IS NULL
      ORDER BY kind`,
    [requestId],
  );

/** Its days having passed: makes a request's job due now. */
const due = (requestId: string, kind: string) =>
  ownerQuery(t.server, 'UPDATE jobs SET run_at = now() WHERE key = $1 AND kind = $2', [
    requestId,
    kind,
  ]);

async function expectSeal(bytes: Buffer, valid: boolean) {
  // Issue 33: poppler's pdfsig judges the seal; `npm test` installs it (scripts/ensure-test-tools.mjs).
  const pdfsig = '/usr/bin/pdfsig';
  expect(fs.existsSync(pdfsig), 'pdfsig is missing: run node scripts/ensure-test-tools.mjs').toBe(
    true,
  );
  const file = path.join(os.tmpdir(), `sealed-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, bytes);
  const output = await promisify(execFile)(pdfsig, [file]).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  fs.rmSync(file);
  if (valid) expect(output).toContain('Signature is Valid');
  else expect(output).not.toContain('Signature is Valid');
}

/** A signer's photo, sent as their browser sends it: the link, then the picture. */
function photo(token: string, content: Buffer | string, filename = 'foto.jpg') {
  return send(t.server, api.signing.photo, {
    body: [
      { field: 'token', value: token },
      { file: 'photo', filename, content, type: 'image/jpeg' },
    ],
  });
}

/** A one-signer request, up to that signer's verified code: its id and the signer's link. */
async function oneSigner(n: number, overrides: Record<string, unknown>) {
  const request = await requested({ graphic: false, signatories: [signatory(n)], ...overrides });
  const link = linksIn(await delivered()).get(`firmante${n}@clientes.example`) as string;
  return { request, link };
}

/** The signed PDF of a request signed by everyone: its bytes and its text. */
async function signedPdf(request: SignatureRequestDetailDto) {
  const done: SignatureRequestDetailDto = (
    await asAdmin(api.signatures.detail, { params: { id: request.id } })
  ).json();
  const sealed = await asAdmin(api.files.download, {
    params: { id: request.file.id },
    query: { version: done.signed_version },
  });
  expect(sealed.statusCode).toBe(200);
  return {
    done,
    bytes: sealed.rawPayload,
    text: await pdfTextOf(sealed.rawPayload, 'application/pdf'),
  };
}

/** How many pictures the last page of a PDF draws. */
async function imagesOnLastPage(bytes: Buffer): Promise<number> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(pdf.getPageCount() - 1);
  const objects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (objects?.entries() ?? []).filter(([, ref]) => {
    const object = ref instanceof PDFRef ? pdf.context.lookup(ref) : ref;
    return (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
    );
  }).length;
}

const auditOf = (requestId: string) =>
  ownerQuery<{ action: string; changes: Record<string, unknown> }>(
    t.server,
    "SELECT action, changes FROM audit_logs WHERE module = 'signatures' AND entity_id = $1 ORDER BY seq",
    [requestId],
  );

describe('photo evidence and the signer’s own corrections (issue 33)', () => {
  it('asks a photo before signing (40021), checks it by content (40025–40027), keeps it re-encoded and prints it on the evidence', async () => {
    const { request, link } = await oneSigner(3, { photo_evidence: true });
    expect(request.photo_evidence).toBe(true);
    expect((await signing(api.signing.open, { token: link })).json()).toMatchObject({
      photo_evidence: true,
      photo_taken: false,
    });
    const picture = pngOf(400, 300);
    expect((await photo(link, picture)).json<ErrorBody>().code).toBe(40009);
    await verified(link);
    const unsigned = await signing(api.signing.sign, { token: link });
    expect(unsigned.json()).toMatchObject({ code: 40021, data: { photo: expect.any(String) } });

    // A script renamed .jpg, a PDF, a huge file, a picture too small: each refused by its content.
    expect((await photo(link, '<?php system($_GET["c"]); ?>')).json<ErrorBody>().code).toBe(40025);
    expect((await photo(link, await pdfOf(['No es una foto']))).json<ErrorBody>().code).toBe(40025);
    const huge = Buffer.concat([picture, Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await photo(link, huge);
    expect(oversized.json(), oversized.body).toMatchObject({ code: 40026 });
    expect((await photo(link, pngOf(100, 100))).json<ErrorBody>().code).toBe(40027);
    expect((await photo(link, pngOf(20_000, 200))).json<ErrorBody>().code).toBe(40027);
    const refused = await photo(link, 'GIF89a no es una foto', 'foto.gif');
    expect(refused.json(), refused.body).toMatchObject({ code: 40025 });
    expect(refused.json<ErrorBody>().detail).toMatch(/JPEG, PNG o WebP/);

    // A picture with a page glued after it: the page does not survive the re-encoding.
    const script = '<script>alert(document.cookie)</script>';
    const taken = await photo(link, Buffer.concat([picture, Buffer.from(script)]));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ photo_taken: true });

    const detail: SignatureRequestDetailDto = (
      await asAdmin(api.signatures.detail, { params: { id: request.id } })
    ).json();
    expect(detail.signatories[0]).toMatchObject({ photo: true, corrected_at: null });
    const signatoryId = detail.signatories[0]?.id as string;
    const shown = await asAdmin(api.signatures.photo, { params: { id: request.id, signatoryId } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(shown.rawPayload.includes(Buffer.from(script))).toBe(false);
    const [kept] = await ownerQuery<{ photo_sha256: string }>(
      t.server,
      'SELECT photo_sha256 FROM signatories WHERE id = $1',
      [signatoryId],
    );
    expect(createHash('sha256').update(shown.rawPayload).digest('hex')).toBe(kept?.photo_sha256);
    // Only who follows the request sees it.
    const photoAs = (token: string) =>
      send(t.server, api.signatures.photo, { params: { id: request.id, signatoryId } }, { token });
    expect((await photoAs(clerk.token)).statusCode).toBe(403);
    expect((await photoAs(signer.token)).statusCode).toBe(200);

    const signed = await signing(api.signing.sign, { token: link });
    expect(signed.statusCode, signed.body).toBe(200);
    const { text, bytes } = await signedPdf(request);
    expect(text).toContain(`Foto (SHA-256): ${kept?.photo_sha256}`);
    // The QR code and the photo's thumbnail.
    expect(await imagesOnLastPage(bytes)).toBe(2);
    await expectSeal(bytes, true);
    expect((await auditOf(request.id)).map((row) => row.action)).toEqual([
      'request',
      'send',
      'view',
      'code_sent',
      'code_verified',
      'photo',
      'sign',
      'complete',
    ]);
  }, 60_000);

  it('lets a signer correct their name and document where allowed, validated as at request time, and prints both', async () => {
    const { request, link } = await oneSigner(4, { allow_data_change: true });
    await verified(link);
    const picture = await photo(link, pngOf(400, 300));
    expect(picture.json()).toMatchObject({ code: 30010, data: { photo: expect.any(String) } });
    const short = await signing(api.signing.sign, {
      token: link,
      corrections: { document_number: '12' },
    });
    expect(short.json()).toMatchObject({ code: 30010 });
    const signed = await signing(api.signing.sign, {
      token: link,
      corrections: {
        full_name: 'Firmante Corregida',
        document_type: 2,
        document_number: 'PA998877',
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ full_name: 'Firmante Corregida', document_type: 2 });
    const { done, text } = await signedPdf(request);
    expect(done.signatories[0]).toMatchObject({
      full_name: 'Firmante Corregida',
      document_type: 2,
      document_number: 'PA998877',
      corrected_at: expect.any(String),
      requested: { full_name: 'Firmante Número 4', document_type: 1, document_number: '10203044' },
    });
    expect(text).toContain('Firmante Corregida - PA PA998877');
    expect(text).toContain('Corregido por el firmante');
    expect(text).toContain('solicitado como Firmante Número 4 - CC 10203044');
    const audit = await auditOf(request.id);
    const correction = audit.find((row) => row.action === 'correct');
    expect(correction?.changes).toMatchObject({
      full_name: { from: 'Firmante Número 4', to: 'Firmante Corregida' },
      document_type: { from: 1, to: 2 },
      document_number: { from: '10203044', to: 'PA998877' },
    });
  }, 60_000);

  it('keeps the data read-only where the request does not allow corrections (40016)', async () => {
    const { request, link } = await oneSigner(5, {});
    await verified(link);
    const refused = await signing(api.signing.sign, {
      token: link,
      corrections: { document_number: '99999999' },
    });
    expect(refused.json()).toMatchObject({
      code: 40016,
      data: { corrections: expect.any(String) },
    });
    // Their data as it is, unchanged, is no correction.
    const signed = await signing(api.signing.sign, {
      token: link,
      corrections: { document_number: '10203045' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const { done } = await signedPdf(request);
    expect(done.signatories[0]).toMatchObject({ document_number: '10203045', corrected_at: null });
    expect((await auditOf(request.id)).some((row) => row.action === 'correct')).toBe(false);
  }, 60_000);
});

describe('times as the company reads them (issue 45 point 8)', () => {
  it("prints every time of the mail and the evidence page in the company's zone, named once", async () => {
    const zone = 'hora estándar de Colombia (America/Bogota)';
    const request = await requested({ graphic: false, signatories: [signatory(6)] });
    const [mail] = await delivered();
    expect(textOf(mail as ReceivedMail)).toContain(
      `antes del ${formatDateTimeIn(request.expires_at, 'America/Bogota')}, ${zone}:`,
    );
    const token = linkIn(mail as ReceivedMail).hash.slice(1);
    await signing(api.signing.open, { token });
    await verified(token);
    expect((await signing(api.signing.sign, { token })).statusCode).toBe(200);
    const { done, text } = await signedPdf(request);
    const signer = done.signatories[0];
    // The file was signed before in this file's tests: its own evidence page is the last one.
    const evidence = text.slice(text.lastIndexOf('Constancia de firma electrónica'));
    expect(evidence.split(zone)).toHaveLength(2);
    expect(evidence).toContain(`Horas: ${zone}`);
    for (const at of [signer?.sent_at, signer?.viewed_at, signer?.signed_at]) {
      expect(evidence).toContain(formatDateTimeIn(at as string, 'America/Bogota'));
    }
    expect(evidence).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
  }, 60_000);
});

describe('following requests (issue 33 point 5)', () => {
  it('cancelling voids the pending signatures and their links (§4); a closed one is not cancelled again', async () => {
    const request = await requested({ ordered: false });
    const token = linksIn(await delivered()).get('firmante1@clientes.example') as string;
    const cancelled = await asAdmin(api.signatures.cancel, { params: { id: request.id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 2,
      abilities: { view: true, cancel: false, resend: false },
    });
    expect(
      (cancelled.json() as SignatureRequestDetailDto).signatories.map((one) => one.status),
    ).toEqual([2, 2]);
    expect((await signing(api.signing.open, { token })).json<ErrorBody>().code).toBe(40008);
    expect(await followUps(request.id)).toEqual([]);
    const again = await asAdmin(api.signatures.cancel, { params: { id: request.id } });
    expect(again.json<ErrorBody>().code).toBe(40004);
    expect(
      (await asAdmin(api.signatures.resend, { params: { id: request.id } })).json<ErrorBody>().code,
    ).toBe(40004);
  });

  it('reminds the pending signer whose turn it is a day before expiry, with a new link', async () => {
    const request = await requested({ days: 3, signatories: [signatory(6), signatory(7)] });
    const first = linksIn(await delivered()).get('firmante6@clientes.example') as string;
    const jobs = await followUps(request.id);
    expect(jobs.map((job) => job.kind)).toEqual(['expireSignatureRequest', 'remindSignatories']);
    const expiresAt = new Date(request.expires_at).getTime();
    expect(jobs.map((job) => expiresAt - new Date(job.run_at).getTime())).toEqual([0, 86_400_000]);
    // A one-day request is reminded by its first mail alone.
    const short = await requested({ days: 1, signatories: [signatory(8)] });
    await delivered();
    expect((await followUps(short.id)).map((job) => job.kind)).toEqual(['expireSignatureRequest']);

    await due(request.id, 'remindSignatories');
    const mails = await delivered();
    expect(mails.map((mail) => mail.to[0])).toEqual(['firmante6@clientes.example']);
    expect(textOf(mails[0] as ReceivedMail)).toContain('le recuerda que aún no ha firmado');
    const renewed = linksIn(mails).get('firmante6@clientes.example') as string;
    expect((await signing(api.signing.open, { token: first })).json<ErrorBody>().code).toBe(40008);
    expect((await signing(api.signing.open, { token: renewed })).statusCode).toBe(200);
  });

  it('expires the pending signatures when the days are up; their links no longer sign (40008)', async () => {
    const request = await requested({ ordered: false, signatories: [signatory(6), signatory(7)] });
    const links = linksIn(await delivered());
    const first = links.get('firmante6@clientes.example') as string;
    const second = links.get('firmante7@clientes.example') as string;
    await verified(first);
    const signed = await signing(api.signing.sign, {
      token: first,
      graphic: { kind: 'typed', value: 'Seis' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await verified(second);

    await due(request.id, 'expireSignatureRequest');
    await delivered();
    const expired: SignatureRequestDetailDto = (
      await asAdmin(api.signatures.detail, { params: { id: request.id } })
    ).json();
    expect(expired).toMatchObject({
      status: 3,
      signed_count: 1,
      abilities: { view: true, cancel: false, resend: false },
    });
    expect(expired.signatories.map((one) => one.status)).toEqual([1, 3]);
    const late = await signing(api.signing.sign, {
      token: second,
      graphic: { kind: 'typed', value: 'Siete' },
    });
    expect(late.json<ErrorBody>().code).toBe(40008);
    const listed = (await asAdmin(api.signatures.report, { query: { status: 3 } })).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(request.id);
    const audit = await ownerQuery<{ action: string }>(
      t.server,
      "SELECT action FROM audit_logs WHERE module = 'signatures' AND entity_id = $1 ORDER BY seq",
      [request.id],
    );
    expect(audit.at(-1)?.action).toBe('expire');
  });

  it('reports requests by status, form and requester, each user those of forms they sign in', async () => {
    const all = (await asAdmin(api.signatures.report, { query: { per_page: 100 } })).json();
    expect(all.count).toBeGreaterThan(3);
    const voided = (await asAdmin(api.signatures.report, { query: { status: 2 } })).json();
    expect(voided.items.every((item: { status: number }) => item.status === 2)).toBe(true);
    const bySigner = (
      await asAdmin(api.signatures.report, { query: { requested_by: signer.user.id } })
    ).json();
    expect(bySigner.count).toBe(1);
    const today = companyDay();
    const dated = (
      await asAdmin(api.signatures.report, { query: { from: today, to: today } })
    ).json();
    expect(dated.count).toBe(all.count);
    // A request made at 21:00 in Bogotá is of that day there, though of the next one in UTC.
    await ownerQuery(t.server, 'UPDATE signature_requests SET requested_at = $2 WHERE id = $1', [
      bySigner.items[0]?.id,
      '2026-03-11T02:00:00Z',
    ]);
    const onDay = async (day: string) =>
      (await asAdmin(api.signatures.report, { query: { from: day, to: day } }))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await onDay('2026-03-10')).toEqual([bySigner.items[0]?.id]);
    expect(await onDay('2026-03-11')).toEqual([]);
    const otherForm = (await designForm(asAdmin, [textbox('Nombre')])).form.id;
    expect(
      (await asAdmin(api.signatures.report, { query: { form_id: otherForm } })).json().count,
    ).toBe(0);
    const own = await send(t.server, api.signatures.report, {}, { token: signer.token });
    expect(own.json().count).toBe(all.count);
    const refused = await send(t.server, api.signatures.report, {}, { token: clerk.token });
    expect(refused.statusCode).toBe(403);
    const badStatus = await asAdmin(api.signatures.report, { query: { status: 9 } });
    expect(badStatus.json<ErrorBody>().code).toBe(30010);

    // The filters offer the forms and requesters of the requests the reader sees.
    const choices = (await asAdmin(api.signatures.reportChoices)).json();
    expect(choices.forms).toContainEqual({ id: formId, name: expect.any(String) });
    expect(choices.forms.map((form: { id: string }) => form.id)).not.toContain(otherForm);
    expect(choices.requesters.map((person: { id: string }) => person.id)).toEqual(
      expect.arrayContaining([t.company.admin.user.id, signer.user.id]),
    );
    const clerkChoices = await send(
      t.server,
      api.signatures.reportChoices,
      {},
      { token: clerk.token },
    );
    expect(clerkChoices.statusCode).toBe(403);
    // The spreadsheet holds every request the filters keep, times in the company's zone.
    const exported = await asAdmin(api.signatures.reportExport, {
      query: { requested_by: signer.user.id },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Solicitada (America/Bogota)');
    expect(sheet.rowCount).toBe(1 + bySigner.count);
    expect(sheet.getRow(2).getCell(6).value).toBe(bySigner.items[0]?.requested_by.name);
    const everything = await asAdmin(api.signatures.reportExport);
    const whole = new ExcelJS.Workbook();
    await whole.xlsx.load(everything.rawPayload as unknown as ArrayBuffer);
    expect((whole.worksheets[0] as ExcelJS.Worksheet).rowCount).toBe(1 + all.count);
    const clerkSheet = await send(
      t.server,
      api.signatures.reportExport,
      {},
      { token: clerk.token },
    );
    expect(clerkSheet.statusCode).toBe(403);
  });

  it("keeps each company's requests and links to itself", async () => {
    const request = await requested();
    await delivered();
    const other = await companyWithAdmin(t.server, 'otras-firmas.co');
    for (const endpoint of [api.signatures.detail, api.signatures.cancel]) {
      const response = await send(
        t.server,
        endpoint,
        { params: { id: request.id } },
        { token: other.adminToken },
      );
      expect(response.json<ErrorBody>().code, endpoint.path).toBe(40003);
    }
    expect(
      (await send(t.server, api.signatures.report, {}, { token: other.adminToken })).json().count,
    ).toBe(0);
    const panel = await send(
      t.server,
      api.signatures.ofRecord,
      { params: { id: recordId } },
      { token: other.adminToken },
    );
    expect(panel.statusCode).toBe(404);
    const foreign = await send(
      t.server,
      api.signatures.create,
      { body: input() },
      { token: other.adminToken },
    );
    expect(foreign.json<ErrorBody>().code).toBe(30040);
  });
});

describe('verifying a signed document, by anyone (issue 33 point 4)', () => {
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const verify = (code: string, hash?: string) =>
    send(t.server, api.verification.verify, { params: { code }, query: { sha256: hash } });

  it('shows the request its QR code names, masked, and tells the signed PDF from its original and from others', async () => {
    const request = await requested({ ordered: false, signatories: [signatory(9)] });
    const token = linksIn(await delivered()).get('firmante9@clientes.example') as string;
    await verified(token);
    await signing(api.signing.sign, { token, graphic: { kind: 'typed', value: 'Nueve' } });
    const done: SignatureRequestDetailDto = (
      await asAdmin(api.signatures.detail, { params: { id: request.id } })
    ).json();
    const original = (
      await asAdmin(api.files.download, {
        params: { id: pdf.id },
        query: { version: request.file.version },
      })
    ).rawPayload;
    const sealed = (
      await asAdmin(api.files.download, {
        params: { id: pdf.id },
        query: { version: done.signed_version },
      })
    ).rawPayload;

    const shown = await verify(request.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json() as VerificationDto).toMatchObject({
      request_id: request.id,
      document_name: 'contrato.pdf',
      description: 'Firma del contrato de arrendamiento',
      // A visitor has no session: the page reads the times in the zone the answer names.
      time_zone: 'America/Bogota',
      status: 1,
      signed_sha256: sha256(sealed),
      signatories: [
        {
          position: 1,
          full_name: 'Firmante Número 9',
          document_type: 1,
          document_number: '***049',
          signed_at: expect.any(String),
        },
      ],
      match: null,
    });
    for (const secret of ['firmante9@', '3001234509', '10203049', done.record.number]) {
      expect(shown.body).not.toContain(secret);
    }
    expect((await verify(request.id, sha256(sealed))).json().match).toBe('signed');
    expect((await verify(request.id, sha256(original))).json().match).toBe('original');
    const tampered = Buffer.from(sealed);
    tampered.write('/Pro-ucer', tampered.indexOf(Buffer.from('/Producer')));
    expect((await verify(request.id, sha256(tampered))).json().match).toBe('other');
    // Arriving with the PDF alone: its hash finds its request.
    const byHash = await verify(sha256(sealed), sha256(sealed));
    expect(byHash.json()).toMatchObject({ request_id: request.id, match: 'signed' });

    // The form's signed document by its address (spec §2 /files/signature/{formId}/{hash}), for
    // whoever follows the form's requests; any other form, hash or company knows none.
    expect(done.signed_sha256).toBe(sha256(sealed));
    const address = { formId, hash: sha256(sealed).toUpperCase() };
    const signed = await asAdmin(api.signatures.signed, { params: address });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ id: request.id, signed_version: done.signed_version });
    const signedAs = (token: string) =>
      send(t.server, api.signatures.signed, { params: address }, { token });
    expect((await signedAs(signer.token)).statusCode).toBe(200);
    expect((await signedAs(clerk.token)).statusCode).toBe(403);
    // A changed copy is no signed document (the original may be: earlier requests signed this file).
    const byCopy = await asAdmin(api.signatures.signed, {
      params: { formId, hash: sha256(tampered) },
    });
    expect(byCopy.json<ErrorBody>().code).toBe(40003);
    const stranger = await companyWithAdmin(t.server, 'firmas-ajenas.co');
    const foreign = await signedAs(stranger.adminToken);
    expect(foreign.json<ErrorBody>().code).toBe(40003);
    expect(
      (await asAdmin(api.signatures.signed, { params: { formId, hash: 'abc' } })).json<ErrorBody>()
        .code,
    ).toBe(30010);
  }, 60_000);

  it('knows no request that is not signed, nor any code of nothing (40003); a malformed code is 30010', async () => {
    const pending = await requested({ signatories: [signatory(9)] });
    await delivered();
    expect((await verify(pending.id)).json<ErrorBody>().code).toBe(40003);
    expect((await verify('00000000-0000-4000-8000-000000000000')).json<ErrorBody>().code).toBe(
      40003,
    );
    expect((await verify('0'.repeat(64))).json<ErrorBody>().code).toBe(40003);
    const malformed = await verify('not-a-code');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorBody>().code).toBe(30010);
    expect((await verify(pending.id, 'xyz')).json<ErrorBody>().code).toBe(30010);
  });
});
