import {
  api,
  type ErrorBody,
  type ProcessDetailDto,
  type ProcessSummaryDto,
  type TaskDetailDto,
  type TaskOutcomeDto,
  type UserDto,
  type WorkflowDto,
} from '@custodia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bpmn } from '../../test/diagrams.ts';
import { uploadParts } from '../../test/file-fixtures.ts';
import { designForm, numeric } from '../../test/form-fixtures.ts';
import {
  activeWorkflowOf,
  allowActions,
  type RunningWorkflow,
  recordOf,
  reviewDiagram,
  runningWorkflow,
} from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  createUserWithPassword,
  described,
  login,
  request,
  send,
  sendRequest,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';
import { uploadDiagram } from '../../test/workflow-fixtures.ts';

const t = useCompanyServer('procesos.co');
const { asAdmin } = t;

let flow: RunningWorkflow;
let clerk: UserDto;
let clerkToken: string;

beforeAll(async () => {
  flow = await runningWorkflow(t, {
    configure: (steps, workflowId) => allowActions(t, workflowId, steps.approve as never),
  });
  clerk = await createUserWithPassword(t.server, t.company);
  clerkToken = (await login(t.server, clerk.user_name, USER_PASSWORD)).access;
});

async function started(amount?: number, running = flow): Promise<ProcessSummaryDto> {
  const record = await recordOf(t, running, amount);
  const response = await asAdmin(api.processes.start, {
    body: {
      workflow_id: running.workflowId,
      form_id: running.formId,
      record_id: record.id,
      time_zone: 'America/Bogota',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const detail = async (id: string): Promise<ProcessDetailDto> =>
  (await asAdmin(api.processes.get, { params: { id } })).json();

const openTask = async (processId: string) => {
  const open = (await detail(processId)).tasks.filter((task) => task.status === 1);
  expect(open).toHaveLength(1);
  return open[0] as ProcessDetailDto['tasks'][number];
};

const complete = (taskId: string, body: Record<string, unknown> = {}) =>
  asAdmin(api.processes.complete, { params: { id: taskId }, body: { status: 2, ...body } });

describe('starting a process on a record', () => {
  it('numbers it, makes its starter its responsible and gives the first step its task', async () => {
    const process = await started(5000);
    expect(process).toMatchObject({
      status: 1,
      responsible: { id: t.company.admin.user.id },
      ended_at: null,
      current: [{ step: 'Revisar' }],
    });
    expect(process.number).toBeGreaterThan(0);
    const task = await openTask(process.id);
    expect(task).toMatchObject({
      kind: 1,
      assignee: { id: t.company.admin.user.id },
      colour: 'green',
    });
    expect(new Date(task.due_at).getTime()).toBeGreaterThan(new Date(task.received_at).getTime());
  });

  it('is refused on a cancelled record (30041), and to whom may not start it (10001)', async () => {
    const record = await recordOf(t, flow, 10);
    await asAdmin(api.records.cancel, {
      params: { id: flow.formId, recordId: record.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    const body = { workflow_id: flow.workflowId, form_id: flow.formId, record_id: record.id };
    expect((await asAdmin(api.processes.start, { body })).json<ErrorBody>().code).toBe(30041);
    const other = await recordOf(t, flow, 10);
    const asClerk = await send(
      t.server,
      api.processes.start,
      { body: { ...body, record_id: other.id } },
      { token: clerkToken },
    );
    expect(asClerk.statusCode).toBe(403);
  });

  it('keeps a unique-workflow form to one running process on a record (50005)', async () => {
    const unique = await runningWorkflow(t, { unique: true });
    const record = await recordOf(t, unique, 10);
    const body = { workflow_id: unique.workflowId, form_id: unique.formId, record_id: record.id };
    const first = (await asAdmin(api.processes.start, { body })).json();
    expect((await asAdmin(api.processes.start, { body })).json<ErrorBody>().code).toBe(50005);
    await asAdmin(api.processes.interrupt, {
      params: { id: first.id },
      body: { reason: 'Se repite' },
    });
    expect((await asAdmin(api.processes.start, { body })).statusCode).toBe(201);
  });
});

describe('working a process through its gateway to its end', () => {
  it('follows the flow whose condition holds: a high amount goes to approval, then the answer', async () => {
    const process = await started(5000);
    const review = await openTask(process.id);
    const outcome: TaskOutcomeDto = (await complete(review.id)).json();
    expect(outcome.created.map((task) => task.step.name)).toEqual(['Aprobar']);
    const approve = outcome.created[0] as TaskOutcomeDto['created'][number];
    const answered: TaskOutcomeDto = (await complete(approve.id)).json();
    expect(answered.created.map((task) => task.step.name)).toEqual(['Responder']);
    const ended: TaskOutcomeDto = (await complete(answered.created[0]?.id as string)).json();
    expect(ended.process.status).toBe(2);
    expect(ended.process.ended_at).not.toBeNull();
    const history = await detail(process.id);
    expect(history.events.map((event) => event.kind)).toEqual([
      'started',
      'task_created',
      'task_completed',
      'gateway_passed',
      'task_created',
      'task_completed',
      'mail_queued',
      'task_created',
      'task_completed',
      'completed',
    ]);
    const map = Object.fromEntries(history.steps.map((step) => [step.element_id, step.state]));
    expect(map).toMatchObject({ review: 'done', approve: 'done', answer: 'done', end: 'done' });
  });

  it('a low amount goes straight to the answer', async () => {
    const process = await started(10);
    const outcome: TaskOutcomeDto = (await complete((await openTask(process.id)).id)).json();
    expect(outcome.created.map((task) => task.step.name)).toEqual(['Responder']);
    const map = Object.fromEntries((await detail(process.id)).steps.map((s) => [s.element_id, s]));
    expect(map.approve?.state).toBe('none');
    expect(map.answer).toMatchObject({ state: 'active', visits: 1, colour: 'green' });
  });

  it('stops the person when no condition holds (50009) and moves nothing', async () => {
    const process = await started();
    const review = await openTask(process.id);
    const refused = await complete(review.id);
    expect(refused.json()).toMatchObject({ code: 50009 });
    expect(refused.json<ErrorBody>().detail).toContain('¿Monto alto?');
    expect((await openTask(process.id)).id).toBe(review.id);
  });

  it('completes a task once: a second completion is refused (50002)', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    expect((await complete(review.id)).statusCode).toBe(200);
    expect((await complete(review.id)).json<ErrorBody>().code).toBe(50002);
  });

  it('lets one of two people completing the same task at once win', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    const answers = await Promise.all([complete(review.id), complete(review.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await detail(process.id)).tasks).toHaveLength(2);
  });

  it('completes once when a completion is retried with the same Idempotency-Key', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    const retried = () =>
      send(
        t.server,
        api.processes.complete,
        { params: { id: review.id }, body: { status: 2 } },
        { token: t.company.adminToken, headers: { 'idempotency-key': `complete-${review.id}` } },
      );
    const first = await retried();
    const second = await retried();
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect((await detail(process.id)).tasks).toHaveLength(2);
  });
});

describe('a task belongs to its holder', () => {
  it('answers 50059 to whoever reads the process but does not hold the task, 403 to others', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    const asClerk = await send(
      t.server,
      api.processes.complete,
      { params: { id: review.id }, body: { status: 2 } },
      { token: clerkToken },
    );
    expect(asClerk.statusCode).toBe(403);
    const reading = await send(
      t.server,
      api.processes.task,
      { params: { id: review.id } },
      { token: clerkToken },
    );
    expect(reading.statusCode).toBe(403);
  });

  it('is never seen from another company', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    const other = await companyWithAdmin(t.server, 'otros-procesos.co');
    for (const read of [
      request(api.processes.get, { params: { id: process.id } }),
      request(api.processes.task, { params: { id: review.id } }),
    ]) {
      const answer = await sendRequest(t.server, read, { token: other.adminToken });
      expect(answer.statusCode, described(read)).toBe(404);
    }
  });

  it("shows its holder the record, the step's actions and where it leads next", async () => {
    const process = await started(5000);
    const review = await openTask(process.id);
    const task: TaskDetailDto = (
      await asAdmin(api.processes.task, { params: { id: review.id } })
    ).json();
    expect(task.record_values).toEqual([{ label: 'Monto', value: '5000' }]);
    // The record's amount is high: the gateway will take approval, and only approval is next.
    expect(task.next_steps).toMatchObject([{ name: 'Aprobar', determined: true }]);
    expect(task.abilities).toMatchObject({ complete: true, reassign: false, return: false });
  });
});

describe('files attached at a task', () => {
  it('go to the record from its open task, and the task and its process list them', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    const upload = (taskId: string, formId = flow.formId, token = t.company.adminToken) =>
      send(
        t.server,
        api.files.uploadAtTask,
        {
          params: { id: taskId, formId },
          body: uploadParts(flow.formId, [{ name: 'soporte.txt', content: 'Soporte del trámite' }]),
        },
        { token },
      );
    const attached = await upload(review.id);
    expect(attached.statusCode, attached.body).toBe(201);
    const [file] = attached.json().items;
    expect(file).toMatchObject({ name: 'soporte.txt', record_id: process.record.id });
    for (const listed of [
      await asAdmin(api.files.ofTask, { params: { id: review.id } }),
      await asAdmin(api.files.ofProcess, { params: { id: process.id } }),
    ]) {
      expect(listed.json().items.map((one: { id: string }) => one.id)).toEqual([file?.id]);
    }
    const ofRecord = (await asAdmin(api.files.list, { params: { id: process.record.id } })).json();
    expect(ofRecord.items.map((one: { id: string }) => one.id)).toContain(file?.id);

    // Named with another form, the task is not found; by whoever does not hold it, refused.
    expect((await upload(review.id, t.company.admin.user.id)).statusCode).toBe(404);
    expect((await upload(review.id, flow.formId, clerkToken)).statusCode).toBe(403);
    const other = await companyWithAdmin(t.server, 'archivos-de-tareas.co');
    expect((await upload(review.id, flow.formId, other.adminToken)).statusCode).toBe(404);

    // A completed task takes no more files.
    await asAdmin(api.processes.complete, { params: { id: review.id }, body: { status: 2 } });
    const late = await upload(review.id);
    expect(late.json<ErrorBody>().code).toBe(50002);
  });
});

describe('what a step allows', () => {
  async function atApproval() {
    const process = await started(5000);
    const outcome: TaskOutcomeDto = (await complete((await openTask(process.id)).id)).json();
    return { process, approve: outcome.created[0] as TaskOutcomeDto['created'][number] };
  }

  it('reassigns to another active person, never to its holder (50013), only when allowed (50016)', async () => {
    const process = await started(5000);
    const review = await openTask(process.id);
    const notAllowed = await asAdmin(api.processes.reassign, {
      params: { id: review.id },
      body: {
        user_uuid: clerk.id,
        reason: 'Vacaciones',
      },
    });
    expect(notAllowed.json<ErrorBody>().code).toBe(50016);
    await complete(review.id);
    const approve = await openTask(process.id);
    const same = await asAdmin(api.processes.reassign, {
      params: { id: approve.id },
      body: {
        user_uuid: t.company.admin.user.id,
        reason: 'Vacaciones',
      },
    });
    expect(same.json<ErrorBody>().code).toBe(50013);
    const reassigned = await asAdmin(api.processes.reassign, {
      params: { id: approve.id },
      body: {
        user_uuid: clerk.id,
        reason: 'Vacaciones',
      },
    });
    expect(reassigned.json()).toMatchObject({ kind: 4, assignee: { id: clerk.id } });
    const asClerk = await send(
      t.server,
      api.processes.complete,
      { params: { id: approve.id }, body: { status: 2 } },
      { token: clerkToken },
    );
    expect(asClerk.statusCode).toBe(200);
  });

  it("moves the record's files to the trash through a task whose step allows it, whatever the form grants (500070)", async () => {
    const trashing = await runningWorkflow(t, {
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setActions, {
          params: { id: workflowId, stepId: steps.approve?.id as string },
          body: {
            allow_reassign: true,
            allow_interrupt_process: false,
            move_file_to_trash: true,
            electronic_signature: false,
            allow_return_to_step: false,
          },
        }),
    });
    const process = await started(5000, trashing);
    const review = await openTask(process.id);
    const attached = await asAdmin(api.files.uploadAtTask, {
      params: { id: review.id, formId: trashing.formId },
      body: uploadParts(trashing.formId, [
        { name: 'borrador.txt', content: 'Borrador equivocado' },
      ]),
    });
    const [file] = attached.json().items as { id: string }[];
    const trashAt = (taskId: string, fileId: string, token = t.company.adminToken) =>
      send(
        t.server,
        api.files.moveToTrashAtTask,
        {
          params: { id: fileId },
          body: { process_task_uuid: taskId, reason: 'Soporte equivocado' },
        },
        { token },
      );
    // The review step has no such action.
    expect((await trashAt(review.id, file?.id as string)).json<ErrorBody>().code).toBe(500070);

    await complete(review.id);
    const approve = await openTask(process.id);
    await asAdmin(api.processes.reassign, {
      params: { id: approve.id },
      body: {
        user_uuid: clerk.id,
        reason: 'Depuración de soportes',
      },
    });
    // Only its holder trashes through the task, and only files of its record.
    expect((await trashAt(approve.id, file?.id as string)).statusCode).toBe(403);
    const elsewhere = await started(10);
    const foreign = await asAdmin(api.files.uploadAtTask, {
      params: { id: (await openTask(elsewhere.id)).id, formId: flow.formId },
      body: uploadParts(flow.formId, [{ name: 'ajeno.txt', content: 'Otro trámite' }]),
    });
    const [foreignFile] = foreign.json().items as { id: string }[];
    expect((await trashAt(approve.id, foreignFile?.id as string, clerkToken)).statusCode).toBe(404);

    const trashed = await trashAt(approve.id, file?.id as string, clerkToken);
    expect(trashed.statusCode, trashed.body).toBe(200);
    const ofRecord = (await asAdmin(api.files.list, { params: { id: process.record.id } })).json();
    expect(ofRecord.items.map((one: { id: string }) => one.id)).not.toContain(file?.id);
    const trash = (await asAdmin(api.trash.list)).json();
    expect(trash.items.map((one: { id: string }) => one.id)).toContain(file?.id);
  });

  it('returns to an earlier step, to who completed it, and back to who returned it', async () => {
    const { process, approve } = await atApproval();
    const choices = (
      await asAdmin(api.processes.returnChoices, { params: { id: approve.id } })
    ).json();
    expect(choices.map((choice: { step: string }) => choice.step)).toEqual(['Revisar']);
    const returned: TaskOutcomeDto = (
      await asAdmin(api.processes.return, {
        params: { id: approve.id },
        body: {
          return_process_task_uuid: choices[0]?.task_id as string,
          reason: 'Falta un soporte',
        },
      })
    ).json();
    expect(returned.created).toMatchObject([{ step: { name: 'Revisar' }, kind: 2 }]);
    const back: TaskOutcomeDto = (await complete(returned.created[0]?.id as string)).json();
    expect(back.created).toMatchObject([{ step: { name: 'Aprobar' }, kind: 3 }]);
    expect((await detail(process.id)).tasks.map((task) => task.status)).toEqual([2, 4, 2, 1]);
  });

  it('refuses a return to a step the process has not completed (50018)', async () => {
    const { approve } = await atApproval();
    const refused = await asAdmin(api.processes.return, {
      params: { id: approve.id },
      body: {
        return_process_task_uuid: approve.id,
        reason: 'Falta un soporte',
      },
    });
    expect(refused.json<ErrorBody>().code).toBe(50018);
  });

  it('interrupts the process with a reason: open tasks close and nothing later runs', async () => {
    const { process, approve } = await atApproval();
    const interrupted = await asAdmin(api.processes.interrupt, {
      params: { id: process.id },
      body: {
        reason: 'El solicitante desistió',
      },
    });
    expect(interrupted.json()).toMatchObject({ status: 3, current: [] });
    expect((await detail(process.id)).interrupt_reason).toBe('El solicitante desistió');
    expect((await complete(approve.id)).json<ErrorBody>().code).toBe(50002);
  });

  it('takes comments at open tasks only (4–1000 characters; 50020 once completed)', async () => {
    const process = await started(10);
    const review = await openTask(process.id);
    const comment = (text: string) =>
      asAdmin(api.processes.comment, {
        params: { id: process.id },
        body: { process_task_uuid: review.id, comment: text },
      });
    const short = await comment('No');
    expect(short.json<ErrorBody>().code).toBe(30010);
    const added = await comment('Revisado el soporte');
    expect(added.statusCode).toBe(201);
    await complete(review.id);
    const late = await comment('Otro comentario');
    expect(late.json<ErrorBody>().code).toBe(50020);
    expect(
      (await asAdmin(api.processes.comments, { params: { id: process.id } })).json(),
    ).toMatchObject([{ comment: 'Revisado el soporte', step: 'Revisar' }]);
  });
});

describe("a record's processes", () => {
  it('are listed newest first for whoever may view them', async () => {
    const record = await recordOf(t, flow, 10);
    const body = { workflow_id: flow.workflowId, form_id: flow.formId, record_id: record.id };
    const first = (await asAdmin(api.processes.start, { body })).json();
    const second = (await asAdmin(api.processes.start, { body })).json();
    const listed = await asAdmin(api.processes.ofRecord, {
      params: { formId: flow.formId, recordId: record.id },
    });
    expect(listed.json().map((process: ProcessSummaryDto) => process.id)).toEqual([
      second.id,
      first.id,
    ]);
    const asClerk = await send(
      t.server,
      api.processes.ofRecord,
      { params: { formId: flow.formId, recordId: record.id } },
      { token: clerkToken },
    );
    expect(asClerk.statusCode).toBe(403);
  });
});

describe('a step whose responsible the sender chooses', () => {
  it('offers its candidates before the start and takes only one of them (50006, 50007)', async () => {
    const other = await createUserWithPassword(t.server, t.company);
    const chosen = await runningWorkflow(t, {
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setResponsibleList, {
          body: {
            workflow_id: workflowId,
            step_id: steps.review?.id as string,
            users_uuid: [clerk.id, other.id],
          },
        }),
    });
    const choices = await asAdmin(api.processes.startChoices, {
      params: { workflowId: chosen.workflowId },
    });
    expect(choices.json()).toMatchObject([
      { name: 'Revisar', candidates: expect.arrayContaining([{ id: clerk.id, name: clerk.name }]) },
    ]);
    const record = await recordOf(t, chosen, 10);
    const body = { workflow_id: chosen.workflowId, form_id: chosen.formId, record_id: record.id };
    expect((await asAdmin(api.processes.start, { body })).json<ErrorBody>().code).toBe(50006);
    const notListed = await asAdmin(api.processes.start, {
      body: {
        ...body,
        next_user_uuid: t.company.admin.user.id,
      },
    });
    expect(notListed.json<ErrorBody>().code).toBe(50007);
    const process = await asAdmin(api.processes.start, {
      body: {
        ...body,
        next_user_uuid: other.id,
      },
    });
    expect((await openTask(process.json().id)).assignee.id).toBe(other.id);
  });
});

