import {
  api,
  type ErrorBody,
  type Paged,
  type WebhookDeliveryDto,
  type WebhookDto,
  type WebhookEvent,
  type WebhookSecretDto,
  webhookEvents,
  webhookLimits,
} from '@custodia/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { attached } from '../../test/file-fixtures.ts';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { runningWorkflow, startedProcess } from '../../test/process-fixtures.ts';
import {
  type Company,
  type CompanyServer,
  companyWithAdmin,
  described,
  login,
  memberOfNewRole,
  ownerQuery,
  request,
  send,
  sendRequest,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { signatureHolds, startReceiver } from '../../test/webhook-receiver.ts';
import { migrate } from '../platform/migrations.ts';
import { installationKey } from '../platform/secrets.ts';
import { inTenant, system } from '../platform/work.ts';
import { announce } from './index.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

// The local receiver is plain http on loopback: this installation allows both, as a test bench's.
const t = useCompanyServer('webhooks.co', () => ({
  OUTBOUND_ALLOW_HTTP: 'true',
  OUTBOUND_ALLOW_PRIVATE: 'true',
}));
// An installation as shipped: public https addresses only.
const strict = useCompanyServer('webhooks-strict.co');

const deliver = () => t.server.app.jobs.runDue();

async function subscribe(
  context: CompanyServer,
  events: WebhookEvent[],
  url = receiver.url,
): Promise<WebhookSecretDto> {
  const created = await context.asAdmin(api.webhooks.create, { body: { url, events } });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

async function deliveriesOf(webhookId: string): Promise<WebhookDeliveryDto[]> {
  const response = await t.asAdmin(api.webhooks.deliveries, {
    params: { id: webhookId },
    query: { per_page: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Paged<WebhookDeliveryDto>).items;
}

let formId: string;
async function filed(): Promise<{ id: string; number: string; form_id: string }> {
  const response = await t.asAdmin(api.records.file, {
    params: { id: formId },
    body: {
      subject: 'Petición de prueba',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json(), form_id: formId };
}

// Each test starts with no subscription, nothing queued and nothing received.
afterEach(async () => {
  await ownerQuery(t.server, 'DELETE FROM webhooks');
  await ownerQuery(t.server, "DELETE FROM jobs WHERE kind = 'deliverWebhook'");
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

/** Takes what reached the receiver since last asked. */
const arrived = () => receiver.received.splice(0, receiver.received.length);

beforeAll(async () => {
  formId = (await designForm(t.asAdmin, [textbox('Nota')])).form.id;
});

describe('webhook subscriptions', () => {
  it('answers the signing secret at creation only, and audits creation, change and removal', async () => {
    const created = await subscribe(t, ['record.filed', 'record.cancelled']);
    expect(created).toMatchObject({
      url: receiver.url,
      events: ['record.filed', 'record.cancelled'],
      active: true,
      abilities: { edit: true, delete: true },
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = await t.asAdmin(api.webhooks.list);
    expect(listed.body).not.toContain(created.secret);
    expect((listed.json() as WebhookDto[]).map((hook) => hook.id)).toContain(created.id);

    const changed = await t.asAdmin(api.webhooks.update, {
      params: { id: created.id },
      body: {
        url: receiver.url,
        events: ['record.filed'],
        active: false,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ events: ['record.filed'], active: false });
    expect(changed.body).not.toContain(created.secret);
    const removed = await t.asAdmin(api.webhooks.remove, { params: { id: created.id } });
    expect(removed.json()).toEqual({ detail: 'Webhook eliminado.' });
    expect(
      (await t.asAdmin(api.webhooks.deliveries, { params: { id: created.id } })).json<ErrorBody>()
        .code,
    ).toBe(70021);

    const log = await t.asAdmin(api.audit.list, { query: { module: 'webhooks', per_page: 100 } });
    const entries = log.json().items.filter((entry) => entry.entity_id === created.id);
    expect(entries.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
    expect(log.body).not.toContain(created.secret);
    expect(
      entries?.find((entry: { action: string }) => entry.action === 'update')?.changes,
    ).toEqual({
      events: { from: ['record.filed', 'record.cancelled'], to: ['record.filed'] },
      active: { from: true, to: false },
    });
  });

  it('refuses an address that is no full web address, or names no event (70023, 30010)', async () => {
    for (const url of [
      'not an address',
      'ftp://example.com/x',
      'https://ana:clave@example.com/x',
    ]) {
      const refused = await t.asAdmin(api.webhooks.create, {
        body: { url, events: ['record.filed'] },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json()).toMatchObject({ code: 70023, data: { url: expect.any(String) } });
    }
    const none = await t.asAdmin(api.webhooks.create, { body: { url: receiver.url, events: [] } });
    expect(none.json()).toMatchObject({ code: 30010, data: { events: expect.any(String) } });
    const unknown = await t.asAdmin(api.webhooks.create, {
      raw: { body: { url: receiver.url, events: ['record.burnt'] } },
    });
    expect(unknown.json<ErrorBody>().code).toBe(30010);
  });

  it('takes only https and public hosts where the installation says so (70024, 70025)', async () => {
    const plain = await strict.asAdmin(api.webhooks.create, {
      body: {
        url: 'http://hooks.example.com/x',
        events: ['record.filed'],
      },
    });
    expect(plain.json()).toMatchObject({
      code: 70024,
      data: { url: 'La dirección debe usar https.' },
    });
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      '169.254.169.254',
      '10.1.2.3',
      '[::ffff:192.168.1.1]',
    ]) {
      const refused = await strict.asAdmin(api.webhooks.create, {
        body: {
          url: `https://${host}/x`,
          events: ['record.filed'],
        },
      });
      expect(refused.json<ErrorBody>().code, host).toBe(70025);
    }
    const english = await send(
      strict.server,
      api.webhooks.create,
      { body: { url: 'http://hooks.example.com/x', events: ['record.filed'] } },
      { token: strict.company.adminToken, language: 'en' },
    );
    expect(english.json<ErrorBody>().detail).toBe('The address must use https.');
  });

  it(`keeps at most ${webhookLimits.perCompany} a company (70026)`, async () => {
    const company = await companyWithAdmin(strict.server, 'webhooks-many.co');
    const create = () =>
      send(
        strict.server,
        api.webhooks.create,
        { body: { url: 'https://hooks.example.com/x', events: ['record.filed'] } },
        { token: company.adminToken },
      );
    for (let count = 0; count < webhookLimits.perCompany; count += 1) {
      expect((await create()).statusCode).toBe(201);
    }
    const over = await create();
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 70026, detail: expect.stringContaining('20') });
  });

  it('is refused to anyone but an admin, even one whose role grants every permission', async () => {
    const { user } = await memberOfNewRole(t, 2);
    const token = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    const refused = await send(
      t.server,
      api.webhooks.create,
      { body: { url: receiver.url, events: ['record.filed'] } },
      { token },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe(10001);
  });
});

describe('deliveries', () => {
  it('posts a filing to the receiver, signed with the secret, and lists it with its answer', async () => {
    const hook = await subscribe(t, ['record.filed']);
    const record = await filed();
    // The filing answered before anything was sent: deliveries never hold a request.
    expect(arrived()).toEqual([]);
    await deliver();
    const [delivery, ...more] = arrived();
    expect(more).toEqual([]);
    if (!delivery) throw new Error('nothing arrived');
    expect(signatureHolds(hook.secret, delivery)).toBe(true);
    expect(signatureHolds('whsec_another', delivery)).toBe(false);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['x-custodia-event']).toBe('record.filed');
    const body = JSON.parse(delivery.body);
    expect(body).toEqual({
      id: delivery.headers['x-custodia-delivery'],
      event: 'record.filed',
      occurred_at: expect.any(String),
      data: {
        form_id: formId,
        record_id: record.id,
        record_number: record.number,
        by: t.company.admin.user.id,
      },
    });
    const timestamp = Number(delivery.headers['x-custodia-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(600);
    expect(await deliveriesOf(hook.id)).toEqual([
      {
        id: body.id,
        event: 'record.filed',
        created_at: body.occurred_at,
        status: 'delivered',
        attempts: [
          {
            at: expect.any(String),
            status_code: 200,
            answer: 'ok',
            error: null,
            duration_ms: expect.any(Number),
          },
        ],
        abilities: { replay: true },
      },
    ]);
  });

  it('keeps the secret sealed at rest, and the migration seals the secrets kept before', async () => {
    const hook = await subscribe(t, ['record.filed']);
    const storedSecret = async () => {
      const [row] = await ownerQuery<{ secret_sealed: string }>(
        t.server,
        'SELECT secret_sealed FROM webhooks WHERE id = $1',
        [hook.id],
      );
      return row?.secret_sealed ?? '';
    };
    expect(await storedSecret()).not.toContain(hook.secret);
    expect(await storedSecret()).toMatch(/^v1\./);

    // The table as it was before migration 051, with the secret kept as is; the migration again.
    await ownerQuery(t.server, 'ALTER TABLE webhooks RENAME COLUMN secret_sealed TO secret');
    await ownerQuery(t.server, 'UPDATE webhooks SET secret = $1 WHERE id = $2', [
      hook.secret,
      hook.id,
    ]);
    await ownerQuery(t.server, "DELETE FROM schema_migrations WHERE version LIKE '051_%'");
    const { config, db } = t.server;
    expect(await migrate(db, config.appDbRole, () => installationKey(config))).toEqual([
      '051_webhook_secrets_sealed.sql',
    ]);
    expect(await storedSecret()).not.toContain(hook.secret);

    // Deliveries are still signed with the secret the administrator was shown once.
    await filed();
    await deliver();
    const [delivery] = arrived();
    if (!delivery) throw new Error('nothing arrived');
    expect(signatureHolds(hook.secret, delivery)).toBe(true);
  });

  it('tries again after a failure, later, and keeps each answer', async () => {
    const hook = await subscribe(t, ['record.filed']);
    receiver.answers.push({ status: 500, body: 'the receiver is down' });
    await filed();
    await deliver();
    expect(arrived()).toHaveLength(1);
    const [pending] = await deliveriesOf(hook.id);
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: [{ status_code: 500, answer: 'the receiver is down' }],
    });
    // The retry waits: running the queue now sends nothing.
    await deliver();
    expect(arrived()).toEqual([]);
    const [retry] = await ownerQuery<{ later: boolean }>(
      t.server,
      `SELECT run_at > now() + interval '50 seconds' AS later FROM jobs
        WHERE kind = 'deliverWebhook' AND done_at IS NULL`,
    );
    expect(retry?.later).toBe(true);
    // A minute goes by.
    await ownerQuery(
      t.server,
      "UPDATE jobs SET run_at = now() WHERE kind = 'deliverWebhook' AND done_at IS NULL",
    );
    await deliver();
    const [again] = arrived();
    expect(again?.headers['x-custodia-delivery']).toBe(pending?.id);
    const [delivered] = await deliveriesOf(hook.id);
    expect(delivered?.status).toBe('delivered');
    expect(delivered?.attempts.map((attempt) => attempt.status_code)).toEqual([500, 200]);
  });

  it('never follows a redirect, and cuts a long answer', async () => {
    const hook = await subscribe(t, ['record.filed']);
    receiver.answers.push({
      status: 302,
      body: 'x'.repeat(5000),
      headers: { location: `${receiver.url}/elsewhere` },
    });
    await filed();
    await deliver();
    expect(arrived().map((request) => request.path)).toEqual(['/hooks']);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery?.status).toBe('pending');
    expect(delivery?.attempts[0]?.status_code).toBe(302);
    expect(delivery?.attempts[0]?.answer).toHaveLength(webhookLimits.answerMax);
  });

  it('replays a delivery on demand: a new attempt with the same delivery id', async () => {
    const hook = await subscribe(t, ['record.filed']);
    await filed();
    await deliver();
    const [first] = arrived();
    const [delivery] = await deliveriesOf(hook.id);
    const replayed = await t.asAdmin(api.webhooks.replay, {
      params: { id: hook.id, deliveryId: delivery?.id as string },
    });
    expect(replayed.statusCode).toBe(202);
    expect(replayed.json()).toEqual({
      detail: 'La entrega se enviará de nuevo en unos instantes.',
    });
    await deliver();
    const [second] = arrived();
    expect(second?.headers['x-custodia-delivery']).toBe(first?.headers['x-custodia-delivery']);
    expect(second?.body).toBe(first?.body);
    const [after] = await deliveriesOf(hook.id);
    expect(after?.attempts).toHaveLength(2);
    const missing = await t.asAdmin(api.webhooks.replay, {
      params: { id: hook.id, deliveryId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().code).toBe(70022);
  });

  it('sends to no subscription that is paused or not subscribed to the event', async () => {
    const paused = await subscribe(t, ['record.filed']);
    await t.asAdmin(api.webhooks.update, {
      params: { id: paused.id },
      body: {
        url: receiver.url,
        events: ['record.filed'],
        active: false,
      },
    });
    const other = await subscribe(t, ['record.cancelled']);
    await filed();
    await deliver();
    expect(arrived()).toEqual([]);
    expect(await deliveriesOf(paused.id)).toEqual([]);
    expect(await deliveriesOf(other.id)).toEqual([]);
  });

  it('announces nothing from a change that rolls back', async () => {
    const hook = await subscribe(t, ['record.edited']);
    const [tenant] = await ownerQuery<{ id: string }>(
      t.server,
      'SELECT id FROM tenants WHERE domain = $1',
      [t.company.domain],
    );
    await expect(
      inTenant(
        t.server.app.platform,
        { tenantId: tenant?.id as string, actor: system, language: 'es' },
        async (work) => {
          await announce(work, 'record.edited', { record_id: 'x' });
          throw new Error('the change fails after announcing');
        },
      ),
    ).rejects.toThrow('the change fails');
    await deliver();
    expect(arrived()).toEqual([]);
    expect(await deliveriesOf(hook.id)).toEqual([]);
  });

  it('tells of files, processes and tasks as they happen', async () => {
    const filing = ['record.filed', 'record.edited', 'signature.completed'];
    await subscribe(
      t,
      webhookEvents.filter((event) => !filing.includes(event)),
    );
    const record = await filed();
    const [file] = await attached(t.server, t.company.adminToken, record, [
      { name: 'nota.txt', content: 'Una nota' },
    ]);
    await t.asAdmin(api.files.moveToTrash, {
      params: { id: file?.id as string },
      body: { reason: 'Subido por error' },
    });
    const flow = await runningWorkflow(t);
    const { process } = await startedProcess(t, flow);
    await t.asAdmin(api.processes.interrupt, {
      params: { id: process.id },
      body: {
        reason: 'Ya no hace falta',
      },
    });
    await t.asAdmin(api.records.cancel, {
      params: { id: formId, recordId: record.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    await deliver();
    const events = arrived().map((delivery) => JSON.parse(delivery.body));
    expect(events.map((event) => event.event).sort()).toEqual([
      'file.added',
      'file.trashed',
      'process.interrupted',
      'process.started',
      'record.cancelled',
      'task.assigned',
    ]);
    expect(events.find((event) => event.event === 'file.trashed').data).toEqual({
      form_id: formId,
      record_id: record.id,
      record_number: record.number,
      file_id: file?.id,
      by: t.company.admin.user.id,
    });
    expect(events.find((event) => event.event === 'task.assigned').data).toMatchObject({
      process_id: process.id,
      task_id: process.tasks[0]?.id,
    });
  });
});

describe('installation rules at delivery time', () => {
  let strictReceiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    strictReceiver = await startReceiver();
  });
  afterAll(() => strictReceiver.close());

  it('refuses to connect where a name or an address leads to a private network', async () => {
    const hook = await subscribe(strict, ['record.filed'], 'https://hooks.example.com/x');
    const { form } = await designForm(strict.asAdmin, [textbox('Nota')]);
    // As if the name had been re-pointed to loopback after the subscription was made.
    for (const url of [
      `https://localhost:${strictReceiver.port}/hooks`,
      `https://127.0.0.1:${strictReceiver.port}/hooks`,
    ]) {
      await ownerQuery(strict.server, 'UPDATE webhooks SET url = $2 WHERE id = $1', [hook.id, url]);
      const response = await strict.asAdmin(api.records.file, {
        params: { id: form.id },
        body: {
          subject: 'Petición de prueba',
          support_type: 2,
          document_date: '2026-01-15',
          values: {},
        },
      });
      expect(response.statusCode).toBe(201);
      await strict.server.app.jobs.runDue();
    }
    expect(strictReceiver.received).toEqual([]);
    const listed = await strict.asAdmin(api.webhooks.deliveries, { params: { id: hook.id } });
    const deliveries = (listed.json() as Paged<WebhookDeliveryDto>).items;
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('pending');
      expect(delivery.attempts[0]).toMatchObject({
        status_code: null,
        answer: null,
        error: expect.stringMatching(/^refused: .* is in a private network$/),
      });
    }
  });
});

describe('tenant isolation', () => {
  let other: Company;
  beforeAll(async () => {
    other = await companyWithAdmin(t.server, 'webhooks-other.co');
  });

  it("never shows, changes, replays or announces to another company's webhooks", async () => {
    const theirs = (
      await send(
        t.server,
        api.webhooks.create,
        { body: { url: receiver.url, events: ['record.filed'] } },
        { token: other.adminToken },
      )
    ).json() as WebhookSecretDto;
    const mine = await subscribe(t, ['record.filed']);
    await filed();
    await deliver();
    expect(arrived()).toHaveLength(1);
    const [delivery] = await deliveriesOf(mine.id);
    const listed = await t.asAdmin(api.webhooks.list);
    expect(listed.body).not.toContain(theirs.id);
    const body = { url: receiver.url, events: ['record.filed' as const] };
    const params = { id: theirs.id };
    for (const kept of [
      request(api.webhooks.deliveries, { params }),
      request(api.webhooks.update, { params, body }),
      request(api.webhooks.remove, { params }),
    ]) {
      const refused = await sendRequest(t.server, kept, { token: t.company.adminToken });
      expect(refused.statusCode, described(kept)).toBe(404);
      expect(refused.json<ErrorBody>().code).toBe(70021);
    }
    // Their admin cannot reach my delivery through their own webhook either.
    const crossed = await send(
      t.server,
      api.webhooks.replay,
      { params: { id: theirs.id, deliveryId: delivery?.id as string } },
      { token: other.adminToken },
    );
    expect(crossed.json<ErrorBody>().code).toBe(70022);
    const theirDeliveries = await send(
      t.server,
      api.webhooks.deliveries,
      { params: { id: theirs.id } },
      { token: other.adminToken },
    );
    expect(theirDeliveries.json().items).toEqual([]);
  });
});
