import { type AnswerSendInput, api, type ErrorBody, type PqrsAnswerDto } from '@custodia/contracts';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { linkIn, type ReceivedMail, startMailbox, textOf } from '../../test/mailbox.ts';
import { activeWorkflowOf } from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { filedAtWindow, identified } from '../../test/window.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

const domain = 'pqrs-respuestas.test';
const t = useCompanyServer(domain, () => ({ SMTP_URL: mailbox.url }));

let intakeFormId: string;
let observations: string;
let outgoingFormId: string;
let typeId: string;
let templateId: string;

/** An outgoing form whose filing starts a workflow of one approval step: the VoBo. */
async function outgoingForm() {
  const { form } = await designForm(t.asAdmin, [textbox('Notas')], {
    activate_workflow: true,
    mandatory_start: true,
  });
  await activeWorkflowOf(t, form.id, {
    diagram: {
      nodes: { start: 'startEvent:Respuesta', vobo: 'userTask:Visto bueno', end: 'endEvent:Fin' },
      flows: ['start>vobo', 'vobo>end'],
    },
  });
  return form.id;
}

beforeAll(async () => {
  const intake = await designForm(t.asAdmin, [textbox('Observaciones')]);
  intakeFormId = intake.form.id;
  observations = intake.fields[0]?.id ?? '';
  const settings = await t.asAdmin(api.pqrs.updateSettings, {
    body: {
      window_open: true,
      intake_form_id: intakeFormId,
      receiver_id: t.company.admin.user.id,
      policy_text: '',
      ask_characterisation: false,
    },
  });
  typeId = settings.json().types.find((type) => type.law_kind === 'petition')?.id ?? '';
  outgoingFormId = await outgoingForm();
  const answering = await t.asAdmin(api.pqrsAnswers.updateAnswering, {
    body: { outgoing_form_id: outgoingFormId },
  });
  expect(answering.json().outgoing_form_id).toBe(outgoingFormId);
  const template = await t.asAdmin(api.pqrsAnswers.createTemplate, {
    body: {
      name: 'Respuesta general',
      body: 'Señor(a) {{petitioner}}:\n\nSu PQRS {{number}} del {{filed_date}} vence el {{due_date}}; hoy es {{today}}.\n\nObservaciones: {{field:Observaciones}}',
    },
  });
  templateId = template.json().id;
});

/** A PQRS filed at the window, identified with an e-mail unless told otherwise. */
const filed = (email: string | null = 'respuesta@example.com') =>
  filedAtWindow(t, domain, typeId, {
    subject: 'Estado de mi solicitud',
    text: 'Quiero saber en qué estado está mi solicitud de pensión.',
    petitioner: identified(email ?? undefined, 'Ana Ruiz'),
  });

const answerOf = async (id: string) =>
  (await t.asAdmin(api.pqrsAnswers.ofRecord, { params: { id } })).json().answer as PqrsAnswerDto;

const draft = (id: string, text = 'Le informamos que su solicitud está en estudio.') =>
  t.asAdmin(api.pqrsAnswers.saveDraft, { params: { id }, body: { text } });

/** Drafted and filed as an outgoing radicado. */
async function prepared(id: string) {
  await draft(id);
  const answer = await t.asAdmin(api.pqrsAnswers.prepare, { params: { id } });
  expect(answer.statusCode).toBe(200);
  return answer.json().answer as PqrsAnswerDto;
}

/** The outgoing radicado's VoBo given: its one approval task completed. */
async function approved(outgoingId: string) {
  const [task] = await ownerQuery<{ id: string }>(
    t.server,
    `SELECT k.id FROM process_tasks k JOIN processes p ON p.tenant_id = k.tenant_id
                                             AND p.id = k.process_id
      WHERE p.record_id = $1 AND k.status = 1`,
    [outgoingId],
  );
  const done = await t.asAdmin(api.processes.complete, {
    params: { id: task?.id ?? '' },
    body: { status: 2 },
  });
  expect(done.statusCode).toBe(200);
}