describe('a responsible chosen for a step behind a gateway', () => {
  /** A flow whose approval goes to the clerk or another person, as its sender says. */
  async function chosenApproval(options: Parameters<typeof runningWorkflow>[1] = {}) {
    const other = await createUserWithPassword(t.server, t.company);
    return runningWorkflow(t, {
      ...options,
      configure: async (steps, workflowId) => {
        await asAdmin(api.workflowSteps.setResponsibleList, {
          body: {
            workflow_id: workflowId,
            step_id: steps.approve?.id as string,
            users_uuid: [clerk.id, other.id],
          },
        });
        await options.configure?.(steps, workflowId);
      },
    });
  }

  const taskOf = async (processId: string): Promise<TaskDetailDto> =>
    (await asAdmin(api.processes.task, { params: { id: (await openTask(processId)).id } })).json();

  it("is asked only when the record's values lead to it, and required then (50006)", async () => {
    const running = await chosenApproval();
    const low = await taskOf((await started(10, running)).id);
    expect(low.next_steps).toMatchObject([{ name: 'Responder', candidates: [], determined: true }]);
    // Nothing to choose for where the process goes: completing without a responsible moves it.
    const answered: TaskOutcomeDto = (await complete(low.id)).json();
    expect(answered.created.map((task) => task.step.name)).toEqual(['Responder']);

    const high = await taskOf((await started(5000, running)).id);
    expect(high.next_steps).toMatchObject([
      { name: 'Aprobar', candidates: expect.arrayContaining([{ id: clerk.id, name: clerk.name }]) },
    ]);
    expect((await complete(high.id)).json<ErrorBody>().code).toBe(50006);
    const approved: TaskOutcomeDto = (
      await complete(high.id, { next_user_uuid: clerk.id, next_step_uuid: high.next_steps[0]?.id })
    ).json();
    expect(approved.created.map((task) => task.assignee.id)).toEqual([clerk.id]);
  });

  it('waits on the data form read by the gateway, then follows the values being filled', async () => {
    const scoring = await designForm(asAdmin, [numeric('Puntaje')]);
    const score = (scoring.fields[0] as { id: string }).id;
    const running = await chosenApproval({
      diagram: scoreDiagram,
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setDataForm, {
          params: { id: workflowId, stepId: steps.score?.id as string },
          body: { form_id: scoring.form.id, fields: [score], required: [score] },
        }),
    });
    const task = await taskOf((await started(5, running)).id);
    // Neither way is known before the score is: both may come, neither is determined.
    expect(
      task.next_steps
        .map(({ name, determined }) => ({ name, determined }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Aprobar', determined: false },
      { name: 'Responder', determined: false },
    ]);
    const leadsTo = async (value: string | null) =>
      (
        await asAdmin(api.processes.nextSteps, {
          params: { id: task.id },
          body: {
            data_form: { [score]: value },
          },
        })
      ).json();
    expect(await leadsTo('75')).toMatchObject([{ name: 'Aprobar', determined: true }]);
    expect(await leadsTo('40')).toMatchObject([{ name: 'Responder', determined: true }]);
    // Nothing was kept by asking: the task is as it was.
    expect((await openTask(task.process.id)).id).toBe(task.id);

    expect((await complete(task.id, { data_form: { [score]: '75' } })).json<ErrorBody>().code).toBe(
      50006,
    );
    const answered: TaskOutcomeDto = (
      await complete(task.id, { data_form: { [score]: '40' } })
    ).json();
    expect(answered.created.map((created) => created.step.name)).toEqual(['Responder']);
  });
});

