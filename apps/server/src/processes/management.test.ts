import type {
  ManagedProcessPageDto,
  ManagedTaskDto,
  ManagedTaskPageDto,
  ManagementFilterInput,
  ManagementReassignInput,
  ProcessDetailDto,
  UserDto,
} from '@custodia/contracts';
import { api, type ConfigPermission, type ErrorBody } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, textOf } from '../../test/mailbox.ts';
import {
  allowActions,
  loggedInClerk,
  type RunningWorkflow,
  recordOf,
  runningWorkflow,
} from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  createUserWithPassword,
  login,
  memberOfNewRole,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('gestion-procesos.co', () => ({ SMTP_URL: mailbox.url }));
const { asAdmin } = t;

let flow: RunningWorkflow;
let clerk: UserDto;
let clerkToken: string;
let managerToken: string;
let plainToken: string;

/** Days around today, so the range holds what the tests start now, in any zone. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const around = { from: day(-1), to: day(1) };

beforeAll(async () => {
  flow = await runningWorkflow(t);
  ({ user: clerk, token: clerkToken } = await loggedInClerk(t));
  managerToken = await tokenWith(6, 'Gestión de procesos');
  plainToken = await tokenWith(3, 'Sin gestión');
});

/** The session of a standard user whose one role grants one configuration permission. */
async function tokenWith(permission: ConfigPermission, roleName: string): Promise<string> {
  const { role, user } = await memberOfNewRole(t, 2, roleName);
  await asAdmin(api.roles.setPermissions, {
    params: { id: role.id },
    body: {
      permissions: [permission],
      designer_forms: false,
      designer_workflows: false,
    },
  });
  return (await login(t.server, user.user_name, USER_PASSWORD)).access;
}

const findProcesses = (body: ManagementFilterInput, token = managerToken) =>
  send(t.server, api.processManagement.processes, { body }, { token });
const findTasks = (body: ManagementFilterInput, token = managerToken) =>
  send(t.server, api.processManagement.tasks, { body }, { token });
const reassign = (body: ManagementReassignInput, token = managerToken) =>
  send(t.server, api.processManagement.reassign, { body }, { token });

/** A new process on a record: its id and its first (open) task. */
async function started(running = flow) {
  const record = await recordOf(t, running, 10);
  const process = await asAdmin(api.processes.start, {
    body: {
      workflow_id: running.workflowId,
      form_id: running.formId,
      record_id: record.id,
    },
  });
  const detail: ProcessDetailDto = (
    await asAdmin(api.processes.get, { params: { id: process.json().id } })
  ).json();
  return { id: detail.id, task: detail.tasks[0] as ProcessDetailDto['tasks'][number], record };
}

const holderOf = async (processId: string) => {
  const detail: ProcessDetailDto = (
    await asAdmin(api.processes.get, { params: { id: processId } })
  ).json();
  return detail.tasks.find((task) => task.status === 1)?.assignee.id;
};

describe('who manages processes', () => {
  it('is whoever holds configuration permission 6, and admins; nobody else', async () => {
    const body = { range: around };
    expect((await findProcesses(body)).statusCode).toBe(200);
    expect((await findProcesses(body, t.company.adminToken)).statusCode).toBe(200);
    for (const token of [plainToken, clerkToken]) {
      expect((await findProcesses(body, token)).statusCode).toBe(403);
      expect((await findTasks(body, token)).statusCode).toBe(403);
      const refused = await reassign(
        { tasks: [crypto.randomUUID()], reassign_user_uuid: clerk.id, reason: 'Sin permiso' },
        token,
      );
      expect(refused.statusCode).toBe(403);
    }
  });

  it("sees the session's process.manage ability, which the menu and the route read", async () => {
    const session = await send(t.server, api.auth.session, {}, { token: managerToken });
    expect(session.json().abilities['process.manage']).toBe(true);
    const plain = await send(t.server, api.auth.session, {}, { token: plainToken });
    expect(plain.json().abilities['process.manage']).toBe(false);
  });
});

