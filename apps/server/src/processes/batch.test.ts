import type {
  BatchOutcomeDto,
  BatchPlanDto,
  ErrorBody,
  ProcessDetailDto,
  TaskOutcomeDto,
  UserDto,
} from '@custodia/contracts';
import { api, type BodyOf } from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import {
  activeWorkflowOf,
  allowActions,
  loggedInClerk,
  type RunningWorkflow,
  recordOf,
  runningWorkflow,
} from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  createUserWithPassword,
  send,
  useCompanyServer,
} from '../../test/test-server.ts';

const t = useCompanyServer('lotes.co');
const { asAdmin } = t;

let flow: RunningWorkflow;
let clerk: UserDto;
let clerkToken: string;

beforeAll(async () => {
  flow = await runningWorkflow(t, {
    configure: (steps, workflowId) => allowActions(t, workflowId, steps.review as never),
  });
  ({ user: clerk, token: clerkToken } = await loggedInClerk(t));
});

const detail = async (id: string): Promise<ProcessDetailDto> =>
  (await asAdmin(api.processes.get, { params: { id } })).json();

/** A new process of the workflow on a record with the amount: its open first task. */
async function reviewTask(amount?: number, running = flow) {
  const record = await recordOf(t, running, amount);
  const started = await asAdmin(api.processes.start, {
    body: {
      workflow_id: running.workflowId,
      form_id: running.formId,
      record_id: record.id,
    },
  });
  expect(started.statusCode, started.body).toBe(201);
  const process: ProcessDetailDto = await detail(started.json().id);
  return { id: (process.tasks[0] as { id: string }).id, process: process.id, record };
}

const reviewTasks = async (count: number, amount?: number, running = flow) => {
  const tasks = [];
  for (let index = 0; index < count; index += 1) tasks.push(await reviewTask(amount, running));
  return tasks;
};

const ids = (tasks: { id: string }[]) => tasks.map((task) => task.id);
const verify = (tasks: string[]) => asAdmin(api.taskBatch.verify, { body: { tasks } });
const accomplish = (body: BodyOf<typeof api.taskBatch.accomplish>) =>
  asAdmin(api.taskBatch.accomplish, { body });
const openSteps = async (processId: string) =>
  (await detail(processId)).tasks.filter((task) => task.status === 1).map((task) => task.step.name);

describe('verifying a selection for the batch wizard', () => {
  it('answers the current step, where the tasks go next and what the step lets be done', async () => {
    const tasks = await reviewTasks(3, 10);
    const answer = await verify(ids(tasks));
    expect(answer.statusCode, answer.body).toBe(200);
    const plan: BatchPlanDto = answer.json();
    expect(plan).toMatchObject({
      workflow: { id: flow.workflowId },
      step: { name: 'Revisar', type: 'user_task' },
      previous_steps: [],
      abilities: { complete: true, reassign: true },
    });
    expect(plan.tasks.map((task) => task.record.number)).toEqual(
      tasks.map((task) => task.record.number),
    );
    // Their records' amounts are low: the gateway will send every one of them to the answer.
    expect(plan.next_steps).toMatchObject([{ name: 'Responder', determined: true }]);
  });

  it('takes 2 to 20 tasks (50106)', async () => {
    const [task] = await reviewTasks(1, 10);
    const one = await verify([task?.id as string]);
    expect(one.json()).toMatchObject({ code: 50106, data: { tasks: expect.any(String) } });
    const many = Array.from({ length: 21 }, () => crypto.randomUUID());
    expect((await verify(many)).json<ErrorBody>().code).toBe(50106);
  });

  it("names the tasks that are not the person's to work now (50106), whatever company they are of", async () => {
    const [mine, given, done] = await reviewTasks(3, 10);
    await asAdmin(api.processes.reassign, {
      params: { id: given?.id as string },
      body: {
        user_uuid: clerk.id,
        reason: 'Lo atiende otra persona',
      },
    });
    await asAdmin(api.processes.complete, {
      params: { id: done?.id as string },
      body: { status: 2 },
    });
    const unknown = crypto.randomUUID();
    const refused = await verify([mine?.id, given?.id, done?.id, unknown] as string[]);
    expect(refused.statusCode).toBe(400);
    const body = refused.json<ErrorBody>();
    expect(body.code).toBe(50106);
    expect(Object.keys(body.data ?? {}).sort()).toEqual(
      [`tasks.${given?.id}`, `tasks.${done?.id}`, `tasks.${unknown}`].sort(),
    );
    expect(body.data?.[`tasks.${given?.id}`]).toBe('Esta tarea ya no está a su cargo.');
    const other = await companyWithAdmin(t.server, 'otros-lotes.co');
    const foreign = await send(
      t.server,
      api.taskBatch.verify,
      { body: { tasks: [mine?.id as string, unknown] } },
      { token: other.adminToken },
    );
    expect(foreign.json()).toMatchObject({
      code: 50106,
      data: { [`tasks.${mine?.id}`]: 'La tarea no existe.' },
    });
  });

  it('refuses tasks of different workflows (50098), naming the odd ones', async () => {
    const other = await runningWorkflow(t);
    const [first, second] = await reviewTasks(2, 10);
    const odd = await reviewTask(10, other);
    const refused = (await verify([first?.id, second?.id, odd.id] as string[])).json<ErrorBody>();
    expect(refused).toMatchObject({
      code: 50098,
      data: { [`tasks.${odd.id}`]: expect.any(String) },
    });
    expect(Object.keys(refused.data ?? {})).toHaveLength(1);
    expect(refused.detail).toContain(odd.record.number);
  });

  it('refuses tasks at different steps (50099), naming the odd ones', async () => {
    const [first, second] = await reviewTasks(2, 10);
    const moved = await reviewTask(10);
    const outcome: TaskOutcomeDto = (
      await asAdmin(api.processes.complete, { params: { id: moved.id }, body: { status: 2 } })
    ).json();
    const answerTask = outcome.created[0]?.id as string;
    const refused = (
      await verify([first?.id, second?.id, answerTask] as string[])
    ).json<ErrorBody>();
    expect(refused).toMatchObject({
      code: 50099,
      data: { [`tasks.${answerTask}`]: expect.any(String) },
    });
    expect(refused.detail).toContain(moved.record.number);
  });

  it('refuses a step that fills a data form (50100): its tasks are worked one by one', async () => {
    const withForm = await runningWorkflow(t, {
      configure: async (steps, workflowId) => {
        const { form, fields } = await designForm(asAdmin, [textbox('Concepto')]);
        const field = (fields[0] as { id: string }).id;
        await asAdmin(api.workflowSteps.setDataForm, {
          params: { id: workflowId, stepId: steps.review?.id as string },
          body: {
            form_id: form.id,
            fields: [field],
            required: [],
          },
        });
      },
    });
    const tasks = await reviewTasks(2, 10, withForm);
    const refused = (await verify(ids(tasks))).json<ErrorBody>();
    expect(refused.code).toBe(50100);
    expect(refused.detail).toContain('Revisar');
    expect(Object.keys(refused.data ?? {})).toEqual(ids(tasks).map((id) => `tasks.${id}`));
  });
});

