import { api, type BodyOf, type ErrorBody } from '@custodia/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  companyWithAdmin,
  memberOfNewRole,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';
import { solved, windowProof } from '../../test/window.ts';
import { loadCalendar } from '../calendar/index.ts';
import { asApp, enterTenant, system } from '../platform/work.ts';
import { dueDay, legalDueDate } from './legal-clock.ts';

type WindowFilingInput = BodyOf<typeof api.window.file>;

const domain = 'ventanilla.test';
const t = useCompanyServer(domain);

let intakeFormId: string;

/** What a person types in the window, solved challenge included. */
async function filing(overrides: Partial<WindowFilingInput> = {}): Promise<WindowFilingInput> {
  const settings = (await t.asAdmin(api.pqrs.settings)).json();
  const petition = settings.types.find((type) => type.law_kind === 'petition');
  return {
    type_id: petition?.id ?? '',
    subject: 'Solicitud de copia del contrato',
    text: 'Solicito copia del contrato firmado el año pasado con la empresa.',
    petitioner: null,
    consent: true,
    language: 'es',
    proof: await windowProof(t.server, domain),
    ...overrides,
  };
}

const fileAt = (input: WindowFilingInput, at = domain, language = 'es') =>
  send(t.server, api.window.file, { params: { domain: at }, body: input }, { language });

async function openWindow() {
  const answer = await t.asAdmin(api.pqrs.updateSettings, {
    body: {
      window_open: true,
      intake_form_id: intakeFormId,
      receiver_id: t.company.admin.user.id,
      policy_text: 'Tratamos sus datos según la Ley 1581 de 2012.',
      ask_characterisation: true,
    },
  });
  expect(answer.statusCode).toBe(200);
}

beforeAll(async () => {
  intakeFormId = (await designForm(t.asAdmin, [textbox('Observaciones')])).form.id;
});

