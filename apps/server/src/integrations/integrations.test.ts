import {
  api,
  type ErrorBody,
  type IntegrationDto,
  IntegrationOption,
  IntegrationStatus,
  type IntegrationStatusValue,
  translate,
} from '@custodia/contracts';
import { describe, expect, it } from 'vitest';
import { pdfOf } from '../../test/file-fixtures.ts';
import {
  companyWithAdmin,
  type Input,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';
import { AppError } from '../platform/errors.ts';
import { asApp, inTenant, system } from '../platform/work.ts';
import { changeIntegrationState, signatureProviderOf } from './index.ts';

const operatorToken = 'operator-token-of-the-integration-tests';
const t = useCompanyServer('integrations.co', () => ({ OPERATOR_TOKEN: operatorToken }));

const es = (code: number) => translate('es', `errors.${code}`);

const request = {
  contact_name: 'Ana Gómez',
  email: 'Ana@Integrations.co',
  phone: '+57 300 123 4567',
  description: 'Firma electrónica de comunicaciones',
};

function moveTo(domain: string, number: number, status: IntegrationStatusValue) {
  return asApp(t.server.app.platform, 'es', (work) =>
    changeIntegrationState(work, domain, number, status),
  );
}

function uploadAgreement(id: string, content: Buffer | string, token = t.company.adminToken) {
  return send(
    t.server,
    api.integrations.setAgreement,
    {
      params: { id },
      body: [{ file: 'agreement', filename: 'convenio.pdf', content, type: 'application/pdf' }],
    },
    { token },
  );
}

async function auditOf(action: string) {
  const log = await t.asAdmin(api.audit.list, {
    query: { module: 'integrations', action: action },
  });
  return log.json().items;
}

async function tenantOf(domain: string): Promise<string> {
  const [row] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [domain],
  );
  return row?.id as string;
}

