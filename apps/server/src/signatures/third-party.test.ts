import { createHash } from 'node:crypto';
import {
  api,
  type CreateSignatureRequestInput,
  type ErrorBody,
  type IntegrationDto,
  IntegrationStatus,
  type RecordFileDto,
  type SignatureRequestDetailDto,
} from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attached, pdfOf } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { startSignatureProvider } from '../../test/signature-provider.ts';
import {
  type CompanyServer,
  callAs,
  companyWithAdmin,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';
import { changeIntegrationState } from '../integrations/index.ts';
import { asApp } from '../platform/work.ts';

let provider: Awaited<ReturnType<typeof startSignatureProvider>>;
beforeAll(async () => {
  provider = await startSignatureProvider();
});
afterAll(() => provider.close());

// The company with a configured provider; `own` has none and signs with the built-in one.
const t = useCompanyServer('tercero.co', () => ({
  SIGNATURE_PROVIDER_URL: provider.url,
  OUTBOUND_ALLOW_HTTP: 'true',
  OUTBOUND_ALLOW_PRIVATE: 'true',
}));
const PORTAL = { portal_user: 'firma@tercero.co', portal_key: 'clave-del-portal-tercero' };

type Filed = { formId: string; recordId: string; pdf: RecordFileDto };
let ours: Filed;
let theirs: Filed;
let own: CompanyServer['company'];
let ourId: string;
let ownId: string;

async function tenantOf(domain: string): Promise<string> {
  const [row] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [domain],
  );
  return row?.id as string;
}

