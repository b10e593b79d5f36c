import type {
  ErrorBody,
  FreeTaskDetailDto,
  FreeTaskDto,
  RecordDetailDto,
  TaskWorkDto,
  UserDto,
} from '@custodia/contracts';
import { api, type FormGrantInput } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  callAs,
  companyWithAdmin,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('tareas-libres.co');
const { asAdmin } = t;

/** A Wednesday years ahead, a Sunday, and a day gone: the company works Monday to Friday. */
const WORKING_DAY = '2030-03-06';
const SUNDAY = '2030-03-10';

type Person = { user: UserDto; token: string };

let formId: string;
let closedFormId: string;
let recordId: string;
/** A standard user who queries the form: they read its records. */
let clerk: Person;
/** Another standard user, with no grant: the one tasks are asked of. */
let worker: Person;
let third: Person;
let stranger: Person;

async function person(grant?: FormGrantInput): Promise<Person> {
  const { role, user } = await memberOfNewRole(t, 2);
  if (grant) await asAdmin(api.roles.addFormGrant, { params: { id: role.id }, body: grant });
  return { user, token: (await login(t.server, user.user_name, USER_PASSWORD)).access };
}

async function fileRecord(form: string) {
  const filed = await asAdmin(api.records.file, {
    params: { id: form },
    body: {
      subject: 'Solicitud de información',
      support_type: 2,
      document_date: '2026-01-15',
      values: {},
    },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return filed.json().id as string;
}

beforeAll(async () => {
  formId = (await designForm(asAdmin, [textbox('Nombre')], { free_notifications: true })).form.id;
  closedFormId = (await designForm(asAdmin, [textbox('Nombre')])).form.id;
  recordId = await fileRecord(formId);
  clerk = await person({ form_id: formId, query: true });
  worker = await person();
  third = await person();
  stranger = await person();
});

const as = (who: Person) => callAs(t, () => who.token);

const input = (overrides: Record<string, unknown> = {}) => ({
  form_id: formId,
  record_id: recordId,
  subject: 'Revisar la solicitud',
  assignees: [worker.user.id],
  notified: [third.user.id],
  due: WORKING_DAY,
  ...overrides,
});

async function created(overrides: Record<string, unknown> = {}): Promise<FreeTaskDto> {
  const response = await as(clerk)(api.freeTasks.create, { body: input(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as FreeTaskDto[])[0] as FreeTaskDto;
}

const detail = async (who: Person, id: string) => as(who)(api.taskWork.get, { params: { id } });

const mailsTo = (address: string) =>
  ownerQuery<{ subject: string }>(
    t.server,
    `SELECT payload->>'subject' AS subject FROM jobs WHERE kind = 'mail' AND payload->>'to' = $1`,
    [address],
  );

describe('creating free tasks on a record', () => {
  it('makes one task per assignee, due at the close of the working day, and mails each', async () => {
    const response = await as(clerk)(api.freeTasks.create, {
      query: { action: 'free_task' },
      body: {
        ...input({ assignees: [worker.user.id, third.user.id], notified: [] }),
        priority: 1,
        linked_files: 'last2',
        comment: 'Por favor, con prioridad',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const tasks: FreeTaskDto[] = response.json();
    expect(tasks.map((task) => task.assignee.id).sort()).toEqual(
      [worker.user.id, third.user.id].sort(),
    );
    for (const task of tasks) {
      expect(task).toMatchObject({
        type: 'free',
        status: 1,
        kind: 1,
        priority: 1,
        sender: { id: clerk.user.id },
        linked_files: 'last2',
        colour: 'green',
        read_at: null,
      });
      // Bogotá's working day closes at 17:00 (UTC−5).
      expect(task.due_at).toBe('2030-03-06T22:00:00.000Z');
    }
    expect(await mailsTo(worker.user.email)).not.toHaveLength(0);
    const first = (await detail(worker, (tasks[0] as FreeTaskDto).id)).json() as TaskWorkDto;
    expect(first.type === 'free' && first.comments.map((c) => c.comment)).toEqual([
      'Por favor, con prioridad',
    ]);
  });

  it('creates them once for a repeated Idempotency-Key', async () => {
    const ask = () =>
      send(
        t.server,
        api.freeTasks.create,
        { body: input({ subject: 'Pedido que se repite' }) },
        { token: clerk.token, headers: { 'idempotency-key': 'pedido-unico' } },
      );
    const first = await ask();
    expect(first.statusCode, first.body).toBe(201);
    expect((await ask()).json()).toEqual(first.json());
    const listed = (await as(clerk)(api.freeTasks.ofRecord, { params: { id: recordId } })).json();
    const repeated = (listed as FreeTaskDto[]).filter(
      (task) => task.subject === 'Pedido que se repite',
    );
    expect(repeated).toHaveLength(1);
  });

  it('lists a record’s free tasks to whoever reads the record, and no one else', async () => {
    const task = await created();
    const listed = await as(clerk)(api.freeTasks.ofRecord, { params: { id: recordId } });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as FreeTaskDto[]).map((row) => row.id)).toContain(task.id);
    expect(
      (await as(stranger)(api.freeTasks.ofRecord, { params: { id: recordId } })).statusCode,
    ).toBe(403);
  });

  it('offers whoever may ask one the company’s active people to pick', async () => {
    const people = await as(clerk)(api.freeTasks.people, { params: { id: recordId } });
    expect(people.statusCode, people.body).toBe(200);
    expect((people.json() as { id: string }[]).map((p) => p.id)).toContain(worker.user.id);
    const refused = await as(stranger)(api.freeTasks.people, { params: { id: recordId } });
    expect(refused.statusCode).toBe(403);
  });

  it('offers the creation on the record’s detail from its abilities', async () => {
    const read = async (who: Person, form: string, record: string) =>
      (
        (
          await as(who)(api.records.get, { params: { id: form, recordId: record } })
        ).json() as RecordDetailDto
      ).abilities.createFreeTask;
    expect(await read(clerk, formId, recordId)).toBe(true);
    const other = await fileRecord(closedFormId);
    expect(
      (
        (
          await asAdmin(api.records.get, { params: { id: closedFormId, recordId: other } })
        ).json() as RecordDetailDto
      ).abilities.createFreeTask,
    ).toBe(false);
  });

  it('refuses a form without free tasks, a record one may not read, and a cancelled record', async () => {
    const other = await fileRecord(closedFormId);
    const off = await asAdmin(api.freeTasks.create, {
      body: input({ form_id: closedFormId, record_id: other }),
    });
    expect(off.json<ErrorBody>().code).toBe(50060);
    expect((await as(stranger)(api.freeTasks.create, { body: input() })).statusCode).toBe(403);
    const cancelled = await fileRecord(formId);
    const cancel = await asAdmin(api.records.cancel, {
      params: { id: formId, recordId: cancelled },
      body: {
        reason: 'Radicado por error',
      },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await as(clerk)(api.freeTasks.create, {
      body: input({ record_id: cancelled }),
    });
    expect(refused.json<ErrorBody>().code).toBe(30041);
  });

  it('refuses a due date gone or on a day off, and people who are not active users', async () => {
    expect(
      (
        await as(clerk)(api.freeTasks.create, { body: input({ due: '2020-03-04' }) })
      ).json<ErrorBody>().code,
    ).toBe(50061);
    expect(
      (
        await as(clerk)(api.freeTasks.create, { body: input({ due: '2020-03-04T15:00:00Z' }) })
      ).json<ErrorBody>().code,
    ).toBe(50061);
    expect(
      (await as(clerk)(api.freeTasks.create, { body: input({ due: SUNDAY }) })).json<ErrorBody>()
        .code,
    ).toBe(50062);
    const unknown = await as(clerk)(api.freeTasks.create, {
      body: input({ assignees: [crypto.randomUUID()] }),
    });
    expect(unknown.json()).toMatchObject({ code: 50063, data: { assignees: expect.any(String) } });
    const twice = await as(clerk)(api.freeTasks.create, {
      body: input({ assignees: [worker.user.id, worker.user.id] }),
    });
    expect(twice.statusCode).toBe(400);
    const short = await as(clerk)(api.freeTasks.create, { body: input({ subject: 'abc' }) });
    expect(short.statusCode).toBe(400);
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    expect(
      (await as(clerk)(api.freeTasks.create, { body: input({ assignees: many }) })).statusCode,
    ).toBe(400);
  });
});

describe('working a free task', () => {
  it('is read when its holder opens it, with the record’s data and what they may do', async () => {
    const task = await created();
    const opened = await detail(worker, task.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const read = opened.json() as FreeTaskDetailDto;
    expect(read).toMatchObject({
      type: 'free',
      subject: 'Revisar la solicitud',
      record: { id: recordId, subject: 'Solicitud de información' },
      notified: [{ id: third.user.id }],
      abilities: { view: true, complete: true, reassign: true, comment: true },
    });
    expect(read.read_at).not.toBeNull();
    const rows = await ownerQuery<{ read_at: Date | null }>(
      t.server,
      'SELECT read_at FROM free_tasks WHERE id = $1',
      [task.id],
    );
    expect(rows[0]?.read_at).not.toBeNull();
    const bySender = (await detail(clerk, task.id)).json() as FreeTaskDetailDto;
    expect(bySender.abilities).toMatchObject({ view: true, complete: false, comment: true });
    expect(
      (await as(worker)(api.taskWork.holder, { params: { id: task.id } })).json(),
    ).toMatchObject({
      id: worker.user.id,
    });
    expect((await as(third)(api.taskWork.notified, { params: { id: task.id } })).json()).toEqual([
      { id: third.user.id, name: expect.any(String) },
    ]);
  });

  it('is hidden from others: not found, or no longer theirs to whom it was given', async () => {
    const task = await created();
    expect((await detail(stranger, task.id)).json<ErrorBody>().code).toBe(50001);
    expect((await detail(worker, crypto.randomUUID())).json<ErrorBody>().code).toBe(50001);
    await as(worker)(api.taskWork.reassign, {
      params: { id: task.id },
      body: {
        user_uuid: stranger.user.id,
        reason: 'Le corresponde a otra persona',
      },
    });
    const gone = await detail(worker, task.id);
    expect(gone.statusCode).toBe(403);
    expect(gone.json<ErrorBody>().code).toBe(50059);
    expect((await detail(stranger, task.id)).statusCode).toBe(200);
  });

  it('takes comments from its people while open, and none once completed', async () => {
    const task = await created();
    const said = await as(third)(api.taskWork.comment, {
      params: { id: task.id },
      body: { comment: 'Atento' },
    });
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json()).toMatchObject({ comment: 'Atento', author: { id: third.user.id } });
    expect(
      (
        await as(stranger)(api.taskWork.comment, {
          params: { id: task.id },
          body: { comment: 'Intruso' },
        })
      ).json<ErrorBody>().code,
    ).toBe(50001);
    expect(
      (await as(worker)(api.taskWork.comment, { params: { id: task.id }, body: { comment: 'ab' } }))
        .statusCode,
    ).toBe(400);
    await as(worker)(api.taskWork.status, { params: { id: task.id }, body: { status: 2 } });
    const late = await as(worker)(api.taskWork.comment, {
      params: { id: task.id },
      body: { comment: 'Tarde' },
    });
    expect(late.json<ErrorBody>().code).toBe(50020);
    const comments = await as(clerk)(api.taskWork.comments, { params: { id: task.id } });
    expect((comments.json() as { comment: string }[]).map((c) => c.comment)).toEqual(['Atento']);
  });

  it('is completed by its holder once, and the notified people are told', async () => {
    const task = await created();
    expect(
      (
        await as(clerk)(api.taskWork.status, { params: { id: task.id }, body: { status: 2 } })
      ).json<ErrorBody>().code,
    ).toBe(50059);
    const before = (await mailsTo(third.user.email)).length;
    const done = await as(worker)(api.taskWork.status, {
      params: { id: task.id },
      body: { status: 2 },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      type: 'free',
      task: { status: 2, closed_by: { id: worker.user.id }, colour: null },
    });
    expect((await mailsTo(third.user.email)).length).toBe(before + 1);
    const again = await as(worker)(api.taskWork.status, {
      params: { id: task.id },
      body: { status: 2 },
    });
    expect(again.json<ErrorBody>().code).toBe(50002);
    const audit = await ownerQuery<{ action: string }>(
      t.server,
      `SELECT action FROM audit_logs WHERE module = 'free_tasks' AND entity_id = $1 ORDER BY seq`,
      [task.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'complete']);
  });

  it('is reassigned by its holder to another active person, back to origin as such', async () => {
    const task = await created();
    const candidates = await as(worker)(api.taskWork.candidates, { params: { id: task.id } });
    expect(candidates.statusCode).toBe(200);
    expect((candidates.json() as { id: string }[]).map((c) => c.id)).not.toContain(worker.user.id);
    const self = await as(worker)(api.taskWork.reassign, {
      params: { id: task.id },
      body: {
        user_uuid: worker.user.id,
        reason: 'Sin cambio de responsable',
      },
    });
    expect(self.json<ErrorBody>().code).toBe(50013);
    const nobody = await as(worker)(api.taskWork.reassign, {
      params: { id: task.id },
      body: {
        user_uuid: crypto.randomUUID(),
        reason: 'Persona que no existe',
      },
    });
    expect(nobody.json<ErrorBody>().code).toBe(50011);
    const before = (await mailsTo(third.user.email)).length;
    const moved = await as(worker)(api.taskWork.reassign, {
      params: { id: task.id },
      body: {
        user_uuid: third.user.id,
        reason: 'Le corresponde a otra área',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: third.user.id });
    expect((await mailsTo(third.user.email)).length).toBe(before + 1);
    expect(((await detail(third, task.id)).json() as FreeTaskDetailDto).kind).toBe(4);
    await as(third)(api.taskWork.reassign, {
      params: { id: task.id },
      body: {
        user_uuid: worker.user.id,
        reason: 'Vuelve a quien la recibió',
      },
    });
    const back = (await detail(worker, task.id)).json() as FreeTaskDetailDto;
    expect(back).toMatchObject({ kind: 5, assignee: { id: worker.user.id } });
  });

  it('is not seen from another company', async () => {
    const task = await created();
    const other = await companyWithAdmin(t.server, 'otra-libres.co');
    for (const endpoint of [api.taskWork.get, api.taskWork.comments]) {
      const response = await send(
        t.server,
        endpoint,
        { params: { id: task.id } },
        { token: other.adminToken },
      );
      expect(response.json<ErrorBody>().code).toBe(50001);
    }
    const listed = await send(
      t.server,
      api.freeTasks.ofRecord,
      { params: { id: recordId } },
      { token: other.adminToken },
    );
    expect(listed.statusCode).toBe(404);
    const create = await send(
      t.server,
      api.freeTasks.create,
      { body: input() },
      { token: other.adminToken },
    );
    expect(create.statusCode).toBe(404);
  });
});

describe('a query user and free tasks (spec §1: read-only)', () => {
  it('is not offered, nor taken, as an assignee or a notified person (50063)', async () => {
    const { user: reader } = await memberOfNewRole(t, 1);
    const people = await as(clerk)(api.freeTasks.people, { params: { id: recordId } });
    expect((people.json() as { id: string }[]).map((p) => p.id)).not.toContain(reader.id);
    const assigned = await as(clerk)(api.freeTasks.create, {
      body: input({ assignees: [reader.id] }),
    });
    expect(assigned.json()).toMatchObject({ code: 50063, data: { assignees: expect.any(String) } });
    const told = await as(clerk)(api.freeTasks.create, { body: input({ notified: [reader.id] }) });
    expect(told.json()).toMatchObject({ code: 50063, data: { notified: expect.any(String) } });
  });

  it('completes or reassigns nothing it holds (10001), and its abilities say so', async () => {
    const holder = await person();
    const task = await created({ assignees: [holder.user.id] });
    // A holder made a query user behind the application's back (the API refuses it: 50023).
    await ownerQuery(t.server, 'UPDATE users SET user_type = 1 WHERE id = $1', [holder.user.id]);
    const reader = {
      ...holder,
      token: (await login(t.server, holder.user.user_name, USER_PASSWORD)).access,
    };
    const read = (await detail(reader, task.id)).json() as FreeTaskDetailDto;
    expect(read.abilities).toMatchObject({ view: true, complete: false, reassign: false });
    const completed = await as(reader)(api.taskWork.status, {
      params: { id: task.id },
      body: { status: 2 },
    });
    const reassigned = await as(reader)(api.taskWork.reassign, {
      params: { id: task.id },
      body: {
        user_uuid: worker.user.id,
        reason: 'Se la paso',
      },
    });
    expect([completed.json<ErrorBody>().code, reassigned.json<ErrorBody>().code]).toEqual([
      10001, 10001,
    ]);
  });
});