describe('integration requests', () => {
  let first: IntegrationDto;

  it('are numbered, start active, and only one is active or pending at a time (spec §4)', async () => {
    expect((await t.asAdmin(api.integrations.list)).json()).toEqual({
      items: [],
      can_request: true,
    });
    const made = await t.asAdmin(api.integrations.request, { body: request });
    expect(made.statusCode, made.body).toBe(201);
    first = made.json();
    expect(first).toMatchObject({
      number: 1,
      status: IntegrationStatus.active,
      email: 'ana@integrations.co',
      portal_user: null,
      has_portal_key: false,
      configured: false,
      abilities: { configure: false },
    });
    expect((await t.asAdmin(api.integrations.list)).json().can_request).toBe(false);

    const second = await t.asAdmin(api.integrations.request, { body: request });
    expect(second.statusCode).toBe(400);
    expect(second.json<ErrorBody>().code).toBe(70006);

    const [entry] = await auditOf('request');
    expect(entry).toMatchObject({ entity_type: 'integration', entity_name: '1' });
    expect(entry?.changes).toMatchObject({ request_number: 1, contact_name: 'Ana Gómez' });
  });

  it('refuse what is not a contact: bad e-mail, phone, empty description', async () => {
    const bad = await t.asAdmin(api.integrations.request, {
      body: {
        contact_name: 'A$',
        email: 'nope',
        phone: 'abc',
        description: '',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<ErrorBody>().data ?? {}).sort()).toEqual([
      'contact_name',
      'description',
      'email',
      'phone',
    ]);
  });

  it('cannot be configured before approval (70007)', async () => {
    const early = await t.asAdmin(api.integrations.configure, {
      params: { id: first.id },
      body: {
        portal_user: 'firma@proveedor.co',
        portal_key: 'clave-secreta-1',
      },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<ErrorBody>().code).toBe(70007);
    expect(
      (await uploadAgreement(first.id, await pdfOf(['Convenio']))).json<ErrorBody>().code,
    ).toBe(70007);
  });

  it('move through their states by the operator, each move audited; a closed one stays', async () => {
    expect(await moveTo('integrations.co', 1, IntegrationStatus.inProcess)).toEqual({
      from: 1,
      to: 2,
    });
    await moveTo('integrations.co', 1, IntegrationStatus.inManagement);
    await moveTo('integrations.co', 1, IntegrationStatus.approved);
    const approved = (await t.asAdmin(api.integrations.get, { params: { id: first.id } })).json();
    expect(approved).toMatchObject({ status: 5, abilities: { configure: true } });
    expect((await auditOf('state')).map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { status: { from: 3, to: 5 } },
      { status: { from: 2, to: 3 } },
      { status: { from: 1, to: 2 } },
    ]);
    await expect(moveTo('integrations.co', 1, IntegrationStatus.declined)).rejects.toThrow(
      new AppError('integrationStateFinal'),
    );
    await expect(moveTo('integrations.co', 9, IntegrationStatus.declined)).rejects.toThrow(
      new AppError('integrationNotFound'),
    );
    // Approved, it is no longer pending: another may be requested.
    expect((await t.asAdmin(api.integrations.list)).json().can_request).toBe(true);
  });

  it('are moved by a back office with the operator’s token, and by no one else', async () => {
    const next = (await t.asAdmin(api.integrations.request, { body: request })).json();
    const move = (token: string | undefined, input: Input<typeof api.integrations.moveState>) =>
      send(
        t.server,
        api.integrations.moveState,
        input,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
    const body = { domain: 'Integrations.co', number: next.number, status: 4 } as const;
    expect((await move(undefined, { body })).statusCode).toBe(401);
    expect((await move('not-the-operator-token-not-at-all', { body })).statusCode).toBe(401);
    expect((await move(t.company.adminToken, { body })).statusCode).toBe(401);
    const bad = await move(operatorToken, { raw: { body: { ...body, status: 9 } } });
    expect(bad.statusCode).toBe(400);
    const moved = await move(operatorToken, { body });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ from: 1, to: 4 });
    expect((await move(operatorToken, { body })).json<ErrorBody>().code).toBe(70010);
    const [entry] = await auditOf('state');
    expect(entry).toMatchObject({ user_id: null, changes: { status: { from: 1, to: 4 } } });
    expect((await t.asAdmin(api.integrations.list)).json().can_request).toBe(true);
  });

  it('once approved, keep a portal key sealed, never shown, and give it to the signatures feature', async () => {
    const tenantId = await tenantOf('integrations.co');
    const provider = () =>
      inTenant(
        t.server.app.platform,
        { tenantId, actor: system, language: 'es' },
        signatureProviderOf,
      );
    expect(await provider()).toBeNull();

    const key = 'clave-secreta-del-portal';
    const configured = await t.asAdmin(api.integrations.configure, {
      params: { id: first.id },
      body: {
        portal_user: 'Firma@Proveedor.co',
        portal_key: key,
      },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    expect(configured.json()).toMatchObject({
      portal_user: 'firma@proveedor.co',
      has_portal_key: true,
      configured: false,
    });
    expect(configured.body).not.toContain(key);
    const [stored] = await ownerQuery<{ portal_key_sealed: string }>(
      t.server,
      'SELECT portal_key_sealed FROM integrations WHERE id = $1',
      [first.id],
    );
    expect(stored?.portal_key_sealed).not.toContain(key);
    const [entry] = await auditOf('configure');
    expect(JSON.stringify(entry)).not.toContain(key);
    expect(entry?.changes).toEqual({
      portal_key: true,
      portal_user: { from: null, to: 'firma@proveedor.co' },
    });
    // Without its agreement it is not usable yet.
    expect(await provider()).toBeNull();

    const uploaded = await uploadAgreement(first.id, await pdfOf(['Convenio de comunicaciones']));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ configured: true });
    expect(uploaded.json().agreement_size).toBeGreaterThan(0);
    expect(await provider()).toEqual({ portalUser: 'firma@proveedor.co', portalKey: key });
  });

  it('take only a PDF by its content, of at most 300,000 bytes', async () => {
    const notPdf = await uploadAgreement(first.id, 'Esto no es un PDF, aunque se llame así');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({ code: 70008, detail: es(70008) });

    const pdf = await pdfOf(['Convenio']);
    const large = Buffer.concat([pdf, Buffer.alloc(300_001 - pdf.length, 0x20)]);
    const tooLarge = await uploadAgreement(first.id, large);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<ErrorBody>().code).toBe(70009);
  });

  it('are each company’s own: another company neither sees nor configures them', async () => {
    const other = await companyWithAdmin(t.server, 'other-integrations.co');
    const list = await send(t.server, api.integrations.list, {}, { token: other.adminToken });
    expect(list.json()).toEqual({ items: [], can_request: true });
    // Spec §2: a company with no integration signs through the built-in provider (decision 75),
    // so its session offers the signature report for the menu too.
    const session = await send(t.server, api.auth.session, {}, { token: other.adminToken });
    expect(session.json().integrations).toEqual([IntegrationOption.signatureReport]);
    const theirs = await send(
      t.server,
      api.integrations.get,
      { params: { id: first.id } },
      { token: other.adminToken },
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ErrorBody>().code).toBe(70005);
    const configure = await send(
      t.server,
      api.integrations.configure,
      { params: { id: first.id }, body: { portal_user: 'x@y.co', portal_key: 'otra-clave' } },
      { token: other.adminToken },
    );
    expect(configure.statusCode).toBe(404);
    expect((await uploadAgreement(first.id, 'x', other.adminToken)).statusCode).toBe(404);
    // Its own numbering starts at 1 too.
    const made = await send(
      t.server,
      api.integrations.request,
      { body: request },
      { token: other.adminToken },
    );
    expect(made.json().number).toBe(1);
  });
});

describe('the operator’s endpoint', () => {
  const bare = useCompanyServer('no-operator.co');
  it('does not exist where the installation sets no operator token', async () => {
    const answer = await send(
      bare.server,
      api.integrations.moveState,
      { body: { domain: 'no-operator.co', number: 1, status: 5 } },
      { headers: { authorization: 'Bearer anything-at-all-anything-at-all' } },
    );
    expect(answer.statusCode).toBe(404);
  });
});