describe('completing a batch', () => {
  it('completes every task, records the comment at each, and walks each process on', async () => {
    const tasks = await reviewTasks(3, 10);
    const answer = await accomplish({ tasks: ids(tasks), comment: 'Revisados en lote' });
    expect(answer.statusCode, answer.body).toBe(200);
    const outcome: BatchOutcomeDto = answer.json();
    expect(outcome.tasks.map((task) => task.status)).toEqual([2, 2, 2]);
    expect(outcome.created.map((task) => task.step.name)).toEqual([
      'Responder',
      'Responder',
      'Responder',
    ]);
    for (const task of tasks) {
      const process = await detail(task.process);
      expect(process.comments).toMatchObject([{ comment: 'Revisados en lote', step: 'Revisar' }]);
      expect(process.events.map((event) => event.kind)).toContain('comment');
      expect(await openSteps(task.process)).toEqual(['Responder']);
    }
  });

  it('requires a comment of 4 to 1000 characters (30010)', async () => {
    const tasks = await reviewTasks(2, 10);
    const none = await asAdmin(api.taskBatch.accomplish, { raw: { body: { tasks: ids(tasks) } } });
    expect(none.json()).toMatchObject({ code: 30010, data: { comment: expect.any(String) } });
    const short = await accomplish({ tasks: ids(tasks), comment: 'Ok' });
    expect(short.json<ErrorBody>().code).toBe(30010);
  });

  it('is all or nothing: one task that cannot move leaves every task as it was', async () => {
    const fine = await reviewTasks(2, 10);
    // No amount: the gateway finds no flow for this one (50009).
    const stuck = await reviewTask();
    const all = [...fine, stuck];
    const refused = await accomplish({ tasks: ids(all), comment: 'Revisados en lote' });
    expect(refused.json<ErrorBody>().code).toBe(50009);
    for (const task of all) {
      expect(await openSteps(task.process)).toEqual(['Revisar']);
      expect((await detail(task.process)).comments).toEqual([]);
    }
  });

  it('asks whom the next step goes to when the sender chooses (50006), and gives it to them', async () => {
    const other = await createUserWithPassword(t.server, t.company);
    const chosen = await runningWorkflow(t, {
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setResponsibleList, {
          body: {
            workflow_id: workflowId,
            step_id: steps.answer?.id as string,
            users_uuid: [clerk.id, other.id],
          },
        }),
    });
    const tasks = await reviewTasks(2, 10, chosen);
    const plan: BatchPlanDto = (await verify(ids(tasks))).json();
    const answerStep = plan.next_steps.find((step) => step.name === 'Responder');
    expect(answerStep?.candidates.map((person) => person.id).sort()).toEqual(
      [clerk.id, other.id].sort(),
    );
    const unchosen = await accomplish({ tasks: ids(tasks), comment: 'Revisados en lote' });
    expect(unchosen.json<ErrorBody>().code).toBe(50006);
    expect(await openSteps(tasks[0]?.process as string)).toEqual(['Revisar']);
    const done: BatchOutcomeDto = (
      await accomplish({
        tasks: ids(tasks),
        comment: 'Revisados en lote',
        next_user_uuid: clerk.id,
        next_step_uuid: answerStep?.id,
      })
    ).json();
    expect(done.created.map((task) => task.assignee.id)).toEqual([clerk.id, clerk.id]);
  });

  it("asks no responsible for a step the tasks' records send none of them to", async () => {
    const other = await createUserWithPassword(t.server, t.company);
    const chosen = await runningWorkflow(t, {
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setResponsibleList, {
          body: {
            workflow_id: workflowId,
            step_id: steps.approve?.id as string,
            users_uuid: [clerk.id, other.id],
          },
        }),
    });
    const low = await reviewTasks(2, 10, chosen);
    const plan: BatchPlanDto = (await verify(ids(low))).json();
    expect(plan.next_steps).toMatchObject([
      { name: 'Responder', candidates: [], determined: true },
    ]);
    const done = await accomplish({ tasks: ids(low), comment: 'Revisados en lote' });
    expect(done.statusCode, done.body).toBe(200);

    // One record of the two goes to approval: its responsible is asked, and required.
    const mixed = [await reviewTask(10, chosen), await reviewTask(5000, chosen)];
    const both: BatchPlanDto = (await verify(ids(mixed))).json();
    expect(both.next_steps.map((step) => step.name).sort()).toEqual(['Aprobar', 'Responder']);
    expect(both.next_steps.find((step) => step.name === 'Aprobar')?.candidates).toHaveLength(2);
    const unchosen = await accomplish({ tasks: ids(mixed), comment: 'Revisados en lote' });
    expect(unchosen.json<ErrorBody>().code, unchosen.body).toBe(50006);
  });

  it('shows the earlier steps every process went through, as the previous steps', async () => {
    const tasks = await reviewTasks(2, 5000);
    const approvals = [];
    for (const task of tasks) {
      const outcome: TaskOutcomeDto = (
        await asAdmin(api.processes.complete, { params: { id: task.id }, body: { status: 2 } })
      ).json();
      approvals.push(outcome.created[0]?.id as string);
    }
    const plan: BatchPlanDto = (await verify(approvals)).json();
    expect(plan.step.name).toBe('Aprobar');
    expect(plan.previous_steps.map((step) => step.name)).toEqual(['Revisar']);
    expect(plan.next_steps.map((step) => step.name)).toEqual(['Responder']);
  });
});