describe('PQRS types', () => {
  it('are seeded with the law’s terms, named in the reader’s language', async () => {
    const types = (await t.asAdmin(api.pqrs.settings, undefined, { language: 'en' })).json().types;
    const terms = Object.fromEntries(
      types.map((type) => [type.law_kind, [type.term_days, type.extension_days]]),
    );
    expect(terms).toEqual({
      petition: [15, 30],
      documents: [10, 20],
      consultation: [30, 60],
      complaint: [15, 30],
      claim: [15, 30],
      suggestion: [15, 30],
      report: [15, 30],
      personal_data_query: [10, 5],
      personal_data_claim: [15, 8],
    });
    expect(types.find((type) => type.law_kind === 'consultation')?.name).toBe('Consultation');
  });

  it('take the company’s own terms and names, and a new type needs a name', async () => {
    const types = (await t.asAdmin(api.pqrs.settings)).json().types;
    const complaint = types.find((type) => type.law_kind === 'complaint');
    const changed = await t.asAdmin(api.pqrs.updateType, {
      params: { id: complaint?.id ?? '' },
      body: { term_days: 8, extension_days: 16, active: true },
    });
    expect(changed.json()).toMatchObject({ name: 'Queja', term_days: 8 });
    const unnamed = await t.asAdmin(api.pqrs.createType, {
      body: { term_days: 5, extension_days: 5, active: true },
    });
    expect(unnamed.json<ErrorBody>().code).toBe(60010);
    const created = await t.asAdmin(api.pqrs.createType, {
      body: { name: 'Felicitación', term_days: 20, extension_days: 0, active: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ law_kind: null, name: 'Felicitación' });
    const tooLong = await t.asAdmin(api.pqrs.createType, {
      body: { name: 'Eterno', term_days: 91, extension_days: 0, active: true },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('are set by administrators only', async () => {
    const { user } = await memberOfNewRole(t, 2);
    const token = (
      await send(t.server, api.auth.login, {
        body: { user_name: user.user_name, password: 'User123!x' },
      })
    ).json().access;
    expect((await send(t.server, api.pqrs.settings, undefined, { token })).statusCode).toBe(403);
  });
});

describe('the window’s settings', () => {
  it('refuse to open without a form and a receiver', async () => {
    const answer = await t.asAdmin(api.pqrs.updateSettings, {
      body: {
        window_open: true,
        intake_form_id: null,
        receiver_id: null,
        policy_text: '',
        ask_characterisation: false,
      },
    });
    expect(answer.json<ErrorBody>().code).toBe(60009);
  });

  it('refuse a form with a required field, and a receiver who may not file in the form', async () => {
    const strict = await designForm(t.asAdmin, [textbox('Cédula', { required: true })]);
    const withStrict = await t.asAdmin(api.pqrs.updateSettings, {
      body: {
        window_open: true,
        intake_form_id: strict.form.id,
        receiver_id: t.company.admin.user.id,
        policy_text: '',
        ask_characterisation: false,
      },
    });
    expect(withStrict.json<ErrorBody>().code).toBe(60007);
    const { user } = await memberOfNewRole(t, 2);
    const withStranger = await t.asAdmin(api.pqrs.updateSettings, {
      body: {
        window_open: true,
        intake_form_id: intakeFormId,
        receiver_id: user.id,
        policy_text: '',
        ask_characterisation: false,
      },
    });
    expect(withStranger.json<ErrorBody>().code).toBe(60008);
  });

  it('keep a closed window closed to the public', async () => {
    const window = await send(t.server, api.window.open, { params: { domain } });
    expect(window.json()).toMatchObject({ open: false, types: [] });
    const refused = await fileAt(await filing());
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorBody>().code).toBe(60002);
  });
});

describe('filing at the window', () => {
  beforeAll(openWindow);

  it('shows the company, its active types and its policy to anyone', async () => {
    const window = (await send(t.server, api.window.open, { params: { domain } })).json();
    expect(window.company_name).toBe(`Company ${domain}`);
    expect(window.open).toBe(true);
    expect(window.types.map((type) => type.name)).toContain('Petición general');
    expect(window.policy_text).toContain('Ley 1581');
    expect(window.challenge.bits).toBeGreaterThanOrEqual(16);
  });

  it('files an anonymous PQRS as a record with its number and legal due date', async () => {
    const answer = await fileAt(await filing());
    expect(answer.statusCode).toBe(201);
    const receipt = answer.json();
    expect(receipt.number).toMatch(/^\d+-\d{8}-\d{4}$/);
    expect(receipt.tracking_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const [kept] = await ownerQuery<{ received_at: Date; due_at: Date; tenant_id: string }>(
      t.server,
      `SELECT p.received_at, p.due_at, p.tenant_id FROM pqrs_requests p
         JOIN records r ON r.tenant_id = p.tenant_id AND r.id = p.record_id
         JOIN tenants t ON t.id = p.tenant_id
        WHERE t.domain = $1 AND r.number = $2`,
      [domain, receipt.number],
    );
    if (!kept) throw new Error('the PQRS was not kept');
    const calendar = await asApp(t.server.app.platform, 'es', async (work) =>
      loadCalendar(await enterTenant(work, kept.tenant_id, system)),
    );
    const due = legalDueDate(calendar, kept.received_at, 15);
    expect(kept.due_at.toISOString()).toBe(due.toISOString());
    expect(receipt.due_date).toBe(dueDay(calendar, due));
    const records = (await t.asAdmin(api.records.list, { params: { id: intakeFormId } })).json();
    expect(records.items.find((record) => record.number === receipt.number)?.subject).toBe(
      'Solicitud de copia del contrato',
    );
  });

  it('mails the receipt to an identified petitioner', async () => {
    const answer = await fileAt(
      await filing({
        petitioner: {
          name: 'María Pérez',
          document_type: 'CC',
          document_number: '52123456',
          email: 'Maria.Perez@example.com',
        },
        characterisation: { age_range: '29_59' },
        language: 'en',
      }),
    );
    expect(answer.statusCode).toBe(201);
    const [mail] = await ownerQuery<{ subject: string; text: string }>(
      t.server,
      `SELECT payload->>'subject' AS subject, payload->>'text' AS text FROM jobs
        WHERE kind = 'mail' AND payload->>'to' = 'maria.perez@example.com'`,
    );
    const { number } = answer.json();
    expect(mail?.subject).toBe(`We received your request ${number}`);
    expect(mail?.text).toContain('/tracking?number=');
  });

  it('refuses without consent, and explains it in the petitioner’s language', async () => {
    const answer = await fileAt({ ...(await filing()), consent: false as true }, domain, 'fr');
    expect(answer.statusCode).toBe(400);
    const body = answer.json<ErrorBody>();
    expect(Object.values(body.data ?? {}).join(' ')).toContain(
      'acceptez la politique de traitement',
    );
  });

  it('refuses an unsolved, foreign or spent challenge', async () => {
    const input = await filing();
    const wrong = await fileAt({ ...input, proof: { ...input.proof, nonce: 'x' } });
    expect(wrong.json<ErrorBody>().code).toBe(60004);
    const other = await companyWithAdmin(t.server, 'otra-ventanilla.test');
    const foreign = await fileAt({ ...input, proof: await windowProof(t.server, other.domain) });
    expect(foreign.json<ErrorBody>().code).toBe(60004);
    expect((await fileAt(input)).statusCode).toBe(201);
    const spent = await fileAt(input);
    expect(spent.json<ErrorBody>().code).toBe(60005);
  });

  it('refuses a type of no company’s, and a forged challenge', async () => {
    const input = await filing({ type_id: '00000000-0000-4000-8000-000000000000' });
    expect((await fileAt(input)).json<ErrorBody>().code).toBe(60003);
    const forged = solved(`${Date.now() + 60_000}.salt.mac`, 16);
    expect((await fileAt({ ...input, proof: forged })).json<ErrorBody>().code).toBe(60004);
  });

  it('names no company for an unknown address', async () => {
    const answer = await send(t.server, api.window.open, { params: { domain: 'nadie.test' } });
    expect(answer.json<ErrorBody>().code).toBe(60002);
  });
});

describe('tracking a PQRS', () => {
  let number: string;
  let code: string;

  beforeAll(async () => {
    await openWindow();
    const receipt = (await fileAt(await filing())).json();
    number = receipt.number;
    code = receipt.tracking_code;
  });

  const track = (input: { number: string; code: string }, at = domain) =>
    send(t.server, api.window.track, { params: { domain: at }, body: input });

  it('shows its state and due date by number and code, the code typed as printed', async () => {
    const grouped = `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`.toLowerCase();
    const answer = await track({ number, code: grouped });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      number,
      state: 'received',
      type_name: 'Petición general',
      subject: 'Solicitud de copia del contrato',
    });
  });

  it('gives the same refusal for a wrong code, an unknown number and another company', async () => {
    const other = await companyWithAdmin(t.server, 'ajena-ventanilla.test');
    for (const [input, at] of [
      [{ number, code: 'AAAAAAAAAAAA' }, domain],
      [{ number: '99-20260101-0001', code }, domain],
      [{ number, code }, other.domain],
    ] as const) {
      const answer = await track(input, at);
      expect(answer.statusCode).toBe(404);
      expect(answer.json<ErrorBody>().code).toBe(60006);
    }
  });

  it('makes the receipt at its first download and gives back the same bytes each time', async () => {
    const receiptKey = () =>
      ownerQuery<{ receipt_key: string | null }>(
        t.server,
        `SELECT p.receipt_key FROM pqrs_requests p
           JOIN records r ON r.tenant_id = p.tenant_id AND r.id = p.record_id
           JOIN tenants t ON t.id = p.tenant_id
          WHERE t.domain = $1 AND r.number = $2`,
        [domain, number],
      );
    expect(await receiptKey()).toEqual([{ receipt_key: null }]);
    const download = () =>
      send(t.server, api.window.receipt, { params: { domain }, body: { number, code } });
    const first = await download();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(first.rawPayload);
    expect(pdf.getTitle()).toBe(`Acuse de recibo ${number}`);
    expect((await receiptKey())[0]?.receipt_key).toBeTruthy();
    expect((await download()).rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
