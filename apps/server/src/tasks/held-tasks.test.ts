import type { ErrorBody, HeldTasksDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { allowActions, runningWorkflow, startedProcess } from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  createUserWithPassword,
  ownerQuery,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('pendientes.co');
const { asAdmin } = t;

type Person = Awaited<ReturnType<typeof createUserWithPassword>>;

let holder: Person;
let other: Person;
let processTask: string;
let freeTask: string;

/** Who holds a task now, read as its table says, whatever its type. */
async function holderOf(id: string): Promise<string | undefined> {
  const [row] = await ownerQuery<{ assignee_id: string }>(
    t.server,
    `SELECT assignee_id FROM process_tasks WHERE id = $1
     UNION ALL SELECT assignee_id FROM free_tasks WHERE id = $1`,
    [id],
  );
  return row?.assignee_id;
}

const held = async (userId: string) => {
  const response = await asAdmin(api.tasks.heldTasks, { params: { id: userId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HeldTasksDto;
};

beforeAll(async () => {
  holder = await createUserWithPassword(t.server, t.company);
  other = await createUserWithPassword(t.server, t.company);
  const flow = await runningWorkflow(t, {
    configure: (steps, workflowId) => allowActions(t, workflowId, steps.review as never),
  });
  const { task } = await startedProcess(t, flow);
  const given = await asAdmin(api.processes.reassign, {
    params: { id: task.id },
    body: {
      user_uuid: holder.id,
      reason: 'Turno de tarde',
    },
  });
  expect(given.statusCode, given.body).toBe(200);
  processTask = task.id;
  // A form that allows free tasks, and a record of it.
  const { form } = await designForm(asAdmin, [textbox('Nombre')], { free_notifications: true });
  const filed = await asAdmin(api.records.file, {
    params: { id: form.id },
    body: {
      subject: 'Solicitud de información',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  const asked = await asAdmin(api.freeTasks.create, {
    body: {
      form_id: form.id,
      record_id: filed.json().id,
      subject: 'Revisar el anexo',
      assignees: [holder.id],
      notified: [],
      due: '2030-03-06',
    },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  freeTask = asked.json()[0]?.id as string;
});

describe('a person who holds tasks of either type', () => {
  it('is not taken out of work while they hold them (50023)', async () => {
    const refused = await asAdmin(api.users.changeStatus, {
      params: { id: holder.id },
      body: { status: 3 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 50023, data: { status: expect.any(String) } });
  });

  it('is not made a query user while they hold them either (50023): that is leaving work', async () => {
    const refused = await asAdmin(api.users.update, {
      params: { id: holder.id },
      body: { user_type: 1 },
    });
    expect(refused.json()).toMatchObject({
      code: 50023,
      detail: expect.stringContaining('consulta'),
    });
    expect((await asAdmin(api.users.get, { params: { id: holder.id } })).json().user_type).toBe(2);
  });

  it('has both listed for the administrator, soonest due first, with how many in all', async () => {
    const list = await held(holder.id);
    expect(list.count).toBe(2);
    expect(list.items.map((task) => [task.id, task.type]).sort()).toEqual(
      [
        [processTask, 'process'],
        [freeTask, 'free'],
      ].sort(),
    );
    const free = list.items.find((task) => task.type === 'free');
    expect(free).toMatchObject({ subject: 'Revisar el anexo', workflow: null, step: null });
    const due = list.items.map((task) => task.due_at);
    expect(due).toEqual([...due].sort());
  });

  it('refuses to give them to the person themselves, or a task they do not hold (50011, 50002)', async () => {
    const toSelf = await asAdmin(api.tasks.reassignHeld, {
      params: { id: holder.id },
      body: {
        user_uuid: holder.id,
        reason: 'Retiro del cargo',
      },
    });
    expect(toSelf.json<ErrorBody>().code).toBe(50011);
    const notHeld = await asAdmin(api.tasks.reassignHeld, {
      params: { id: holder.id },
      body: {
        tasks: [{ task_id: '00000000-0000-4000-8000-000000000000', user_uuid: other.id }],
        reason: 'Retiro del cargo',
      },
    });
    expect(notHeld.json<ErrorBody>().code).toBe(50002);
    const reader = await createUserWithPassword(t.server, t.company, { user_type: 1 });
    const toReader = await asAdmin(api.tasks.reassignHeld, {
      params: { id: holder.id },
      body: {
        user_uuid: reader.id,
        reason: 'Retiro del cargo',
      },
    });
    expect(toReader.json<ErrorBody>().code).toBe(50011);
    expect(await holderOf(processTask)).toBe(holder.id);
    expect(await holderOf(freeTask)).toBe(holder.id);
  });

  it('is never shown to another company, whose administrator is refused', async () => {
    const stranger = await companyWithAdmin(t.server, 'otra-pendientes.co');
    const response = await send(
      t.server,
      api.tasks.heldTasks,
      { params: { id: holder.id } },
      { token: stranger.adminToken },
    );
    expect(response.json()).toMatchObject({ code: 10004 });
  });

  it('gives each task to its own new holder, and then may become a query user or leave', async () => {
    const given = await asAdmin(api.tasks.reassignHeld, {
      params: { id: holder.id },
      body: {
        tasks: [
          { task_id: processTask, user_uuid: other.id },
          { task_id: freeTask, user_uuid: t.company.admin.user.id },
        ],
        reason: 'Retiro del cargo',
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ items: [], count: 0 });
    expect(await holderOf(processTask)).toBe(other.id);
    expect(await holderOf(freeTask)).toBe(t.company.admin.user.id);
    const reading = await asAdmin(api.users.update, {
      params: { id: holder.id },
      body: { user_type: 1 },
    });
    expect(reading.statusCode, reading.body).toBe(200);
    const left = await asAdmin(api.users.changeStatus, {
      params: { id: holder.id },
      body: { status: 3 },
    });
    expect(left.statusCode, left.body).toBe(200);
  });
});