async function filedPdf(token: string): Promise<Filed> {
  const asThem = callAs(t, () => token);
  const formId = (await designForm(asThem, [textbox('Nombre')])).form.id;
  const filed = await asThem(api.records.file, {
    params: { id: formId },
    body: {
      subject: 'Pagaré de arrendamiento',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const recordId = filed.json().id as string;
  const [pdf] = (await attached(t.server, token, { id: recordId, form_id: formId }, [
    { name: 'pagare.pdf', content: await pdfOf(['Pagaré número 77']) },
  ])) as [RecordFileDto];
  return { formId, recordId, pdf };
}

/** The company's integration requested, approved by the operator and configured. */
async function configuredIntegration() {
  const made: IntegrationDto = (
    await t.asAdmin(api.integrations.request, {
      body: {
        contact_name: 'Ana Gómez',
        email: 'ana@tercero.co',
        phone: '+57 300 123 4567',
        description: 'Firma electrónica avanzada',
      },
    })
  ).json();
  await asApp(t.server.app.platform, 'es', (work) =>
    changeIntegrationState(work, 'tercero.co', made.number, IntegrationStatus.approved),
  );
  const configured = await t.asAdmin(api.integrations.configure, {
    params: { id: made.id },
    body: PORTAL,
  });
  expect(configured.statusCode, configured.body).toBe(200);
  const agreement = await t.asAdmin(api.integrations.setAgreement, {
    params: { id: made.id },
    body: [
      {
        file: 'agreement',
        filename: 'convenio.pdf',
        content: await pdfOf(['Convenio']),
        type: 'application/pdf',
      },
    ],
  });
  expect(agreement.json().configured).toBe(true);
}

beforeAll(async () => {
  own = await companyWithAdmin(t.server, 'propio.co');
  ourId = await tenantOf('tercero.co');
  ownId = await tenantOf('propio.co');
  ours = await filedPdf(t.company.adminToken);
  theirs = await filedPdf(own.adminToken);
  await configuredIntegration();
});

const input = (filed: Filed, overrides: Record<string, unknown> = {}) => ({
  form_id: filed.formId,
  record_id: filed.recordId,
  file_id: filed.pdf.id,
  description: 'Firma del pagaré',
  days: 10,
  signature_type: 3,
  document_type: 2,
  promissory_number: 'PG-2026-77',
  signatories: [1, 2].map((n) => ({
    country: 'CO',
    dial_code: '+57',
    phone: `300123450${n}`,
    full_name: `Deudor ${n}`,
    document_type: 1,
    document_number: `1020304${n}`,
    email: `deudor${n}@clientes.example`,
  })),
  ...overrides,
});

const request = (token: string, body: CreateSignatureRequestInput) =>
  send(t.server, api.signatures.create, { body }, { token });

async function requested(): Promise<SignatureRequestDetailDto> {
  const made = await request(t.company.adminToken, input(ours));
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

const notify = (company: string, notice: { body: string; signature: string }) =>
  send(
    t.server,
    api.providerNotice.notice,
    // The bytes the provider signed, as it sent them: the signature covers the raw body.
    { params: { company }, raw: { body: notice.body } },
    { headers: { 'content-type': 'application/json', 'x-provider-signature': notice.signature } },
  );

const detail = async (id: string, token = t.company.adminToken) =>
  (await send(t.server, api.signatures.detail, { params: { id } }, { token })).json();

describe('choosing the provider (issue 33 point 2)', () => {
  it('offers advanced signatures and promissory notes only where the third party is configured (40005)', async () => {
    const mine = await send(
      t.server,
      api.signatures.ofRecord,
      { params: { id: ours.recordId } },
      { token: t.company.adminToken },
    );
    expect(mine.json()).toMatchObject({ can_request: true, third_party: true });
    const other = await send(
      t.server,
      api.signatures.ofRecord,
      { params: { id: theirs.recordId } },
      { token: own.adminToken },
    );
    expect(other.json()).toMatchObject({ can_request: true, third_party: false });
    const refused = await request(own.adminToken, input(theirs));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe(40005);
    expect(provider.calls).toHaveLength(0);
  });

  it('asks a promissory note for its number (40031)', async () => {
    for (const promissory_number of [undefined, '', 'número con espacios', 'X'.repeat(31)]) {
      const refused = await request(t.company.adminToken, input(ours, { promissory_number }));
      expect(refused.statusCode, String(promissory_number)).toBe(400);
      expect(refused.json<ErrorBody>().code).toBe(40031);
    }
    expect(provider.calls).toHaveLength(0);
  });

  it('sends the request, its document and signers to the provider with the portal account', async () => {
    const made = await requested();
    expect(made).toMatchObject({ status: 0, signature_type: 3, document_type: 2 });
    expect(made.promissory_number).toBe('PG-2026-77');
    const kept = provider.requestOf(made.id);
    expect(kept?.body).toMatchObject({
      reference: made.id,
      signature_type: 3,
      document_type: 2,
      promissory_number: 'PG-2026-77',
      document: { name: 'pagare.pdf', sha256: ours.pdf.current.sha256 },
      signers: [
        { position: 1, full_name: 'Deudor 1' },
        { position: 2, full_name: 'Deudor 2' },
      ],
    });
    expect(kept?.body.notice_url).toMatch(
      /\/api\/v1\/signatures\/provider\/notices\/[0-9a-f-]{36}\/$/,
    );
    const made_calls = provider.calls.filter((one) => one.path.startsWith('/requests'));
    expect(made_calls.map((one) => `${one.method} ${one.path}`)).toEqual([
      'POST /requests',
      `POST /requests/${kept?.id}/send`,
    ]);
    expect(made_calls.every((one) => one.user === PORTAL.portal_user)).toBe(true);
    expect(made_calls.every((one) => one.key === PORTAL.portal_key)).toBe(true);
    // The provider reminds its own signers: only the expiry is queued here.
    const jobs = await ownerQuery<{ kind: string }>(
      t.server,
      'SELECT kind FROM jobs WHERE key = $1 AND done_at IS NULL ORDER BY kind',
      [made.id],
    );
    expect(jobs.map((job) => job.kind)).toEqual(['expireSignatureRequest']);
  });
});

describe('waiting on the provider (issue 45 point 15)', () => {
  it('holds no connection while the provider takes the document: the request is there, the database free', async () => {
    const description = `Firma sin esperas ${Date.now()}`;
    let answer = () => {};
    provider.slow.held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const arrival = new Promise<void>((resolve) => {
      provider.arrived.tell = () => resolve();
    });
    const making = request(t.company.adminToken, input(ours, { description }));
    try {
      await arrival;
      // The provider has the document and has not answered: others read meanwhile (on PGlite's
      // one connection, this read would wait for the request's transaction to end), and see the
      // request committed, waiting for the provider's id.
      const seen = await ownerQuery<{ provider_ref: string | null }>(
        t.server,
        'SELECT provider_ref FROM signature_requests WHERE description = $1',
        [description],
      );
      expect(seen).toEqual([{ provider_ref: null }]);
    } finally {
      provider.slow.held = undefined;
      provider.arrived.tell = undefined;
      answer();
    }
    const made = await making;
    expect(made.statusCode, made.body).toBe(201);
    const kept = await ownerQuery<{ provider_ref: string | null }>(
      t.server,
      'SELECT provider_ref FROM signature_requests WHERE id = $1',
      [made.json().id],
    );
    expect(kept).toEqual([{ provider_ref: provider.requestOf(made.json().id)?.id }]);
  }, 30_000);
});

describe('a provider that fails (40032)', () => {
  it('voids the request when the provider refuses it, telling the provider if it took it', async () => {
    // The provider refuses the document, then takes it and refuses its signers' invitation.
    for (const failing of ['document', 'invitation']) {
      const calls = provider.calls.length;
      if (failing === 'document') provider.outage.calls = 1;
      provider.arrived.tell = (one) => {
        if (failing === 'invitation' && one.path.endsWith('/send')) provider.outage.calls = 1;
      };
      const refused = await request(t.company.adminToken, input(ours));
      provider.arrived.tell = undefined;
      expect(refused.statusCode).toBe(502);
      expect(refused.json<ErrorBody>().code).toBe(40032);
      const [made] = await ownerQuery<{ id: string; status: number }>(
        t.server,
        'SELECT id, status FROM signature_requests ORDER BY requested_at DESC LIMIT 1',
      );
      expect(made?.status).toBe(2);
      await t.server.app.jobs.runDue();
      const told = provider.calls.slice(calls).map((one) => `${one.method} ${one.path}`);
      const taken = provider.requestOf(made?.id as string);
      expect(told).toEqual(
        failing === 'document'
          ? ['POST /requests']
          : [
              'POST /requests',
              `POST /requests/${taken?.id}/send`,
              `POST /requests/${taken?.id}/cancel`,
            ],
      );
    }
  });

  it('lets a refused request be asked again with its Idempotency-Key, making a new one', async () => {
    const key = `refused-${Date.now()}`;
    const again = (headers: Record<string, string>) =>
      send(
        t.server,
        api.signatures.create,
        { body: input(ours) },
        { token: t.company.adminToken, headers },
      );
    provider.outage.calls = 1;
    expect((await again({ 'idempotency-key': key })).json<ErrorBody>().code).toBe(40032);
    const made = await again({ 'idempotency-key': key });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().status).toBe(0);
    expect(provider.requestOf(made.json().id)).toBeDefined();
  });

  it('keeps the request pending, and no new version, when the signed PDF cannot be fetched', async () => {
    const made = await requested();
    const kept = provider.requestOf(made.id);
    if (!kept) throw new Error('the provider has no request');
    provider.outage.calls = 1;
    const completed = provider.notice(kept, 'request.completed', PORTAL.portal_key);
    const failed = await notify(ourId, completed);
    expect(failed.json<ErrorBody>().code).toBe(40032);
    expect(await detail(made.id)).toMatchObject({ status: 0, signed_version: null });
    expect((await notify(ourId, completed)).statusCode).toBe(200);
    expect((await detail(made.id)).status).toBe(1);
  });
});

describe("the provider's notices (issue 33 point 2)", () => {
  it('refuses a notice whose HMAC is not the portal key’s, changing nothing (40033)', async () => {
    const made = await requested();
    const kept = provider.requestOf(made.id);
    if (!kept) throw new Error('the provider has no request');
    const forged = provider.notice(kept, 'request.completed', 'not-the-portal-key');
    const refused = await notify(ourId, forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ErrorBody>().code).toBe(40033);
    const tampered = provider.notice(kept, 'signer.signed', PORTAL.portal_key, 1);
    const altered = await notify(ourId, {
      body: tampered.body.replace('"signer":1', '"signer":2'),
      signature: tampered.signature,
    });
    expect(altered.json<ErrorBody>().code).toBe(40033);
    const unsigned = await notify(ourId, { body: tampered.body, signature: '' });
    expect(unsigned.json<ErrorBody>().code).toBe(40033);
    // Another company's address: it has no provider, so nothing is verified against it.
    const elsewhere = await notify(
      ownId,
      provider.notice(kept, 'signer.signed', PORTAL.portal_key, 1),
    );
    expect(elsewhere.json<ErrorBody>().code).toBe(40033);
    expect(await detail(made.id)).toMatchObject({
      status: 0,
      signed_count: 0,
      signed_version: null,
    });
  });

  it('moves the signers and, on completion, keeps the signed PDF as the next version; repeats change nothing', async () => {
    const made = await requested();
    const kept = provider.requestOf(made.id);
    if (!kept) throw new Error('the provider has no request');
    const viewed = provider.notice(kept, 'signer.viewed', PORTAL.portal_key, 1);
    expect((await notify(ourId, viewed)).statusCode).toBe(200);
    const first = provider.notice(kept, 'signer.signed', PORTAL.portal_key, 1);
    const answered = await notify(ourId, first);
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await notify(ourId, first)).statusCode).toBe(200);
    const halfway = await detail(made.id);
    expect(halfway).toMatchObject({ status: 0, signed_count: 1 });
    expect(halfway.signatories[0]?.viewed_at).toEqual(expect.any(String));

    const hook = await t.asAdmin(api.webhooks.create, {
      body: {
        url: 'http://127.0.0.1:9/hooks',
        events: ['signature.completed'],
      },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const completed = provider.notice(kept, 'request.completed', PORTAL.portal_key);
    const done = await notify(ourId, completed);
    expect(done.statusCode, done.body).toBe(200);
    expect((await notify(ourId, completed)).statusCode).toBe(200);
    const closed = await detail(made.id);
    expect(closed).toMatchObject({ status: 1, signed_count: 2 });
    expect(closed.signatories[1]?.signed_at).toBe('2026-03-01T10:00:00.000Z');

    const versions = (await t.asAdmin(api.files.versions, { params: { id: ours.pdf.id } })).json();
    expect(versions.items[0]).toMatchObject({
      version: closed.signed_version,
      mime: 'application/pdf',
    });
    const content = await t.asAdmin(api.files.download, {
      params: { id: ours.pdf.id },
      query: { version: closed.signed_version },
    });
    const expected = await provider.signedPdf(kept);
    expect(createHash('sha256').update(content.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(expected).digest('hex'),
    );
    const told = (
      await t.asAdmin(api.webhooks.deliveries, { params: { id: hook.json().id } })
    ).json();
    expect(told.items).toHaveLength(1);
    expect(told.items[0]).toMatchObject({ event: 'signature.completed' });
    const verified = await send(t.server, api.verification.verify, { params: { code: made.id } });
    expect(verified.json()).toMatchObject({ status: 1, document_name: 'pagare.pdf' });

    const audit = await ownerQuery<{ action: string }>(
      t.server,
      "SELECT action FROM audit_logs WHERE module = 'signatures' AND entity_id = $1 ORDER BY seq",
      [made.id],
    );
    const actions = audit.map((row) => row.action);
    expect(actions.filter((action) => action === 'sign')).toHaveLength(1);
    expect(actions.filter((action) => action === 'complete')).toHaveLength(1);
    expect(actions).toContain('view');
  });

  it('closes the request when the provider says it expired', async () => {
    const made = await requested();
    const kept = provider.requestOf(made.id);
    if (!kept) throw new Error('the provider has no request');
    const expired = provider.notice(kept, 'request.expired', PORTAL.portal_key);
    expect((await notify(ourId, expired)).statusCode).toBe(200);
    const closed = await detail(made.id);
    expect(closed).toMatchObject({ status: 3, signed_version: null });
    expect(closed.signatories.every((one: { status: number }) => one.status === 3)).toBe(true);
    // A late notice of signing changes a closed request no more.
    const late = provider.notice(kept, 'signer.signed', PORTAL.portal_key, 1);
    expect((await notify(ourId, late)).statusCode).toBe(200);
    expect((await detail(made.id)).signed_count).toBe(0);
  });

  it('cancels and resends through the provider', async () => {
    const made = await requested();
    const kept = provider.requestOf(made.id);
    const resent = await t.asAdmin(api.signatures.resend, { params: { id: made.id } });
    expect(resent.statusCode, resent.body).toBe(200);
    // Closed here at once; the provider is told after, and again until it takes it.
    provider.outage.calls = 1;
    const cancelled = await t.asAdmin(api.signatures.cancel, { params: { id: made.id } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.server.app.jobs.runDue();
    await ownerQuery(
      t.server,
      "UPDATE jobs SET run_at = now() WHERE kind = 'cancelAtSignatureProvider' AND done_at IS NULL",
    );
    await t.server.app.jobs.runDue();
    expect(cancelled.json()).toMatchObject({ status: 2 });
    expect(cancelled.json().signatories.every((one: { status: number }) => one.status === 2)).toBe(
      true,
    );
    const paths = provider.calls.map((one) => `${one.method} ${one.path}`);
    expect(paths).toContain(`POST /requests/${kept?.id}/resend`);
    expect(paths).toContain(`POST /requests/${kept?.id}/cancel`);
  });

  it("keeps each company's requests to itself", async () => {
    const made = await requested();
    const seen = await send(
      t.server,
      api.signatures.detail,
      { params: { id: made.id } },
      { token: own.adminToken },
    );
    expect(seen.json<ErrorBody>().code).toBe(40003);
    const cancelled = await send(
      t.server,
      api.signatures.cancel,
      { params: { id: made.id } },
      { token: own.adminToken },
    );
    expect(cancelled.json<ErrorBody>().code).toBe(40003);
    expect((await detail(made.id)).status).toBe(0);
  });
});