describe('a step given to a work group', () => {
  it('gives each new task to the next active member in turn, skipping the inactive', async () => {
    const [first, second, third] = [
      await createUserWithPassword(t.server, t.company),
      await createUserWithPassword(t.server, t.company),
      await createUserWithPassword(t.server, t.company),
    ];
    const group = await asAdmin(api.workGroups.create, {
      body: {
        name: 'Mesa de radicación',
        consecutive_assignment: true,
        members_uuid: [first.id, second.id, third.id],
      },
    });
    expect(group.statusCode, group.body).toBe(201);
    const grouped = await runningWorkflow(t, {
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setWorkGroupResponsible, {
          body: {
            workflow_id: workflowId,
            step_id: steps.review?.id as string,
            work_group_uuid: group.json().id,
          },
        }),
    });
    const holders: string[] = [];
    for (const _ of [1, 2]) {
      holders.push((await openTask((await started(10, grouped)).id)).assignee.id);
    }
    expect(holders).toEqual([first.id, second.id]);
    // The third member leaves work: the turn goes round to the first.
    expect(
      (await asAdmin(api.users.changeStatus, { params: { id: third.id }, body: { status: 3 } }))
        .statusCode,
    ).toBe(200);
    expect((await openTask((await started(10, grouped)).id)).assignee.id).toBe(first.id);
  });
});

