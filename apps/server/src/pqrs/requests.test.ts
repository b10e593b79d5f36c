import { api, type ErrorBody } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { filedAtWindow, identified } from '../../test/window.ts';
import { loadCalendar } from '../calendar/index.ts';
import { asApp, enterTenant, system } from '../platform/work.ts';
import { legalDueDate } from './legal-clock.ts';

const domain = 'pqrs-oficina.test';
const t = useCompanyServer(domain);

let formId: string;
let typeId: string;

beforeAll(async () => {
  formId = (await designForm(t.asAdmin, [textbox('Observaciones')])).form.id;
  const settings = await t.asAdmin(api.pqrs.updateSettings, {
    body: {
      window_open: true,
      intake_form_id: formId,
      receiver_id: t.company.admin.user.id,
      policy_text: '',
      ask_characterisation: false,
    },
  });
  typeId = settings.json().types.find((type) => type.law_kind === 'documents')?.id ?? '';
});

/** A PQRS filed at the window by a petitioner who gave their e-mail. */
const filed = (email = 'peticionario@example.com') =>
  filedAtWindow(t, domain, typeId, {
    subject: 'Copia de mi historia laboral',
    text: 'Solicito copia de mi historia laboral completa.',
    petitioner: identified(email, 'Luis Gómez'),
  });

const extend = (id: string, days: number, reason = 'Debemos reunir documentos de tres archivos.') =>
  t.asAdmin(api.pqrs.extend, { params: { id }, body: { days, reason } });

async function companyCalendar() {
  const [company] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT id FROM tenants WHERE domain = $1',
    [domain],
  );
  return asApp(t.server.app.platform, 'es', async (work) =>
    loadCalendar(await enterTenant(work, company?.id ?? '', system)),
  );
}

describe('a PQRS beside its record', () => {
  it('shows its type, petitioner, text and legal due date, green while it is young', async () => {
    const { id } = await filed();
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    expect(pqrs).toMatchObject({
      type_name: 'Petición de documentos e información',
      state: 'received',
      term_days: 10,
      max_extension_days: 20,
      due_colour: 'green',
      petitioner: { name: 'Luis Gómez', email: 'peticionario@example.com' },
      text: 'Solicito copia de mi historia laboral completa.',
      extension: null,
      abilities: { view: true, extend: true },
    });
  });

  it('is null for a record that is no PQRS', async () => {
    const record = await t.asAdmin(api.records.file, {
      params: { id: formId },
      body: {
        subject: 'Radicado interno',
        support_type: 2,
        document_date: '2026-01-15',
        values: {},
      },
    });
    const answer = await t.asAdmin(api.pqrs.ofRecord, { params: { id: record.json().id } });
    expect(answer.json()).toEqual({ pqrs: null });
  });

  it('is kept from whoever may not read its record', async () => {
    const { id } = await filed();
    const { user } = await memberOfNewRole(t, 2);
    const { access } = await login(t.server, user.user_name, USER_PASSWORD);
    const answer = await send(t.server, api.pqrs.ofRecord, { params: { id } }, { token: access });
    expect(answer.json<ErrorBody>().code).toBe(30040);
    const extension = await send(
      t.server,
      api.pqrs.extend,
      { params: { id }, body: { days: 5, reason: 'Una razón suficiente.' } },
      { token: access },
    );
    expect(extension.statusCode).toBe(403);
  });
});

describe('extending a PQRS', () => {
  it('moves its due date by business days after the day it was due, once, and tells the petitioner', async () => {
    const { id, number, tracking_code: code } = await filed('extension@example.com');
    const before = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json().pqrs;
    const answer = await extend(id, 10);
    expect(answer.statusCode).toBe(200);
    const { pqrs } = answer.json();
    const expected = legalDueDate(await companyCalendar(), new Date(before?.due_at ?? ''), 10);
    expect(pqrs?.due_at).toBe(expected.toISOString());
    expect(pqrs?.extension).toMatchObject({ days: 10, due_before: before?.due_at });
    expect(pqrs?.abilities.extend).toBe(false);

    const again = await extend(id, 2);
    expect(again.json<ErrorBody>().code).toBe(60011);

    const [mail] = await ownerQuery<{ subject: string; text: string }>(
      t.server,
      `SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM jobs
        WHERE kind = 'mail' AND payload->>'to' = 'extension@example.com'
          AND payload->>'subject' LIKE '%prorrog%'`,
    );
    expect(mail?.subject).toBe(`Su PQRS ${number} se prorrogó`);
    expect(mail?.text).toContain('Debemos reunir documentos de tres archivos.');

    const tracking = await send(t.server, api.window.track, {
      params: { domain },
      body: { number, code },
    });
    expect(tracking.json().messages).toEqual([
      expect.objectContaining({
        kind: 'extension',
        text: 'Debemos reunir documentos de tres archivos.',
      }),
    ]);
  });

  it('refuses more than its type allows, and after its term ended', async () => {
    const { id } = await filed();
    expect((await extend(id, 21)).json<ErrorBody>().code).toBe(60013);
    await ownerQuery(
      t.server,
      `UPDATE pqrs_requests SET due_at = now() - interval '1 minute' WHERE record_id = $1`,
      [id],
    );
    const late = await extend(id, 5);
    expect(late.json<ErrorBody>().code).toBe(60012);
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    expect(pqrs?.due_colour).toBe('red');
  });
});

