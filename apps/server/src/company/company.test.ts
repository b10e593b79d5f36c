import { api, type BodyOf, type CompanyDto, type ErrorBody, translate } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  type Company,
  companyWithAdmin,
  createUserWithPassword,
  login,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('parameters.co');

const es = (code: number) => translate('es', `errors.${code}`);

async function companyOf(token: string): Promise<CompanyDto> {
  const response = await send(t.server, api.company.get, {}, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The company's audit entries, newest first. */
async function companyAudit() {
  const log = await t.asAdmin(api.audit.list, {
    query: { module: 'company', action: 'update', per_page: 50 },
  });
  return log.json().items;
}

describe('the company parameters', () => {
  it('start with the spec’s values: Bogotá, the expedient consultation shown, 75 % and 25 %', async () => {
    const company = await companyOf(t.company.adminToken);
    expect(company).toMatchObject({
      domain: 'parameters.co',
      time_zone: 'America/Bogota',
      password_expiration_days: 90,
      expedient_consult: true,
      deadline_thresholds: { green_above: 75, orange_above: 25 },
    });
  });

  it('change together, each change in one audit entry, and the session follows', async () => {
    const { form } = await designForm(t.asAdmin, [textbox('Asunto')]);
    const filed = await t.asAdmin(api.records.file, {
      params: { id: form.id },
      body: {
        subject: 'Hora de radicación',
        support_type: 1,
        document_date: '2026-01-15',
        values: {},
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const detail = { params: { id: form.id, recordId: filed.json().id } };
    expect((await t.asAdmin(api.records.get, detail)).json().time_zone).toBe('America/Bogota');

    const changed = await t.asAdmin(api.company.update, {
      body: {
        name: 'Parámetros S.A.S.',
        time_zone: 'Europe/Madrid',
        expedient_consult: false,
        deadline_thresholds: { green_above: 80, orange_above: 40 },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Parámetros S.A.S.',
      time_zone: 'Europe/Madrid',
      expedient_consult: false,
      deadline_thresholds: { green_above: 80, orange_above: 40 },
      password_expiration_days: 90,
    });
    const [entry] = await companyAudit();
    expect(entry?.changes).toEqual({
      name: { from: 'Company parameters.co', to: 'Parámetros S.A.S.' },
      time_zone: { from: 'America/Bogota', to: 'Europe/Madrid' },
      expedient_consult: { from: true, to: false },
      deadline_green_above: { from: 75, to: 80 },
      deadline_orange_above: { from: 25, to: 40 },
    });

    // Records are shown in the new zone, the calendar counts in it, the menu loses its entry.
    expect((await t.asAdmin(api.records.get, detail)).json().time_zone).toBe('Europe/Madrid');
    expect((await t.asAdmin(api.calendar.get)).json().time_zone).toBe('Europe/Madrid');
    const session = await t.asAdmin(api.auth.session);
    expect(session.json()).toMatchObject({ expedient_consult: false });

    // The calendar's screen sets the same one zone.
    const calendar = (await t.asAdmin(api.calendar.get)).json();
    await t.asAdmin(api.calendar.update, {
      body: {
        time_zone: 'America/Bogota',
        working_days: calendar.working_days,
        working_hours: calendar.working_hours,
      },
    });
    expect((await companyOf(t.company.adminToken)).time_zone).toBe('America/Bogota');
  });

  it('writes nothing when nothing changes', async () => {
    const before = (await companyAudit()).length;
    const same = await companyOf(t.company.adminToken);
    const answer = await t.asAdmin(api.company.update, {
      body: {
        name: same.name,
        expedient_consult: same.expedient_consult,
      },
    });
    expect(answer.statusCode).toBe(200);
    expect((await companyAudit()).length).toBe(before);
  });

  it('refuses thresholds out of order, an unknown zone and another company’s tax id', async () => {
    const order = await t.asAdmin(api.company.update, {
      body: {
        deadline_thresholds: { green_above: 30, orange_above: 30 },
      },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json<ErrorBody>().data ?? {}).toEqual({
      'deadline_thresholds.orange_above': es(70004),
    });

    const zone = await t.asAdmin(api.company.update, { body: { time_zone: 'Mars/Olympus_Mons' } });
    expect(zone.statusCode).toBe(400);
    expect(zone.json<ErrorBody>().data ?? {}).toEqual({ time_zone: es(50112) });

    const other = await companyWithAdmin(t.server, 'other-parameters.co');
    const theirs = await companyOf(other.adminToken);
    const taken = await t.asAdmin(api.company.update, { body: { tax_id: theirs.tax_id } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ErrorBody>().code).toBe(70003);

    const percent = await t.asAdmin(api.company.update, {
      body: {
        deadline_thresholds: { green_above: 100, orange_above: 10 },
      },
    });
    expect(percent.statusCode).toBe(400);
  });

  it('is each company’s own: a change in one leaves the other as it was', async () => {
    const other = await companyWithAdmin(t.server, 'untouched-parameters.co');
    await t.asAdmin(api.company.update, { body: { name: 'Solo la nuestra' } });
    const theirs = await companyOf(other.adminToken);
    expect(theirs.domain).toBe('untouched-parameters.co');
    expect(theirs.name).toBe('Company untouched-parameters.co');
  });

  it('with password expiry at 0 makes everyone renew once, the administrator too', async () => {
    const user = await createUserWithPassword(t.server, t.company);
    const renewed = 'Renewed123!';
    await t.asAdmin(api.company.update, { body: { password_expiration_days: 0 } });

    const session = await login(t.server, user.user_name, USER_PASSWORD);
    expect(session.password_expiration_days).toBe(0);
    const refused = await send(t.server, api.auth.session, {}, { token: session.access });
    expect(refused.json().password_expiration_days).toBe(0);
    const elsewhere = await send(t.server, api.dashboard.summary, {}, { token: session.access });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json<ErrorBody>().code).toBe(10045);

    const change = await send(
      t.server,
      api.users.changeOwnPassword,
      {
        params: { id: user.id },
        body: {
          current_password: USER_PASSWORD,
          password: renewed,
          password_confirmation: renewed,
        },
      },
      { token: session.access },
    );
    expect(change.statusCode, change.body).toBe(200);
    const after = await login(t.server, user.user_name, renewed);
    expect(after.password_expiration_days).toBeNull();
    // The administrator who set it renews too.
    const admin = await send(t.server, api.auth.session, {}, { token: t.company.adminToken });
    expect(admin.json().password_expiration_days).toBe(0);
  });
});

describe("the company's SMS and WhatsApp gateway (decision 75)", () => {
  const KEY = 'clave-secreta-de-la-pasarela';
  // A company of its own: the parameters' tests above leave theirs renewing passwords.
  let mine: Company;
  beforeAll(async () => {
    mine = await companyWithAdmin(t.server, 'gateway-settings.co');
  });
  const setGateway = (
    body: BodyOf<typeof api.company.setMessageGateway>,
    token = mine.adminToken,
  ) => send(t.server, api.company.setMessageGateway, { body }, { token });

  it('takes only a full http(s) address (40022), and a key the first time', async () => {
    for (const url of [
      'pasarela.example/sms',
      'ftp://pasarela.example/',
      'https://u:p@x.example/',
    ]) {
      const refused = await setGateway({ url, key: KEY });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 30010, data: { url: es(40022) } });
    }
    const keyless = await setGateway({ url: 'https://sms.example/messages' });
    expect(keyless.json()).toMatchObject({ code: 30010, data: { key: expect.any(String) } });
    expect((await companyOf(mine.adminToken)).message_gateway).toBeNull();
  });

  it("holds the address to the installation's rules for company addresses (40036, 40037)", async () => {
    const plain = await setGateway({ url: 'http://sms.example/messages', key: KEY });
    expect(plain.json()).toMatchObject({
      code: 40036,
      data: { url: 'La dirección de la pasarela debe usar https.' },
    });
    // Cloud metadata, loopback and the LAN stay out of a company's reach.
    for (const host of ['169.254.169.254', 'localhost', '[::1]', '10.1.2.3', '192.168.0.7']) {
      const refused = await setGateway({ url: `https://${host}/sms`, key: KEY });
      expect(refused.json<ErrorBody>().code, host).toBe(40037);
    }
    expect((await companyOf(mine.adminToken)).message_gateway).toBeNull();
  });

  it('keeps the key sealed, never answers it, and audits only that it was set', async () => {
    const set = await setGateway({ url: 'https://sms.example/messages', key: KEY });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message_gateway).toMatchObject({
      url: 'https://sms.example/messages',
      has_key: true,
    });
    expect(set.body).not.toContain(KEY);
    const [stored] = await ownerQuery<{ key_sealed: string }>(
      t.server,
      'SELECT key_sealed FROM message_gateways',
    );
    expect(stored?.key_sealed).toMatch(/^v1\./);
    expect(stored?.key_sealed).not.toContain(KEY);
    // A new address alone keeps the key.
    const moved = await setGateway({ url: 'https://sms2.example/messages' });
    expect(moved.json().message_gateway).toMatchObject({ has_key: true });
    // The same address again, with no key: nothing changed, nothing audited.
    expect((await setGateway({ url: 'https://sms2.example/messages' })).statusCode).toBe(200);
    const log = await send(
      t.server,
      api.audit.list,
      { query: { module: 'company', action: 'message_gateway' } },
      { token: mine.adminToken },
    );
    expect(JSON.stringify(log.json())).not.toContain(KEY);
    expect(log.json().items.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      { url: { from: 'https://sms.example/messages', to: 'https://sms2.example/messages' } },
      { url: { from: null, to: 'https://sms.example/messages' }, gateway_key: 'set' },
    ]);
  });

  it('is each company’s own, and only its administrators set or remove it', async () => {
    const other = await companyWithAdmin(t.server, 'other-gateway.co');
    expect((await companyOf(other.adminToken)).message_gateway).toBeNull();
    await setGateway(
      { url: 'https://theirs.example/sms', key: 'su-propia-clave' },
      other.adminToken,
    );
    expect((await companyOf(mine.adminToken)).message_gateway?.url).toBe(
      'https://sms2.example/messages',
    );
    const user = await createUserWithPassword(t.server, mine);
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await setGateway({ url: 'https://mine.example/', key: KEY }, token)).statusCode).toBe(
      403,
    );
    const removed = await send(
      t.server,
      api.company.removeMessageGateway,
      {},
      { token: other.adminToken },
    );
    expect(removed.json().message_gateway).toBeNull();
    expect((await companyOf(mine.adminToken)).message_gateway).not.toBeNull();
  });
});