describe('a form whose workflow starts with filing', () => {
  it("starts its one active workflow with the record's filing", async () => {
    const filing = await runningWorkflow(t, { mandatory: true });
    const choices = await asAdmin(api.workflows.filingChoices, {
      params: { formId: filing.formId },
    });
    expect(choices.json()).toEqual([expect.objectContaining({ id: filing.workflowId })]);
    const record = await recordOf(t, filing, 10);
    const processes = await asAdmin(api.processes.ofRecord, {
      params: { formId: filing.formId, recordId: record.id },
    });
    expect(processes.json()).toMatchObject([{ status: 1, current: [{ step: 'Revisar' }] }]);
  });

  it('asks which workflow when the form has several (50024), and files nothing until told', async () => {
    const filing = await runningWorkflow(t, { mandatory: true });
    const { workflowId: second } = await activeWorkflowOf(t, filing.formId);
    const body = { subject: 'Solicitud de prueba', support_type: 2, document_date: '2026-01-15' };
    const unchosen = await asAdmin(api.records.file, { params: { id: filing.formId }, body });
    expect(unchosen.json()).toMatchObject({
      code: 50024,
      data: { workflow_id: expect.any(String) },
    });
    const listed = await asAdmin(api.records.list, { params: { id: filing.formId } });
    expect(listed.json().items).toEqual([]);
    const filed = (
      await asAdmin(api.records.file, {
        params: { id: filing.formId },
        body: { ...body, workflow_id: second },
      })
    ).json();
    const processes = await asAdmin(api.processes.ofRecord, {
      params: { formId: filing.formId, recordId: filed.id },
    });
    expect(processes.json()).toMatchObject([{ workflow: { id: second } }]);
  });
});

