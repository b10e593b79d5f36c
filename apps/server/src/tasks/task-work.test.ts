import type { ErrorBody, ProcessDetailDto, TaskWorkDto, UserDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowActions,
  type RunningWorkflow,
  recordOf,
  runningWorkflow,
} from '../../test/process-fixtures.ts';
import {
  callAs,
  createUserWithPassword,
  login,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('trabajo-tareas.co');
const { asAdmin } = t;

let flow: RunningWorkflow;
let colleague: UserDto;
/** A query user (spec §1: read-only). */
let reader: UserDto;

beforeAll(async () => {
  flow = await runningWorkflow(t, {
    configure: (steps, workflowId) => allowActions(t, workflowId, steps.review as never),
  });
  colleague = await createUserWithPassword(t.server, t.company);
  reader = await createUserWithPassword(t.server, t.company, { user_type: 1 });
});

/** The open task of a new process: its first step's, held by the admin. */
async function openTask() {
  const record = await recordOf(t, flow, 5000);
  const started = await asAdmin(api.processes.start, {
    body: {
      workflow_id: flow.workflowId,
      form_id: flow.formId,
      record_id: record.id,
    },
  });
  const process: ProcessDetailDto = (
    await asAdmin(api.processes.get, { params: { id: started.json().id } })
  ).json();
  return (process.tasks[0] as ProcessDetailDto['tasks'][number]).id;
}

describe("the task box's calls on a process task", () => {
  it('read it as a process task, with its holder, comments and nobody notified', async () => {
    const id = await openTask();
    const read = await asAdmin(api.taskWork.get, { params: { id } });
    expect(read.statusCode, read.body).toBe(200);
    const task = read.json() as TaskWorkDto;
    expect(task).toMatchObject({ type: 'process', id, step: { name: 'Revisar' } });
    expect((await asAdmin(api.taskWork.holder, { params: { id } })).json()).toMatchObject({
      id: t.company.admin.user.id,
    });
    expect((await asAdmin(api.taskWork.notified, { params: { id } })).json()).toEqual([]);
    const said = await asAdmin(api.taskWork.comment, {
      params: { id },
      body: { comment: 'Revisado a medias' },
    });
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json()).toMatchObject({ comment: 'Revisado a medias', step: 'Revisar' });
    expect((await asAdmin(api.taskWork.comments, { params: { id } })).json()).toHaveLength(1);
  });

  it('reassign it through the engine, and list who it may go to', async () => {
    const id = await openTask();
    const candidates = (await asAdmin(api.taskWork.candidates, { params: { id } })).json() as {
      id: string;
    }[];
    expect(candidates.map((c) => c.id)).toContain(colleague.id);
    expect(candidates.map((c) => c.id)).not.toContain(t.company.admin.user.id);
    const self = await asAdmin(api.taskWork.reassign, {
      params: { id },
      body: {
        user_uuid: t.company.admin.user.id,
        reason: 'Sin cambio de responsable',
      },
    });
    expect(self.json<ErrorBody>().code).toBe(50013);
    const moved = await asAdmin(api.taskWork.reassign, {
      params: { id },
      body: {
        user_uuid: colleague.id,
        reason: 'Le corresponde a un colega',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: colleague.id });
    expect(
      (
        await asAdmin(api.taskWork.status, { params: { id }, body: { status: 2 } })
      ).json<ErrorBody>().code,
    ).toBe(50059);
  });

  it('complete it as the engine does, once for a repeated key', async () => {
    const id = await openTask();
    const complete = () =>
      send(
        t.server,
        api.taskWork.status,
        { params: { id }, body: { status: 2 } },
        { token: t.company.adminToken, headers: { 'idempotency-key': `completar-${id}` } },
      );
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ type: 'process', process: { status: 1 } });
    expect((await complete()).json()).toEqual(done.json());
    const again = await asAdmin(api.taskWork.status, { params: { id }, body: { status: 2 } });
    expect(again.json<ErrorBody>().code).toBe(50002);
  });

  it('answer 50001 for an id of no task', async () => {
    const { get, holder, candidates, notified, comments } = api.taskWork;
    for (const endpoint of [get, holder, candidates, notified, comments]) {
      const response = await asAdmin(endpoint, { params: { id: crypto.randomUUID() } });
      expect(response.json<ErrorBody>().code, endpoint.path).toBe(50001);
    }
  });
});

describe('a query user and the task box (spec §1: read-only)', () => {
  it('is never offered a task nor given one (50011)', async () => {
    const id = await openTask();
    const candidates = (await asAdmin(api.taskWork.candidates, { params: { id } })).json() as {
      id: string;
    }[];
    expect(candidates.map((c) => c.id)).toContain(colleague.id);
    expect(candidates.map((c) => c.id)).not.toContain(reader.id);
    const given = await asAdmin(api.taskWork.reassign, {
      params: { id },
      body: {
        user_uuid: reader.id,
        reason: 'Solo consulta',
      },
    });
    expect(given.json()).toMatchObject({ code: 50011, data: { user_uuid: expect.any(String) } });
  });

  it('works nothing it holds: completing, reassigning, returning and interrupting answer 10001, and its abilities say so', async () => {
    const holder = await createUserWithPassword(t.server, t.company);
    const id = await openTask();
    const given = await asAdmin(api.taskWork.reassign, {
      params: { id },
      body: {
        user_uuid: holder.id,
        reason: 'Le corresponde',
      },
    });
    expect(given.statusCode, given.body).toBe(200);
    // A holder made a query user behind the application's back (the API refuses it: 50023).
    await ownerQuery(t.server, 'UPDATE users SET user_type = 1 WHERE id = $1', [holder.id]);
    const token = (await login(t.server, holder.user_name, USER_PASSWORD)).access;
    const as = callAs(t, () => token);

    const read = await as(api.taskWork.get, { params: { id } });
    expect(read.statusCode, read.body).toBe(200);
    const task = read.json() as Extract<TaskWorkDto, { type: 'process' }>;
    expect(task.abilities).toMatchObject({ complete: false, reassign: false, return: false });
    const process: ProcessDetailDto = (
      await as(api.processes.get, { params: { id: task.process.id } })
    ).json();
    expect(process.abilities.interrupt).toBe(false);

    const refusals = [
      await as(api.taskWork.status, { params: { id }, body: { status: 2 } }),
      await as(api.processes.complete, { params: { id }, body: { status: 2 } }),
      await as(api.taskWork.reassign, {
        params: { id },
        body: { user_uuid: colleague.id, reason: 'Se lo paso' },
      }),
      await as(api.processes.return, {
        params: { id },
        body: {
          return_process_task_uuid: id,
          reason: 'Devuelvo',
        },
      }),
      await as(api.processes.interrupt, {
        params: { id: task.process.id },
        body: { reason: 'Paro' },
      }),
    ];
    expect(refusals.map((refused) => refused.json<ErrorBody>().code)).toEqual([
      10001, 10001, 10001, 10001, 10001,
    ]);
    const after = (await asAdmin(api.taskWork.get, { params: { id } })).json() as TaskWorkDto;
    expect(after).toMatchObject({ status: 1, assignee: { id: holder.id } });
  });
});