/** Prepared, approved and sealed: ready to send. */
async function ready(id: string) {
  const answer = await prepared(id);
  await approved(answer.outgoing?.record_id ?? '');
  await t.asAdmin(api.pqrsAnswers.seal, { params: { id } });
  return answer;
}

const sendBy = (id: string, body: AnswerSendInput) =>
  t.asAdmin(api.pqrsAnswers.send, { params: { id }, body });

const track = (receipt: { number: string; tracking_code: string }, at = domain) =>
  send(t.server, api.window.track, {
    params: { domain: at },
    body: { number: receipt.number, code: receipt.tracking_code },
  });

async function stopped(id: string) {
  const [row] = await ownerQuery<{
    state: string;
    answered_at: Date | null;
    answered_in_time: boolean | null;
    answer_days: number | null;
  }>(
    t.server,
    'SELECT state, answered_at, answered_in_time, answer_days FROM pqrs_requests WHERE record_id = $1',
    [id],
  );
  return row;
}

describe('answer templates', () => {
  it('fill in the petitioner, the radicado, its dates, today and the record’s values', async () => {
    const pqrs = await filed();
    const [company] = await ownerQuery<{ id: string }>(
      t.server,
      'SELECT id FROM tenants WHERE domain = $1',
      [domain],
    );
    await ownerQuery(
      t.server,
      `UPDATE records SET field_values = jsonb_build_object($2::text, 'Pensión de vejez')
        WHERE tenant_id = $3 AND id = $1`,
      [pqrs.id, observations, company?.id],
    );
    const filled = await t.asAdmin(api.pqrsAnswers.fill, {
      params: { id: pqrs.id },
      body: { template_id: templateId },
    });
    const { pqrs: request } = (
      await t.asAdmin(api.pqrs.ofRecord, { params: { id: pqrs.id } })
    ).json();
    const day = (iso: string) =>
      new Intl.DateTimeFormat('es-CO', {
        timeZone: 'America/Bogota',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(iso));
    expect(filled.json().text).toBe(
      `Señor(a) Ana Ruiz:\n\nSu PQRS ${pqrs.number} del ${day(pqrs.filed_at)} vence el ${day(request?.due_at ?? '')}; hoy es ${day(new Date().toISOString())}.\n\nObservaciones: Pensión de vejez`,
    );
  });

  it('refuse a variable that cannot be filled (60021)', async () => {
    const answer = await t.asAdmin(api.pqrsAnswers.createTemplate, {
      body: { name: 'Mala', body: 'Hola {{nombre}}, gracias.' },
    });
    expect(answer.json<ErrorBody>()).toMatchObject({ code: 60021 });
  });

  it('are listed, changed and deleted by the window’s administrators', async () => {
    const created = await t.asAdmin(api.pqrsAnswers.createTemplate, {
      body: { name: 'Traslado', body: 'Su PQRS {{number}} fue trasladada.' },
    });
    const id = created.json().id;
    await t.asAdmin(api.pqrsAnswers.updateTemplate, {
      params: { id },
      body: { name: 'Traslado por competencia', body: 'Su PQRS {{number}} fue trasladada.' },
    });
    const listed = (await t.asAdmin(api.pqrsAnswers.answering)).json().templates;
    expect(listed.map((template) => template.name)).toContain('Traslado por competencia');
    const deleted = await t.asAdmin(api.pqrsAnswers.deleteTemplate, { params: { id } });
    expect(deleted.json().templates.map((template) => template.id)).not.toContain(id);
  });

  it('take an outgoing form fit to file answers only (60017)', async () => {
    const answer = await t.asAdmin(api.pqrsAnswers.updateAnswering, {
      body: { outgoing_form_id: intakeFormId },
    });
    expect(answer.json<ErrorBody>()).toMatchObject({ code: 60017 });
  });
});

describe('preparing an answer', () => {
  it('files an outgoing radicado in the outgoing form, with the PDF, linked both ways', async () => {
    const pqrs = await filed();
    const early = await t.asAdmin(api.pqrsAnswers.prepare, { params: { id: pqrs.id } });
    expect(early.json<ErrorBody>().code).toBe(60024);
    const answer = await prepared(pqrs.id);
    expect(answer.outgoing).toMatchObject({ form_id: outgoingFormId });
    const outgoing = answer.outgoing as NonNullable<PqrsAnswerDto['outgoing']>;
    const [numbers] = await ownerQuery<{ incoming: string; outgoing: string }>(
      t.server,
      `SELECT (SELECT form_id::text FROM records WHERE id = $1) AS incoming,
              (SELECT form_id::text FROM records WHERE id = $2) AS outgoing`,
      [pqrs.id, outgoing.record_id],
    );
    expect(numbers).toEqual({ incoming: intakeFormId, outgoing: outgoingFormId });
    expect(outgoing.number).not.toBe(pqrs.number);

    const incomingDetail = await t.asAdmin(api.records.get, {
      params: { id: intakeFormId, recordId: pqrs.id },
    });
    expect(incomingDetail.json().links).toEqual([
      expect.objectContaining({ kind: 'answer', direction: 'to', number: outgoing.number }),
    ]);
    const outgoingDetail = await t.asAdmin(api.records.get, {
      params: { id: outgoingFormId, recordId: outgoing.record_id },
    });
    expect(outgoingDetail.json().links).toEqual([
      expect.objectContaining({ kind: 'answer', direction: 'from', number: pqrs.number }),
    ]);
    const files = await t.asAdmin(api.files.list, { params: { id: outgoing.record_id } });
    expect(files.json().items.map((file: { name: string }) => file.name)).toEqual([
      `${outgoing.number}.pdf`,
    ]);
    const vobo = await ownerQuery<{ file_id: string }>(
      t.server,
      `SELECT l.file_id FROM task_file_links l
         JOIN process_tasks k ON k.tenant_id = l.tenant_id AND k.id = l.task_id
         JOIN processes p ON p.tenant_id = k.tenant_id AND p.id = k.process_id
        WHERE p.record_id = $1`,
      [outgoing.record_id],
    );
    expect(vobo).toEqual([{ file_id: outgoing.file_id }]);
    expect(answer.abilities).toMatchObject({ draft: false, seal: true, send: false });

    const redraft = await draft(pqrs.id, 'Otro texto para la respuesta.');
    expect(redraft.json<ErrorBody>().code).toBe(60022);
  });
});

describe('sending an answer', () => {
  it('is refused before the VoBo (60025) and before the signature (60026)', async () => {
    const pqrs = await filed();
    const answer = await prepared(pqrs.id);
    const unapproved = await sendBy(pqrs.id, { channel: 'tracking' });
    expect(unapproved.json<ErrorBody>().code).toBe(60025);
    await approved(answer.outgoing?.record_id ?? '');
    const unsigned = await sendBy(pqrs.id, { channel: 'tracking' });
    expect(unsigned.json<ErrorBody>().code).toBe(60026);
    const sealed = await t.asAdmin(api.pqrsAnswers.seal, { params: { id: pqrs.id } });
    expect(sealed.json().answer).toMatchObject({
      approved: true,
      signed: 'seal',
      abilities: { send: true, seal: false },
    });
    expect((await stopped(pqrs.id))?.state).toBe('received');
  });

  it('counts the built-in e-signature on the answer’s PDF as its signature', async () => {
    const pqrs = await filed();
    const answer = await prepared(pqrs.id);
    const outgoing = answer.outgoing as NonNullable<PqrsAnswerDto['outgoing']>;
    await approved(outgoing.record_id);
    const address = 'firma-respuesta@example.com';
    const requested = await t.asAdmin(api.signatures.create, {
      body: {
        form_id: outgoing.form_id,
        record_id: outgoing.record_id,
        file_id: outgoing.file_id,
        description: 'Firma de la respuesta',
        days: 5,
        ordered: true,
        graphic: false,
        signatories: [
          {
            country: 'CO',
            dial_code: '+57',
            phone: '3001234567',
            full_name: 'Gerente General',
            document_type: 1,
            document_number: '10203040',
            email: address,
          },
        ],
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const mailsTo = async () => {
      await t.server.app.jobs.runDue();
      return mailbox.received.filter((mail) => mail.to.includes(address));
    };
    const token = linkIn((await mailsTo())[0] as ReceivedMail).hash.slice(1);
    await send(t.server, api.signing.sendCode, { body: { token } });
    const code = /\b(\d{6})\b/.exec(textOf((await mailsTo()).at(-1) as ReceivedMail))?.[1];
    const verified = await send(t.server, api.signing.verify, {
      body: { token, code: code ?? '' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const signed = await send(t.server, api.signing.sign, { body: { token } });
    expect(signed.statusCode, signed.body).toBe(200);
    await t.server.app.jobs.runDue();

    expect(await answerOf(pqrs.id)).toMatchObject({
      signed: 'signature',
      abilities: { send: true, seal: false },
    });
    const sent = await sendBy(pqrs.id, { channel: 'tracking' });
    expect(sent.json().answer?.answered?.in_time).toBe(true);
  });

  it('by e-mail keeps the SMTP answer and the Message-ID, and stops the clock when accepted', async () => {
    const pqrs = await filed('correo-respuesta@example.com');
    const answer = await ready(pqrs.id);
    const sent = await sendBy(pqrs.id, { channel: 'email' });
    expect(sent.json().answer?.deliveries).toMatchObject([
      { channel: 'email', email: 'correo-respuesta@example.com', notified_at: null },
    ]);
    expect((await stopped(pqrs.id))?.state).toBe('received');

    await t.server.app.jobs.runDue();
    const mail = mailbox.received.find(
      (one) =>
        one.to.includes('correo-respuesta@example.com') &&
        textOf(one).includes(`Subject: Respuesta a su PQRS ${pqrs.number}`),
    );
    expect(textOf(mail as NonNullable<typeof mail>)).toContain(answer.outgoing?.number);
    const after = await answerOf(pqrs.id);
    const [delivery] = after.deliveries;
    expect(delivery?.smtp_response).toMatch(/^250/);
    expect(mail?.raw).toContain(`Message-ID: ${delivery?.message_id}`);
    expect(delivery?.notified_at).not.toBeNull();
    expect(after.answered).toMatchObject({ in_time: true, days: 1 });
    expect(await stopped(pqrs.id)).toMatchObject({ state: 'answered', answered_in_time: true });
    // Its clock stopped: no legal due date on its record for the task box, no notice to come.
    const [record] = await ownerQuery<{ legal_due_at: Date | null; notices: number }>(
      t.server,
      `SELECT r.legal_due_at, (SELECT count(*)::int FROM jobs WHERE kind = 'pqrsLegalNotice'
              AND key LIKE r.id || ':%' AND done_at IS NULL) AS notices
         FROM records r WHERE r.id = $1`,
      [pqrs.id],
    );
    expect(record).toEqual({ legal_due_at: null, notices: 0 });
  });

  it('by e-mail is refused for a petitioner who gave no address (60028)', async () => {
    const pqrs = await filed(null);
    await ready(pqrs.id);
    const sent = await sendBy(pqrs.id, { channel: 'email' });
    expect(sent.json<ErrorBody>().code).toBe(60028);
  });

  it('says late when it went after the legal due date', async () => {
    const pqrs = await filed();
    await ready(pqrs.id);
    await ownerQuery(
      t.server,
      `UPDATE pqrs_requests SET received_at = received_at - interval '40 days',
              due_at = now() - interval '1 day' WHERE record_id = $1`,
      [pqrs.id],
    );
    const sent = await sendBy(pqrs.id, { channel: 'tracking' });
    const answered = sent.json().answer?.answered;
    expect(answered?.in_time).toBe(false);
    expect(answered?.days).toBeGreaterThan(15);
    const again = await sendBy(pqrs.id, { channel: 'tracking' });
    expect(again.json<ErrorBody>().code).toBe(60014);
  });

  it('by a courier tells the petitioner only when delivered, and keeps why it came back', async () => {
    const pqrs = await filed();
    await ready(pqrs.id);
    const first = await sendBy(pqrs.id, {
      channel: 'physical',
      courier: 'Servientrega',
      guide_number: 'SV-1001',
    });
    const dispatch = first.json().answer?.deliveries[0];
    const returned = await t.asAdmin(api.pqrsAnswers.settleDispatch, {
      params: { id: pqrs.id, deliveryId: dispatch?.id ?? '' },
      body: { outcome: 'returned', reason: 'Dirección no existe' },
    });
    expect(returned.json().answer?.deliveries[0]).toMatchObject({
      outcome: 'returned',
      return_reason: 'Dirección no existe',
      notified_at: null,
    });
    expect((await stopped(pqrs.id))?.state).toBe('received');
    const twice = await t.asAdmin(api.pqrsAnswers.settleDispatch, {
      params: { id: pqrs.id, deliveryId: dispatch?.id ?? '' },
      body: { outcome: 'delivered' },
    });
    expect(twice.json<ErrorBody>().code).toBe(60029);

    const second = await sendBy(pqrs.id, {
      channel: 'physical',
      courier: 'Servientrega',
      guide_number: 'SV-1002',
    });
    const delivered = await t.asAdmin(api.pqrsAnswers.settleDispatch, {
      params: { id: pqrs.id, deliveryId: second.json().answer?.deliveries[1]?.id ?? '' },
      body: { outcome: 'delivered' },
    });
    expect(delivered.json().answer?.answered?.in_time).toBe(true);
    expect((await stopped(pqrs.id))?.state).toBe('answered');
  });
});

describe('the answer on the tracking page', () => {
  it('shows and downloads once sent, signed, and never to another company’s address', async () => {
    const pqrs = await filed();
    const answer = await ready(pqrs.id);
    expect((await track(pqrs)).json().answer).toBeNull();
    const early = await send(t.server, api.window.answer, {
      params: { domain },
      body: { number: pqrs.number, code: pqrs.tracking_code },
    });
    expect(early.json<ErrorBody>().code).toBe(60020);

    await sendBy(pqrs.id, { channel: 'tracking' });
    const tracked = (await track(pqrs)).json();
    expect(tracked).toMatchObject({
      state: 'answered',
      answer: {
        number: answer.outgoing?.number,
        text: 'Le informamos que su solicitud está en estudio.',
      },
    });
    const pdf = await send(t.server, api.window.answer, {
      params: { domain },
      body: { number: pqrs.number, code: pqrs.tracking_code },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.includes(Buffer.from('/ByteRange'))).toBe(true);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(1);

    await companyWithAdmin(t.server, 'otra-respuestas.test');
    const elsewhere = await send(t.server, api.window.answer, {
      params: { domain: 'otra-respuestas.test' },
      body: { number: pqrs.number, code: pqrs.tracking_code },
    });
    expect(elsewhere.json<ErrorBody>().code).toBe(60006);
    expect((await track(pqrs, 'otra-respuestas.test')).json<ErrorBody>().code).toBe(60006);
  });
});

describe('who answers', () => {
  it('is whoever may correct the PQRS’s record: others are refused', async () => {
    const pqrs = await filed();
    await draft(pqrs.id);
    const { user } = await memberOfNewRole(t, 2);
    const { access } = await login(t.server, user.user_name, USER_PASSWORD);
    const read = await send(
      t.server,
      api.pqrsAnswers.ofRecord,
      { params: { id: pqrs.id } },
      { token: access },
    );
    expect(read.json<ErrorBody>().code).toBe(30040);
    const prepare = await send(
      t.server,
      api.pqrsAnswers.prepare,
      { params: { id: pqrs.id } },
      { token: access },
    );
    expect(prepare.statusCode).toBe(404);
    expect((await answerOf(pqrs.id)).abilities).toMatchObject({ draft: true, prepare: true });
  });
});