/**
 * A request scored at a step whose data form asks for a "Puntaje", then approved or answered by
 * that score: the gateway reads what the step filled, not the record.
 */
const scoreDiagram = {
  nodes: {
    start: 'startEvent:Solicitud',
    score: 'userTask:Calificar',
    decide: 'exclusiveGateway:¿Puntaje suficiente?',
    approve: 'userTask:Aprobar',
    answer: 'userTask:Responder',
    end: 'endEvent:Fin',
  },
  flows: [
    'start>score',
    'score>decide',
    'decide>approve|Suficiente|[Puntaje] >= 60',
    'decide>answer|Insuficiente|[Puntaje] < 60',
    'approve>end',
    'answer>end',
  ],
};

describe("a step's data form", () => {
  it('is required as the step says, kept with the process, and read by the gateway after it, even once a newer diagram drops the step', async () => {
    const scoring = await designForm(asAdmin, [numeric('Puntaje')]);
    const score = (scoring.fields[0] as { id: string }).id;
    const own = await runningWorkflow(t, {
      diagram: scoreDiagram,
      configure: (steps, workflowId) =>
        asAdmin(api.workflowSteps.setDataForm, {
          params: { id: workflowId, stepId: steps.score?.id as string },
          body: {
            form_id: scoring.form.id,
            fields: [score],
            required: [score],
          },
        }),
    });
    const high = await started(5, own);
    const low = await started(500, own);

    const scoreTask = await openTask(high.id);
    const shown: TaskDetailDto = (
      await asAdmin(api.processes.task, { params: { id: scoreTask.id } })
    ).json();
    expect(shown.data_form).toMatchObject({
      fields: [{ id: score, label: 'Puntaje', required: true }],
    });
    const missing = await complete(scoreTask.id, { data_form: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 30010,
      data: { [`data_form.${score}`]: '¡Este campo es obligatorio!' },
    });
    expect((await openTask(high.id)).id).toBe(scoreTask.id);

    // A newer diagram without the scoring step: the processes already running keep reading it.
    await asAdmin(api.workflows.update, { params: { id: own.workflowId }, body: { status: 3 } });
    const saved = await uploadDiagram(
      t.server,
      t.company.adminToken,
      own.workflowId,
      bpmn(reviewDiagram),
    );
    expect(saved.statusCode, saved.body).toBe(201);

    // The record's amount is low, the score high: the score decides.
    expect((await complete(scoreTask.id, { data_form: { [score]: '75' } })).statusCode).toBe(200);
    expect((await openTask(high.id)).step.element_id).toBe('approve');
    const lowTask = await openTask(low.id);
    expect((await complete(lowTask.id, { data_form: { [score]: '40' } })).statusCode).toBe(200);
    expect((await openTask(low.id)).step.element_id).toBe('answer');
  });
});

