import {
  api,
  type BodyOf,
  type ErrorBody,
  type InboxDto,
  type TaskViewsDto,
  translate,
  type UserDto,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { marksByTheClock } from '../../test/inbox.ts';
import { type RunningWorkflow, runningWorkflow } from '../../test/process-fixtures.ts';
import {
  ADMIN_PASSWORD,
  companyWithAdmin,
  createUserWithPassword,
  login,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('bandeja.co');
const { asAdmin } = t;

let flow: RunningWorkflow;
/** The admin's three open tasks, by the subject of their record. */
const tasks: Record<string, { task: string; number: string }> = {};

async function startedOn(subject: string) {
  const filed = await asAdmin(api.records.file, {
    params: { id: flow.formId },
    body: {
      subject,
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const record = filed.json() as { id: string; number: string };
  const started = await asAdmin(api.processes.start, {
    body: {
      workflow_id: flow.workflowId,
      form_id: flow.formId,
      record_id: record.id,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const [task] = await ownerQuery<{ id: string }>(
    t.server,
    'SELECT t.id FROM process_tasks t JOIN processes p ON p.id = t.process_id WHERE p.record_id = $1',
    [record.id],
  );
  tasks[subject] = { task: (task as { id: string }).id, number: record.number };
}

const filtered = async (body: object, token = t.company.adminToken) => {
  const response = await send(t.server, api.tasks.filter, { body }, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InboxDto;
};

/** Moves a task's dates as if it had been received `receivedHoursAgo` and fell due `dueInHours`. */
function backdate(task: string, receivedHoursAgo: number, dueInHours: number) {
  const received = 'now() - make_interval(hours => $2)';
  const due = 'now() + make_interval(hours => $3)';
  const marks = marksByTheClock(received, due);
  return ownerQuery(
    t.server,
    `UPDATE process_tasks SET received_at = ${received}, due_at = ${due},
                              orange_at = ${marks.orange}, red_at = ${marks.red}
      WHERE id = $1`,
    [task, receivedHoursAgo, dueInHours],
  );
}

beforeAll(async () => {
  flow = await runningWorkflow(t);
  await startedOn('Petición de información pública');
  await startedOn('Queja por demora');
  await startedOn('Reclamo de facturación');
  // One overdue, one with a tenth of its time left (due soon), one just received (on time).
  await backdate(tasks['Queja por demora']?.task as string, 48, -2);
  await backdate(tasks['Reclamo de facturación']?.task as string, 90, 10);
});

describe('the task box', () => {
  it('lists the tasks the person holds, with their record, workflow, step and deadline', async () => {
    const response = await asAdmin(api.tasks.inbox, { query: { per_page: 10 } });
    expect(response.statusCode, response.body).toBe(200);
    const inbox = response.json() as InboxDto;
    expect(inbox.count).toBe(3);
    // Due first by default: the overdue one leads.
    expect(inbox.items.map((item) => item.subject)).toEqual([
      'Queja por demora',
      'Reclamo de facturación',
      'Petición de información pública',
    ]);
    const [first] = inbox.items;
    expect(first).toMatchObject({
      type: 'process',
      record: { number: tasks['Queja por demora']?.number },
      step: { name: 'Revisar' },
      colour: 'red',
      deadline: 'overdue',
      unread: true,
      batchable: true,
    });
    expect(first?.workflow?.id).toBe(flow.workflowId);
    expect(inbox.counters).toEqual({
      total: 3,
      free: 0,
      unread: 3,
      overdue: 1,
      due_soon: 1,
      on_time: 1,
    });
  });

  it('counts a task as read once its holder opened it', async () => {
    const { task } = tasks['Petición de información pública'] as { task: string };
    expect((await asAdmin(api.processes.task, { params: { id: task } })).statusCode).toBe(200);
    const inbox = await filtered({ filters: { unread: false } });
    expect(inbox.items.map((item) => item.id)).toEqual([task]);
    const counters = await asAdmin(api.tasks.counters);
    expect(counters.json()).toMatchObject({ total: 3, unread: 2 });
  });

  it('filters by a counter, as clicking it does', async () => {
    const overdue = await filtered({ filters: { deadline: 'overdue' } });
    expect(overdue.items.map((item) => item.subject)).toEqual(['Queja por demora']);
    expect(overdue.count).toBe(1);
    // The counters always count every task, whatever the list shows.
    expect(overdue.counters.total).toBe(3);
    const soon = await filtered({ filters: { deadline: 'due_soon' } });
    expect(soon.items.map((item) => item.subject)).toEqual(['Reclamo de facturación']);
  });

  it('finds several filing numbers at once, and words of the subject without their accents', async () => {
    const numbers = [tasks['Queja por demora'], tasks['Reclamo de facturación']].map(
      (entry) => entry?.number,
    );
    const found = await filtered({ filters: { numbers: `${numbers[0]}, ${numbers[1]}` } });
    expect(found.items.map((item) => item.record.number).sort()).toEqual([...numbers].sort());
    const words = await filtered({ filters: { subject: 'peticion PUBLICA' } });
    expect(words.items.map((item) => item.subject)).toEqual(['Petición de información pública']);
    const none = await filtered({ filters: { subject: 'inexistente' } });
    expect(none).toMatchObject({ items: [], count: 0, pages: 0 });
  });

  it('orders by any column and pages without repeating a task', async () => {
    const bySubject = await filtered({ order: { by: 'subject', direction: 'desc' }, per_page: 10 });
    expect(bySubject.items.map((item) => item.subject)).toEqual([
      'Reclamo de facturación',
      'Queja por demora',
      'Petición de información pública',
    ]);
    const seen: string[] = [];
    for (const page of [1, 2]) {
      const response = await asAdmin(api.tasks.inbox, {
        query: { per_page: 20, page: page, order_by: 'number' },
      });
      const inbox = response.json() as InboxDto;
      seen.push(...inbox.items.map((item) => item.id));
      expect(inbox.pages).toBe(1);
    }
    expect(new Set(seen).size).toBe(3);
  });

  it('narrows by received and due dates, both given, in order, at most 30 days apart', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const received = await filtered({
      time_zone: 'UTC',
      filters: { received: { from: today, to: today } },
    });
    expect(received.items.map((item) => item.subject)).toContain('Petición de información pública');
    for (const [range, code, field] of [
      [{ from: '2026-01-01' }, 'errors.50101', 'to'],
      [{ from: '2026-02-01', to: '2026-01-01' }, 'errors.50102', 'to'],
      [{ from: '2026-01-01', to: '2026-03-01' }, 'errors.50103', 'to'],
    ] as const) {
      const refused = await asAdmin(api.tasks.filter, { body: { filters: { due: range } } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().data ?? {}).toEqual({
        [`filters.due.${field}`]: translate('es', code),
      });
    }
    const zone = await asAdmin(api.tasks.filter, { body: { time_zone: 'Mars/Base' } });
    expect(zone.statusCode).toBe(400);
  });

  it('offers as filters the workflows, steps and senders its tasks hold', async () => {
    const response = await asAdmin(api.tasks.facets);
    expect(response.statusCode, response.body).toBe(200);
    const facets = response.json();
    expect(facets.workflows).toEqual([{ id: flow.workflowId, name: expect.any(String) }]);
    expect(facets.steps).toEqual([
      { id: flow.steps.review?.id, name: 'Revisar', workflow_id: flow.workflowId },
    ]);
    const byStep = await filtered({ filters: { step_id: flow.steps.review?.id } });
    expect(byStep.count).toBe(3);
    // Whoever started the processes sent their first tasks.
    const admin = t.company.admin.user;
    expect(facets.senders).toEqual([
      { id: admin.id, name: `${admin.first_name} ${admin.last_name}` },
    ]);
    expect((await filtered({ filters: { sender_id: admin.id } })).count).toBe(3);
  });

  it('lists kinds apart: process tasks, batch-ready ones, free tasks and management ones', async () => {
    const kinds = async (kind: number) =>
      ((await asAdmin(api.tasks.inbox, { query: { task_type: kind } })).json() as InboxDto).count;
    expect(await kinds(2)).toBe(3);
    expect(await kinds(3)).toBe(3);
    expect(await kinds(1)).toBe(0);
    expect(await kinds(4)).toBe(0);
    expect((await asAdmin(api.tasks.inbox, { query: { task_type: 9 } })).statusCode).toBe(400);
  });

  it('shows a person only their own tasks, and no other company’s', async () => {
    const clerk: UserDto = await createUserWithPassword(t.server, t.company);
    const clerkToken = (await login(t.server, clerk.user_name, USER_PASSWORD)).access;
    const own = await filtered({}, clerkToken);
    expect(own).toMatchObject({ items: [], count: 0 });
    expect(own.counters.total).toBe(0);
    const other = await companyWithAdmin(t.server, 'otra-bandeja.co');
    const foreign = await filtered({}, other.adminToken);
    expect(foreign.count).toBe(0);
  });

  it('refuses the box to a session ended since its last request, though it was read ahead', async () => {
    const holder = (await login(t.server, `admin@${t.company.domain}`, ADMIN_PASSWORD)).access;
    const box = (token: string) =>
      send(t.server, api.tasks.inbox, { query: { per_page: 10 } }, { token });
    expect(((await box(holder)).json() as InboxDto).count).toBe(3);
    expect((await send(t.server, api.auth.logout, {}, { token: holder })).statusCode).toBe(200);
    const refused = await box(holder);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain(tasks['Queja por demora']?.number);
    expect(((await box(t.company.adminToken)).json() as InboxDto).count).toBe(3);
  });
});

describe('saved views of the task box', () => {
  const view = (
    body: { name: string } & Partial<BodyOf<typeof api.tasks.saveView>>,
    token = t.company.adminToken,
  ) =>
    send(
      t.server,
      api.tasks.saveView,
      { body: { kind: 'batch', query: 'deadline=overdue&order_by=subject', ...body } },
      { token },
    );
  const viewsOf = async (token: string) =>
    ((await send(t.server, api.tasks.views, {}, { token })).json() as TaskViewsDto).views;

  it('keeps a view under a name of its owner’s, refuses the name twice, and removes it', async () => {
    const saved = await view({ name: 'Vencidas por asunto' });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Vencidas por asunto',
      kind: 'batch',
      query: 'deadline=overdue&order_by=subject',
      shared_role: null,
      abilities: { delete: true },
    });
    const again = await view({ name: 'Vencidas por asunto' });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().data ?? {}).toEqual({ name: translate('es', 'errors.50104') });
    expect((await viewsOf(t.company.adminToken)).map((one) => one.name)).toContain(
      'Vencidas por asunto',
    );
    const removed = await asAdmin(api.tasks.deleteView, { params: { id: saved.json().id } });
    expect(removed.statusCode).toBe(200);
    expect((await viewsOf(t.company.adminToken)).map((one) => one.name)).not.toContain(
      'Vencidas por asunto',
    );
  });

  it('shares a view with a role: its members open it, only its owner removes it', async () => {
    const member = await createUserWithPassword(t.server, t.company);
    const outsider = await createUserWithPassword(t.server, t.company);
    const memberToken = (await login(t.server, member.user_name, USER_PASSWORD)).access;
    const outsiderToken = (await login(t.server, outsider.user_name, USER_PASSWORD)).access;
    const role = (await asAdmin(api.roles.create, { body: { name: 'Ventanilla única' } })).json();
    await asAdmin(api.roles.addMembers, {
      params: { id: role.id },
      body: { users_uuid: [member.id] },
    });

    const shared = await view({ name: 'Para la ventanilla', shared_role_id: role.id });
    expect(shared.statusCode, shared.body).toBe(201);
    const seen = await viewsOf(memberToken);
    expect(seen).toEqual([
      expect.objectContaining({
        name: 'Para la ventanilla',
        shared_role: { id: role.id, name: 'Ventanilla única' },
        abilities: { delete: false },
      }),
    ]);
    expect(await viewsOf(outsiderToken)).toEqual([]);
    // Each may share with their own roles only.
    const roles = async (token: string) =>
      ((await send(t.server, api.tasks.views, {}, { token })).json() as TaskViewsDto).roles;
    expect(await roles(memberToken)).toEqual([{ id: role.id, name: 'Ventanilla única' }]);
    expect(await roles(outsiderToken)).toEqual([]);
    const notTheirs = await send(
      t.server,
      api.tasks.deleteView,
      { params: { id: shared.json().id } },
      { token: memberToken },
    );
    expect(notTheirs.statusCode).toBe(404);
    // A person shares only with a role of their own.
    const refused = await view({ name: 'Ajena', shared_role_id: role.id }, outsiderToken);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorBody>().data ?? {}).toEqual({
      shared_role_id: translate('es', 'errors.10030'),
    });
    const other = await companyWithAdmin(t.server, 'vistas-ajenas.co');
    expect(await viewsOf(other.adminToken)).toEqual([]);
  });
});