describe('reassigning a batch', () => {
  const reassign = (body: BodyOf<typeof api.taskBatch.reassign>) =>
    asAdmin(api.taskBatch.reassign, { body });

  it('gives every task to one active person, who then holds them', async () => {
    const tasks = await reviewTasks(2, 10);
    const answer = await reassign({ tasks: ids(tasks), user_uuid: clerk.id, reason: 'Vacaciones' });
    expect(answer.statusCode, answer.body).toBe(200);
    const outcome: BatchOutcomeDto = answer.json();
    expect(outcome.tasks).toMatchObject([
      { kind: 4, assignee: { id: clerk.id }, reason: 'Vacaciones' },
      { kind: 4, assignee: { id: clerk.id }, reason: 'Vacaciones' },
    ]);
    const asClerk = await send(
      t.server,
      api.taskBatch.verify,
      { body: { tasks: ids(tasks) } },
      { token: clerkToken },
    );
    expect(asClerk.statusCode).toBe(200);
  });

  it('refuses an unknown person (50011) and a step that does not allow it (50016), moving none', async () => {
    const tasks = await reviewTasks(2, 10);
    const unknown = await reassign({
      tasks: ids(tasks),
      user_uuid: crypto.randomUUID(),
      reason: 'Vacaciones',
    });
    expect(unknown.json<ErrorBody>().code).toBe(50011);
    const fixed = await activeWorkflowOf(t, flow.formId);
    const running = { ...flow, workflowId: fixed.workflowId };
    const locked = await reviewTasks(2, 10, running);
    const refused = await reassign({
      tasks: ids(locked),
      user_uuid: clerk.id,
      reason: 'Vacaciones',
    });
    expect(refused.json<ErrorBody>().code).toBe(50016);
    for (const task of [...tasks, ...locked]) {
      expect((await detail(task.process)).tasks[0]?.assignee.id).toBe(t.company.admin.user.id);
    }
  });
});