describe('the diagram a process runs', () => {
  it('stays on its map after a new version, whose old address answers only while a process runs it', async () => {
    const own = await runningWorkflow(t);
    const running = await started(10, own);
    const finished = await started(10, own);
    await asAdmin(api.processes.interrupt, {
      params: { id: finished.id },
      body: { reason: 'Desistió' },
    });
    const first: WorkflowDto = (
      await asAdmin(api.workflows.get, { params: { id: own.workflowId } })
    ).json();
    const firstXml = (await publicModel(first.model)).body;
    await asAdmin(api.workflows.update, { params: { id: own.workflowId }, body: { status: 3 } });
    const renamed = { ...reviewDiagram.nodes, review: 'userTask:Revisar de nuevo' };
    const saved = await uploadDiagram(
      t.server,
      t.company.adminToken,
      own.workflowId,
      bpmn({ ...reviewDiagram, nodes: renamed }),
    );
    expect(saved.statusCode, saved.body).toBe(201);

    // The running process keeps the first version's address alive, and both maps read it.
    expect((await publicModel(first.model)).body).toBe(firstXml);
    for (const process of [running, finished]) {
      const map = await asAdmin(api.processes.diagram, { params: { id: process.id } });
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe(firstXml);
    }
    await asAdmin(api.processes.interrupt, {
      params: { id: running.id },
      body: { reason: 'Desistió' },
    });
    expect((await publicModel(first.model)).statusCode).toBe(404);
    expect((await asAdmin(api.processes.diagram, { params: { id: running.id } })).body).toBe(
      firstXml,
    );
    const newest: WorkflowDto = (
      await asAdmin(api.workflows.get, { params: { id: own.workflowId } })
    ).json();
    expect((await publicModel(newest.model)).body).toContain('Revisar de nuevo');
  });

  it('is read only by whoever may view the process', async () => {
    const process = await started(10);
    const outsider = await companyWithAdmin(t.server, 'otro-mapa.co');
    const stranger = await send(
      t.server,
      api.processes.diagram,
      { params: { id: process.id } },
      { token: outsider.adminToken },
    );
    expect(stranger.statusCode).toBe(404);
    const clerkRead = await send(
      t.server,
      api.processes.diagram,
      { params: { id: process.id } },
      { token: clerkToken },
    );
    expect(clerkRead.statusCode).toBe(403);
  });
});

const publicModel = (model: string | null) =>
  send(t.server, api.workflows.model, { params: { model: String(model) } });