describe('finding running processes and their open tasks', () => {
  it('offers the workflows with the steps where people work, and active people by name', async () => {
    const workflows = await send(
      t.server,
      api.processManagement.workflows,
      {},
      { token: managerToken },
    );
    const ours = workflows
      .json()
      .find((workflow: { id: string }) => workflow.id === flow.workflowId);
    expect(ours?.steps.map((step) => step.name)).toEqual(['Aprobar', 'Responder', 'Revisar']);
    const people = await send(
      t.server,
      api.processManagement.people,
      { query: { name: clerk.user_name } },
      { token: managerToken },
    );
    expect(people.json()).toMatchObject([{ id: clerk.id }]);
  });

  it('asks for both dates of a range of at most 30 days (50101–50103)', async () => {
    const none = await findProcesses({ range: {} });
    expect(none.json()).toMatchObject({ code: 30010, data: { 'range.from': expect.any(String) } });
    const half = await findTasks({ range: { from: day(0) } });
    expect(half.json()).toMatchObject({
      code: 30010,
      data: { 'range.to': 'Indique las dos fechas del rango.' },
    });
    const reversed = await findProcesses({ range: { from: day(1), to: day(0) } });
    expect(reversed.json<ErrorBody>().data?.['range.to']).toBe(
      'La fecha inicial no puede ser posterior a la final.',
    );
    const long = await findProcesses({ range: { from: day(-31), to: day(0) } });
    expect(long.json<ErrorBody>().data?.['range.to']).toBe(
      'El rango de fechas abarca como máximo 30 días.',
    );
  });

  it('filters by range, workflow, step and holder, and pages', async () => {
    const other = await runningWorkflow(t);
    const mine = await started();
    const given = await started();
    const elsewhere = await started(other);
    await reassign({
      tasks: [given.task.id],
      reassign_user_uuid: clerk.id,
      reason: 'Reparto de carga',
    });
    const byWorkflow: ManagedProcessPageDto = (
      await findProcesses({ range: around, workflow_id: flow.workflowId, per_page: 100 })
    ).json();
    const found = byWorkflow.items.map((process) => process.id);
    expect(found).toEqual(expect.arrayContaining([mine.id, given.id]));
    expect(found).not.toContain(elsewhere.id);
    expect(byWorkflow.items.every((process) => process.status === 1)).toBe(true);
    const byHolder: ManagedProcessPageDto = (
      await findProcesses({ range: around, user_id: clerk.id })
    ).json();
    expect(byHolder.items.map((process) => process.id)).toEqual([given.id]);
    const byStep: ManagedTaskPageDto = (
      await findTasks({ range: around, step_id: flow.steps.review?.id, user_id: clerk.id })
    ).json();
    expect(byStep.items).toMatchObject([
      {
        id: given.task.id,
        managed: true,
        colour: 'green',
        process: { id: given.id, record: { number: given.record.number } },
      },
    ]);
    const earlier = await findProcesses({ range: { from: day(-20), to: day(-2) } });
    expect(earlier.json()).toMatchObject({ items: [], count: 0 });
    const first: ManagedTaskPageDto = (await findTasks({ range: around, per_page: 10 })).json();
    expect(first.items.length).toBeLessThanOrEqual(10);
    expect(first.count).toBeGreaterThanOrEqual(3);
  });

  it("never shows another company's processes", async () => {
    const mine = await started();
    const other = await companyWithAdmin(t.server, 'otra-gestion.co');
    const seen = await findProcesses({ range: around, per_page: 100 }, other.adminToken);
    expect(seen.json().items.map((process: { id: string }) => process.id)).not.toContain(mine.id);
    const tasks = await findTasks({ range: around, per_page: 100 }, other.adminToken);
    expect(tasks.json().items).toEqual([]);
    const taken = await reassign(
      { tasks: [mine.task.id], reassign_user_uuid: other.admin.user.id, reason: 'Ajena' },
      other.adminToken,
    );
    expect(taken.json<ErrorBody>().code).toBe(50001);
    expect(await holderOf(mine.id)).toBe(t.company.admin.user.id);
  });
});