describe('withdrawing a PQRS', () => {
  it('is the petitioner’s, once, and stops the office from extending it', async () => {
    const { id, number, tracking_code: code } = await filed();
    const withdraw = () =>
      send(t.server, api.window.withdraw, { params: { domain }, body: { number, code } });
    const answer = await withdraw();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      state: 'withdrawn',
      messages: [expect.objectContaining({ kind: 'withdrawal' })],
    });
    expect((await withdraw()).json<ErrorBody>().code).toBe(60014);
    expect((await extend(id, 5)).json<ErrorBody>().code).toBe(60014);
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    expect(pqrs?.due_colour).toBeNull();
  });

  it('needs the code', async () => {
    const { number } = await filed();
    const answer = await send(t.server, api.window.withdraw, {
      params: { domain },
      body: { number, code: 'ZZZZZZZZZZZZ' },
    });
    expect(answer.json<ErrorBody>().code).toBe(60006);
  });
});

describe('asking to complete a PQRS', () => {
  const ask = (id: string) =>
    t.asAdmin(api.pqrs.askCompletion, {
      params: { id },
      body: { text: 'Adjunte el número de su contrato laboral.' },
    });

  it('stops its clock until the petitioner answers, then runs it for the days it had left', async () => {
    const { id, number, tracking_code: code } = await filed('completar@example.com');
    const asked = await ask(id);
    expect(asked.json().pqrs).toMatchObject({ state: 'incomplete', due_colour: null });
    const [paused] = await ownerQuery<{ days_left_at_pause: number }>(
      t.server,
      'SELECT days_left_at_pause FROM pqrs_requests WHERE record_id = $1',
      [id],
    );
    expect(paused?.days_left_at_pause).toBeGreaterThanOrEqual(9);
    const tracking = await send(t.server, api.window.track, {
      params: { domain },
      body: { number, code },
    });
    expect(tracking.json()).toMatchObject({
      state: 'incomplete',
      messages: [expect.objectContaining({ kind: 'completion_request' })],
    });

    const completed = await send(t.server, api.window.complete, {
      params: { domain },
      body: { number, code, text: 'Mi contrato es el número 4471 de 2019.' },
    });
    expect(completed.json().state).toBe('received');
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    const [resumed] = await ownerQuery<{ due_at: Date }>(
      t.server,
      'SELECT due_at FROM pqrs_requests WHERE record_id = $1',
      [id],
    );
    const calendar = await companyCalendar();
    const latest = legalDueDate(calendar, new Date(), paused?.days_left_at_pause ?? 0);
    expect(resumed?.due_at.toISOString()).toBe(pqrs?.due_at);
    // Resumed today for the days left: due on the day those days end from today.
    expect(Math.abs((resumed?.due_at.getTime() ?? 0) - latest.getTime())).toBeLessThan(60_000);
    const again = await send(t.server, api.window.complete, {
      params: { domain },
      body: { number, code, text: 'Otra vez lo mismo, por si acaso.' },
    });
    expect(again.json<ErrorBody>().code).toBe(60016);
    const [job] = await ownerQuery(
      t.server,
      `SELECT 1 FROM jobs WHERE kind = 'pqrsTacitWithdrawal' AND key = $1`,
      [id],
    );
    expect(job).toBeUndefined();
  });

  it('withdraws it when a month passes without an answer (desistimiento tácito)', async () => {
    const { id, number, tracking_code: code } = await filed();
    await ask(id);
    // A month later: the job falls due and the pause lies a month back.
    await ownerQuery(
      t.server,
      `UPDATE pqrs_requests SET paused_at = paused_at - interval '1 month 1 day' WHERE record_id = $1`,
      [id],
    );
    await ownerQuery(
      t.server,
      `UPDATE jobs SET run_at = now() WHERE kind = 'pqrsTacitWithdrawal' AND key = $1`,
      [id],
    );
    await t.server.app.jobs.runDue();
    const tracking = await send(t.server, api.window.track, {
      params: { domain },
      body: { number, code },
    });
    expect(tracking.json()).toMatchObject({
      state: 'withdrawn',
      messages: [
        expect.objectContaining({ kind: 'completion_request' }),
        expect.objectContaining({ kind: 'tacit_withdrawal' }),
      ],
    });
  });

  it('is refused past the ten business days after filing', async () => {
    const { id } = await filed();
    await ownerQuery(
      t.server,
      `UPDATE pqrs_requests SET received_at = received_at - interval '20 days',
              due_at = due_at + interval '20 days' WHERE record_id = $1`,
      [id],
    );
    expect((await ask(id)).json<ErrorBody>().code).toBe(60015);
  });
});
