import type { ProcessDetailDto, TaskWorkDto, UserDto } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allowActions,
  type RunningWorkflow,
  recordOf,
  runningWorkflow,
} from '../../test/process-fixtures.ts';
import { call, createUserWithPassword, useCompanyServer } from '../../test/test-server.ts';

const t = useCompanyServer('trabajo-tareas.co');
const { asAdmin } = t;

let flow: RunningWorkflow;
let colleague: UserDto;

beforeAll(async () => {
  flow = await runningWorkflow(t, {
    configure: (steps, workflowId) => allowActions(t, workflowId, steps.review as never),
  });
  colleague = await createUserWithPassword(t.server, t.company);
});

/** The open task of a new process: its first step's, held by the admin. */
async function openTask() {
  const record = await recordOf(t, flow, 5000);
  const started = await asAdmin('POST', '/workflows/process/', {
    workflow_id: flow.workflowId,
    form_id: flow.formId,
    record_id: record.id,
  });
  const process: ProcessDetailDto = (
    await asAdmin('GET', `/workflows/process/${started.json().id}/`)
  ).json();
  return (process.tasks[0] as ProcessDetailDto['tasks'][number]).id;
}

describe("the task box's calls on a process task", () => {
  it('read it as a process task, with its holder, comments and nobody notified', async () => {
    const id = await openTask();
    const read = await asAdmin('GET', `/task/${id}/`);
    expect(read.statusCode, read.body).toBe(200);
    const task = read.json() as TaskWorkDto;
    expect(task).toMatchObject({ type: 'process', id, step: { name: 'Revisar' } });
    expect((await asAdmin('GET', `/task/${id}/user/`)).json()).toMatchObject({
      id: t.company.admin.user.id,
    });
    expect((await asAdmin('GET', `/task/${id}/notified-users/`)).json()).toEqual([]);
    const said = await asAdmin('POST', `/task/${id}/comments/`, { comment: 'Revisado a medias' });
    expect(said.statusCode, said.body).toBe(201);
    expect(said.json()).toMatchObject({ comment: 'Revisado a medias', step: 'Revisar' });
    expect((await asAdmin('GET', `/task/${id}/comments/`)).json()).toHaveLength(1);
  });

  it('reassign it through the engine, and list who it may go to', async () => {
    const id = await openTask();
    const candidates = (await asAdmin('GET', `/task/${id}/users/`)).json() as { id: string }[];
    expect(candidates.map((c) => c.id)).toContain(colleague.id);
    expect(candidates.map((c) => c.id)).not.toContain(t.company.admin.user.id);
    const self = await asAdmin('POST', `/task/${id}/reassign/`, {
      user_uuid: t.company.admin.user.id,
      reason: 'Sin cambio de responsable',
    });
    expect(self.json().code).toBe(50013);
    const moved = await asAdmin('POST', `/task/${id}/reassign/`, {
      user_uuid: colleague.id,
      reason: 'Le corresponde a un colega',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: colleague.id });
    expect((await asAdmin('POST', `/task/${id}/status/`, { status: 2 })).json().code).toBe(50059);
  });

  it('complete it as the engine does, once for a repeated key', async () => {
    const id = await openTask();
    const complete = () =>
      call(t.server, 'POST', `/task/${id}/status/`, {
        token: t.company.adminToken,
        headers: { 'idempotency-key': `completar-${id}` },
        body: { status: 2 },
      });
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ type: 'process', process: { status: 1 } });
    expect((await complete()).json()).toEqual(done.json());
    const again = await asAdmin('POST', `/task/${id}/status/`, { status: 2 });
    expect(again.json().code).toBe(50002);
  });

  it('answer 50001 for an id of no task', async () => {
    for (const path of ['', 'user/', 'users/', 'notified-users/', 'comments/']) {
      const response = await asAdmin('GET', `/task/${crypto.randomUUID()}/${path}`);
      expect(response.json().code, path).toBe(50001);
    }
  });
});
