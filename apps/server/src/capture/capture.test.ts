import fs from 'node:fs';
import path from 'node:path';
import {
  api,
  type CaptureItemDto,
  ConfigPermission,
  type ErrorBody,
  type MailboxDto,
  type MailboxRuleInput,
  type Paged,
  type RecordFilesDto,
  type RecordListDto,
} from '@custodia/contracts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { type ImapServer, startImapServer } from '../../test/imap-server.ts';
import { mailMessage } from '../../test/mail-messages.ts';
import {
  callAs,
  login,
  memberOfNewRole,
  ownerQuery,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { allJobs } from '../jobs.ts';
import { JobRunner } from '../platform/jobs.ts';
import type { Platform } from '../platform/work.ts';
import { inTenant, system } from '../platform/work.ts';
import { pollMailboxJob, queuePoll } from './capture.jobs.ts';
import { findMailbox } from './capture.repo.ts';

let imap: ImapServer;
beforeAll(async () => {
  imap = await startImapServer();
});
afterAll(() => imap?.stop());

const t = useCompanyServer('capture.co');
// The run's shared server outlives this file: its mailboxes go, so no later poll of theirs runs.
afterAll(async () => {
  for (const box of (await t.asAdmin(api.capture.mailboxes)).json<MailboxDto[]>()) {
    await t.asAdmin(api.capture.removeMailbox, { params: { id: box.id } });
  }
});
const poll = () => t.server.app.jobs.runDue();

async function addMailbox(
  rules: MailboxRuleInput[],
  settings: { folder: string; password?: string; port?: number; auto_reply?: boolean },
): Promise<MailboxDto> {
  const created = await t.asAdmin(api.capture.createMailbox, {
    body: {
      name: `Radicación ${settings.folder}`,
      host: imap.host,
      port: settings.port ?? imap.port,
      tls: false,
      username: imap.user,
      password: settings.password ?? imap.password,
      folder: settings.folder,
      after_capture: 'flag',
      receiver_id: t.company.admin.user.id,
      auto_reply: settings.auto_reply ?? false,
      rules,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const mailboxNamed = async (id: string) =>
  (await t.asAdmin(api.capture.mailboxes)).json<MailboxDto[]>().find((box) => box.id === id);

const tray = async () =>
  (await t.asAdmin(api.capture.tray, { query: { per_page: 100 } })).json<Paged<CaptureItemDto>>()
    .items;

async function recordsOf(formId: string, text?: string) {
  const found = await t.asAdmin(api.records.searchFilter, {
    params: { id: formId },
    body: text ? { text } : {},
  });
  return found.json<RecordListDto>().items;
}

const filesOf = async (recordId: string) =>
  (await t.asAdmin(api.files.list, { params: { id: recordId } })).json<RecordFilesDto>().items;

describe('a mailbox’s connection', () => {
  it('answers a wrong password and a server that is down with what the administrator must fix', async () => {
    const wrong = await addMailbox([], { folder: 'Wrong', password: 'not-the-password' });
    const tested = await t.asAdmin(api.capture.testMailbox, { params: { id: wrong.id } });
    expect(tested.statusCode).toBe(400);
    expect(tested.json<ErrorBody>()).toMatchObject({
      code: 80002,
      detail: 'El servidor de correo rechazó el usuario o la contraseña.',
    });
    // Its poll fails, and the mailbox says why; the runner tries again later.
    await poll();
    const failing = await mailboxNamed(wrong.id);
    expect(failing).toMatchObject({
      state: 'failing',
      failure: 'El servidor de correo rechazó el usuario o la contraseña.',
    });

    const down = await addMailbox([], { folder: 'Down', port: 1 });
    const refused = await t.asAdmin(
      api.capture.testMailbox,
      { params: { id: down.id } },
      { language: 'en' },
    );
    expect(refused.json<ErrorBody>()).toMatchObject({ code: 80003 });
    expect(refused.json<ErrorBody>().detail).toContain(`${imap.host}:1`);
  });

  it('tells an administrator the connection works, and keeps the password out of every answer', async () => {
    await imap.append(mailMessage({ subject: 'Apertura' }), 'Tested');
    const box = await addMailbox([], { folder: 'Tested' });
    const tested = await t.asAdmin(api.capture.testMailbox, { params: { id: box.id } });
    expect(tested.statusCode, tested.body).toBe(200);
    expect(JSON.stringify(await mailboxNamed(box.id))).not.toContain(imap.password);
  });
});

describe('mail becoming records', () => {
  let form: Awaited<ReturnType<typeof designForm>>;
  beforeAll(async () => {
    form = await designForm(t.asAdmin, [textbox('Asunto del correo')]);
  });

  it('files, ignores or trays each message by the first rule it matches, once per message', async () => {
    const folder = 'Rules';
    const invoice = mailMessage({
      subject: 'Factura 2041 de diciembre',
      text: 'Adjuntamos la factura por servicios de mantenimiento hidráulico.',
      attachments: [{ name: 'detalle.txt', type: 'text/plain', content: 'Detalle de la factura' }],
    });
    await imap.append(invoice, folder);
    // The same message delivered twice (the same Message-ID), and one without any, twice too.
    await imap.append(invoice, folder);
    const anonymous = mailMessage({ subject: 'Consulta sin identificador', messageId: null });
    await imap.append(anonymous, folder);
    await imap.append(anonymous, folder);
    await imap.append(mailMessage({ subject: 'Oferta', from: 'spam@publicidad.test' }), folder);
    const [subjectField] = form.fields;
    const box = await addMailbox(
      [
        { from_contains: 'spam@', action: 'ignore' },
        {
          subject_contains: 'factura',
          has_attachments: true,
          action: 'file',
          form_id: form.form.id,
          fields: { subject: subjectField?.id },
        },
      ],
      { folder, auto_reply: true },
    );
    await poll();

    const records = await recordsOf(form.form.id);
    expect(records).toHaveLength(1);
    const [record] = records;
    if (!record) throw new Error('no record');
    const files = await filesOf(record.id);
    expect(files.map((file) => file.name).sort()).toEqual([
      'Factura 2041 de diciembre.eml',
      'Factura 2041 de diciembre.pdf',
      'detalle.txt',
    ]);
    // The body's words are found by the full-text search, through the message's rendition.
    expect(await recordsOf(form.form.id, 'hidráulico')).toHaveLength(1);
    // The sender hears the radicado's number, once. Other companies on the run's shared server
    // have records of the same number, and mail of their own about them.
    const outbox = path.join(t.server.dataDir, 'outbox');
    const ours = new RegExp(`${record.number}(?!\\d)`);
    const replies = fs
      .readdirSync(outbox)
      .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
      .filter((mail) => /^To: .*marta@ciudadano\.test/im.test(mail) && ours.test(mail));
    expect(replies).toHaveLength(1);

    const waiting = (await tray()).filter((item) => item.mailbox_name === box.name);
    expect(waiting.map((item) => item.subject)).toEqual(['Consulta sin identificador']);
    expect(await mailboxNamed(box.id)).toMatchObject({ state: 'ok', captured: 3, failure: null });
    expect(await imap.count(folder)).toEqual({ messages: 5, flagged: 5 });

    // A later poll reads nothing again.
    await inTenant(t.server.app.platform, await scope(), async (work) => {
      const kept = await findMailbox(work.tx, work.tenantId, box.id);
      if (kept) await queuePoll(work, kept);
    });
    await poll();
    expect(await recordsOf(form.form.id)).toHaveLength(1);
  });

  it('takes a message once when a poll dies before its commit and when two workers poll at once', async () => {
    const folder = 'Crash';
    await imap.append(mailMessage({ subject: 'Solicitud de copia 1' }), folder);
    await imap.append(mailMessage({ subject: 'Solicitud de copia 2' }), folder);
    const box = await addMailbox(
      [{ action: 'file', form_id: form.form.id, subject_contains: 'copia' }],
      { folder },
    );
    const platform: Platform = t.server.app.platform;
    const silent = pino({ level: 'silent' });
    // A worker that read the folder and filed what it read, and died before its commit.
    const dying = new JobRunner(
      platform,
      [
        {
          ...pollMailboxJob,
          async run(...args: Parameters<typeof pollMailboxJob.run>) {
            await pollMailboxJob.run(...args);
            throw new Error('the worker died before its commit');
          },
        },
      ],
      silent,
    );
    expect(await dying.runDue()).toBe(1);
    const before = await recordsOf(form.form.id, 'copia');
    expect(before).toHaveLength(0);

    // Two workers at once, each with a poll of the mailbox (the retried one and another).
    await inTenant(platform, await scope(), async (work) => {
      await work.tx.query(
        "UPDATE jobs SET run_at = now() WHERE kind = 'pollMailbox' AND done_at IS NULL AND failed_at IS NULL",
      );
      const kept = await findMailbox(work.tx, work.tenantId, box.id);
      if (kept) await queuePoll(work, kept);
    });
    const workers = [
      new JobRunner(platform, allJobs, silent),
      new JobRunner(platform, allJobs, silent),
    ];
    await Promise.all(workers.map((worker) => worker.runDue()));
    await poll();
    const numbers = (await recordsOf(form.form.id, 'copia')).map((row) => row.subject).sort();
    expect(numbers).toEqual(['Solicitud de copia 1', 'Solicitud de copia 2']);
  });

  it('puts a malformed message in the tray with the reason, and files one of 100 attachments and one of 25 MB', async () => {
    const folder = 'Sizes';
    const broken = [
      'From: roto@ciudadano.test',
      'Subject: Mensaje roto',
      'Message-ID: <roto-1@capture.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="frontera"',
      '',
      '--frontera',
      'Content-Type: text/plain',
      '',
      'Texto',
      '--frontera',
      'Content-Type: application/pdf; name="acta.pdf"',
      'Content-Disposition: attachment; filename="acta.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      '%%% esto no es base64 ni un PDF %%%',
      '',
    ].join('\r\n');
    await imap.append(broken, folder);
    await imap.append(
      mailMessage({
        subject: 'Cien anexos',
        attachments: Array.from({ length: 100 }, (_, index) => ({
          name: `anexo-${index + 1}.txt`,
          type: 'text/plain',
          content: `Anexo número ${index + 1}`,
        })),
      }),
      folder,
    );
    await imap.append(
      mailMessage({
        subject: 'Expediente escaneado grande',
        attachments: [
          { name: 'grande.txt', type: 'text/plain', content: Buffer.alloc(18 * 1024 * 1024, 'a') },
        ],
      }),
      folder,
    );
    const box = await addMailbox(
      [{ action: 'file', form_id: form.form.id, has_attachments: true }],
      {
        folder,
      },
    );
    await poll();
    const [item] = (await tray()).filter((waiting) => waiting.mailbox_name === box.name);
    expect(item).toMatchObject({
      subject: 'Mensaje roto',
      problem: 'Estos adjuntos no son lo que dicen ser: acta.pdf.',
    });
    const hundred = await recordsOf(form.form.id, 'Cien anexos');
    expect(hundred).toHaveLength(1);
    expect(await filesOf(hundred[0]?.id as string)).toHaveLength(102);
    const large = await recordsOf(form.form.id, 'grande');
    expect(large).toHaveLength(1);
    const big = (await filesOf(large[0]?.id as string)).find((file) => file.name === 'grande.txt');
    expect(big?.current.size).toBe(18 * 1024 * 1024);
    expect(await mailboxNamed(box.id)).toMatchObject({ state: 'ok' });
  });

  it('lets a clerk with the capture permission file a tray item into a form and discard another', async () => {
    const folder = 'Tray';
    await imap.append(mailMessage({ subject: 'Derecho de petición por correo' }), folder);
    await imap.append(mailMessage({ subject: 'Publicidad sin regla' }), folder);
    await imap.append(
      mailMessage({
        subject: 'Anexo al derecho de petición',
        attachments: [{ name: 'cedula.txt', type: 'text/plain', content: 'Copia de la cédula' }],
      }),
      folder,
    );
    const box = await addMailbox([], { folder });
    await poll();
    const { role, user } = await memberOfNewRole(t, 2);
    await t.asAdmin(api.roles.setPermissions, {
      params: { id: role.id },
      body: {
        permissions: [ConfigPermission.capture],
        designer_forms: false,
        designer_workflows: false,
      },
    });
    await t.asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: { form_id: form.form.id, file: true, query: true, view_files: true },
    });
    const clerk = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const asClerk = callAs(t, () => clerk);
    const waiting = (await asClerk(api.capture.tray, { query: { per_page: 100 } }))
      .json<Paged<CaptureItemDto>>()
      .items.filter((item) => item.mailbox_name === box.name);
    expect(waiting.map((item) => item.subject)).toEqual([
      'Derecho de petición por correo',
      'Publicidad sin regla',
      'Anexo al derecho de petición',
    ]);
    const petition = waiting.find((item) => item.subject.startsWith('Derecho'));
    const advert = waiting.find((item) => item.subject.startsWith('Publicidad'));
    const annex = waiting.find((item) => item.subject.startsWith('Anexo'));
    const filed = await asClerk(api.capture.fileItems, {
      body: { ids: [petition?.id as string], form_id: form.form.id },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const [record] = filed.json<{ records: { id: string; number: string }[] }>().records;
    // The annex joins the record just filed: its original, its rendition and its attachment.
    const attached = await asClerk(api.capture.attachItems, {
      body: { ids: [annex?.id as string], record_id: record?.id as string },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await filesOf(record?.id as string)).map((file) => file.name).sort()).toEqual([
      'Anexo al derecho de petición.eml',
      'Anexo al derecho de petición.pdf',
      'Derecho de petición por correo.eml',
      'Derecho de petición por correo.pdf',
      'cedula.txt',
    ]);
    const discarded = await asClerk(api.capture.discardItems, {
      body: { ids: [advert?.id as string], reason: 'Publicidad no solicitada' },
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await tray()).filter((item) => item.mailbox_name === box.name)).toEqual([]);
    expect(await recordsOf(form.form.id, 'petición')).toHaveLength(1);
    // Decided once: filing it again says it is gone from the tray.
    const again = await asClerk(api.capture.fileItems, {
      body: { ids: [petition?.id as string], form_id: form.form.id },
    });
    expect(again.json<ErrorBody>().code).toBe(80007);
  });
});

let tenantId = '';
async function scope() {
  if (!tenantId) {
    const [tenant] = await ownerQuery<{ id: string }>(
      t.server,
      'SELECT id FROM tenants WHERE domain = $1',
      [t.company.domain],
    );
    tenantId = tenant?.id as string;
  }
  return { tenantId, actor: system, language: 'es' as const };
}