describe('reassigning from process management', () => {
  it('gives 1–20 tasks to another active person whatever the step allows, marks them managed, audits and mails', async () => {
    const first = await started();
    const second = await started();
    await t.server.app.jobs.runDue();
    mailbox.received.splice(0);
    const answer = await reassign({
      tasks: [first.task.id, second.task.id],
      reassign_user_uuid: clerk.id,
      reason: 'Reparto de carga',
      property_user_uuid: t.company.admin.user.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const given: ManagedTaskDto[] = answer.json();
    expect(given.map((task) => task.id).sort()).toEqual([first.task.id, second.task.id].sort());
    expect(given.every((task) => task.managed && task.assignee.id === clerk.id)).toBe(true);
    const asHolder = await send(
      t.server,
      api.processes.task,
      { params: { id: first.task.id } },
      { token: clerkToken },
    );
    expect(asHolder.json()).toMatchObject({
      assignee: { id: clerk.id },
      abilities: { complete: true },
    });
    const audit = await asAdmin(api.audit.list, {
      query: { module: 'processes', action: 'manage_reassign' },
    });
    expect(audit.json().items.length).toBeGreaterThanOrEqual(2);
    await t.server.app.jobs.runDue();
    // The new holder hears of each task as of any reassignment, with why and where to open it.
    const mails = mailbox.received.splice(0).filter((mail) => mail.to.includes(clerk.email));
    expect(mails).toHaveLength(2);
    const texts = mails.map((mail) => textOf(mail));
    for (const { task, record } of [first, second]) {
      const text = texts.find((one) => one.includes(record.number)) ?? '';
      expect(text).toContain('Reparto de carga');
      expect(text).toContain(`/taskBox/detail/${task.id}`);
    }
  });

  it('lets an ordinary reassignment later clear the managed mark', async () => {
    const allowing = await runningWorkflow(t, {
      configure: (steps, workflowId) => allowActions(t, workflowId, steps.review as never),
    });
    const process = await started(allowing);
    await reassign({ tasks: [process.task.id], reassign_user_uuid: clerk.id, reason: 'Reparto' });
    const back = await send(
      t.server,
      api.processes.reassign,
      {
        params: { id: process.task.id },
        body: { user_uuid: t.company.admin.user.id, reason: 'Me devuelven la tarea' },
      },
      { token: clerkToken },
    );
    expect(back.statusCode, back.body).toBe(200);
    const listed: ManagedTaskPageDto = (
      await findTasks({ range: around, workflow_id: allowing.workflowId })
    ).json();
    expect(listed.items).toMatchObject([{ id: process.task.id, managed: false }]);
  });

  it('refuses an inactive or unknown person (50011), the holder itself (50013), a holder who changed (50070)', async () => {
    const process = await started();
    const unknown = await reassign({
      tasks: [process.task.id],
      reassign_user_uuid: crypto.randomUUID(),
      reason: 'Reparto',
    });
    expect(unknown.json()).toMatchObject({
      code: 50011,
      data: { reassign_user_uuid: expect.any(String) },
    });
    const retired = await createUserWithPassword(t.server, t.company);
    await asAdmin(api.users.changeStatus, { params: { id: retired.id }, body: { status: 3 } });
    expect(
      (
        await reassign({
          tasks: [process.task.id],
          reassign_user_uuid: retired.id,
          reason: 'Reparto',
        })
      ).json<ErrorBody>().code,
    ).toBe(50011);
    const same = await reassign({
      tasks: [process.task.id],
      reassign_user_uuid: t.company.admin.user.id,
      reason: 'Reparto',
    });
    expect(same.json()).toMatchObject({
      code: 50013,
      data: { [`tasks.${process.task.id}`]: expect.any(String) },
    });
    const stale = await reassign({
      tasks: [process.task.id],
      reassign_user_uuid: clerk.id,
      reason: 'Reparto',
      property_user_uuid: clerk.id,
    });
    expect(stale.json()).toMatchObject({
      code: 50070,
      data: { [`tasks.${process.task.id}`]: expect.any(String) },
    });
    expect(await holderOf(process.id)).toBe(t.company.admin.user.id);
  });

  it('takes 1 to 20 tasks (30010)', async () => {
    const none = await reassign({ tasks: [], reassign_user_uuid: clerk.id, reason: 'Reparto' });
    expect(none.json()).toMatchObject({ code: 30010, data: { tasks: expect.any(String) } });
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    const tooMany = await reassign({
      tasks: many,
      reassign_user_uuid: clerk.id,
      reason: 'Reparto',
    });
    expect(tooMany.json<ErrorBody>().code).toBe(30010);
  });

  it('is all or nothing: a closed task among them leaves every task with its holder', async () => {
    const open = await started();
    const closed = await started();
    await asAdmin(api.processes.complete, { params: { id: closed.task.id }, body: { status: 2 } });
    const refused = await reassign({
      tasks: [open.task.id, closed.task.id],
      reassign_user_uuid: clerk.id,
      reason: 'Reparto',
    });
    expect(refused.json()).toMatchObject({
      code: 50002,
      data: { [`tasks.${closed.task.id}`]: expect.any(String) },
    });
    expect(await holderOf(open.id)).toBe(t.company.admin.user.id);
  });
});
