import type { ErrorBody, RecordFileDto, StepDto, TaskDetailDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newExpedient, trdBranch } from '../../test/expedient-fixtures.ts';
import { attached, pdfOf, sendParts, uploadParts } from '../../test/file-fixtures.ts';
import { designForm, numeric } from '../../test/form-fixtures.ts';
import { startMailbox } from '../../test/mailbox.ts';
import {
  activeWorkflowOf,
  loggedInClerk,
  type RunningWorkflow,
  recordOf,
  runningWorkflow,
  startedProcess,
} from '../../test/process-fixtures.ts';
import {
  companyWithAdmin,
  login,
  memberOfNewRole,
  ownerQuery,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('archivos-en-procesos.co', () => ({ SMTP_URL: mailbox.url }));
const { asAdmin } = t;

let clerk: Awaited<ReturnType<typeof loggedInClerk>>;
beforeAll(async () => {
  clerk = await loggedInClerk(t);
});

const soporte = (name = 'soporte.txt') => [{ name, content: 'Soporte del trámite' }];

const ids = (files: { id: string }[]) => files.map((file) => file.id);

/** The step's actions as its designer sets them: reassignment, and `more` on top. */
const actions = (workflowId: string, step: StepDto | undefined, more: Record<string, boolean>) =>
  asAdmin(api.workflowSteps.setActions, {
    params: { id: workflowId, stepId: step?.id as string },
    body: {
      allow_reassign: true,
      allow_interrupt_process: false,
      move_file_to_trash: false,
      electronic_signature: false,
      allow_return_to_step: false,
      ...more,
    },
  });

const giveTo = (taskId: string, userId: string) =>
  asAdmin(api.processes.reassign, {
    params: { id: taskId },
    body: {
      user_uuid: userId,
      reason: 'Le corresponde',
    },
  });

describe('files attached at a task or a process, placed in a TRD level', () => {
  let flow: RunningWorkflow;
  let branch: Awaited<ReturnType<typeof trdBranch>>;
  beforeAll(async () => {
    branch = await trdBranch(t);
    flow = await runningWorkflow(t, {
      configure: (steps, workflowId) => actions(workflowId, steps.review, {}),
    });
  });

  const toLevel = (
    at: 'task' | 'process',
    id: string,
    level: string,
    recordId: string,
    token = t.company.adminToken,
  ) =>
    sendParts(
      t.server,
      'POST',
      `/file/${at}/${id}/trd/${level}/records/${recordId}/`,
      token,
      uploadParts(flow.formId, soporte()),
    );
  const inLevel = async (level: string) =>
    ids((await asAdmin(api.trdGrants.levelFiles, { query: { node_id: level } })).json());

  it("by the task's holder, whatever the level grants them: listed at the task and in the level", async () => {
    const { record, process, task } = await startedProcess(t, flow);
    await giveTo(task.id, clerk.user.id);
    const held: TaskDetailDto = (
      await send(t.server, api.processes.task, { params: { id: task.id } }, { token: clerk.token })
    ).json();
    expect(held.files_in_trd).toBe(false);
    const sent = await toLevel('task', task.id, branch.series, record.id, clerk.token);
    expect(sent.statusCode, sent.body).toBe(201);
    const [file] = sent.json().items as RecordFileDto[];
    expect(await inLevel(branch.series)).toContain(file?.id);
    const atTask = await send(
      t.server,
      api.files.ofTask,
      { params: { id: task.id } },
      { token: clerk.token },
    );
    expect(ids(atTask.json().items)).toEqual([file?.id]);
    expect(
      ids((await asAdmin(api.files.ofProcess, { params: { id: process.id } })).json().items),
    ).toEqual([file?.id]);

    // Not its holder (the admin reads the process: 50059), another record (30040), no such
    // level (20004), another company (404).
    const notHeld = await toLevel('task', task.id, branch.series, record.id);
    expect(notHeld.json().code).toBe(50059);
    const other = await recordOf(t, flow);
    const wrong = await toLevel('task', task.id, branch.series, other.id, clerk.token);
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 30040]);
    const noLevel = await toLevel('task', task.id, crypto.randomUUID(), record.id, clerk.token);
    expect(noLevel.json().code).toBe(20004);
    const stranger = await companyWithAdmin(t.server, 'otra-de-archivos.co');
    const foreign = await toLevel('task', task.id, branch.series, record.id, stranger.adminToken);
    expect(foreign.statusCode).toBe(404);
  });

  it('never into a closed expedient (20062), on a cancelled record (30041) or at a closed task (50002)', async () => {
    const { record, task } = await startedProcess(t, flow);
    const expedient = await newExpedient(t, branch);
    const closed = await asAdmin(api.expedients.close, { params: { id: expedient.id } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await toLevel('task', task.id, expedient.id, record.id)).json().code).toBe(20062);
    await asAdmin(api.records.cancel, {
      params: { id: flow.formId, recordId: record.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    expect((await toLevel('task', task.id, branch.series, record.id)).json().code).toBe(30041);

    const next = await startedProcess(t, flow, { amount: 10 });
    await asAdmin(api.processes.complete, { params: { id: next.task.id }, body: { status: 2 } });
    const late = await toLevel('task', next.task.id, branch.series, next.record.id);
    expect(late.json().code).toBe(50002);
  });

  it('at a process, by who works it (decision 66): at its open task; readers are refused (500015)', async () => {
    const { record, process, task } = await startedProcess(t, flow, { amount: 10 });
    const atForm = (processId: string, formId: string, token = t.company.adminToken) =>
      send(
        t.server,
        api.files.uploadAtProcess,
        {
          params: { id: processId, formId },
          body: uploadParts(flow.formId, soporte('del-proceso.txt')),
        },
        { token },
      );
    const sent = await atForm(process.id, flow.formId);
    expect(sent.statusCode, sent.body).toBe(201);
    const leveled = await toLevel('process', process.id, branch.series, record.id);
    expect(leveled.statusCode, leveled.body).toBe(201);
    const both = [...ids(sent.json().items), ...ids(leveled.json().items)];
    expect(
      ids((await asAdmin(api.files.ofTask, { params: { id: task.id } })).json().items),
    ).toEqual(both);
    expect(await inLevel(branch.series)).toEqual(expect.arrayContaining(ids(leveled.json().items)));
    expect((await atForm(process.id, crypto.randomUUID())).statusCode).toBe(404);

    // A reader through "view started processes" reads it but attaches nothing; a stranger to it
    // is refused outright.
    const { role, user } = await memberOfNewRole(t, 2);
    await asAdmin(api.roles.addFormGrant, {
      params: { id: role.id },
      body: {
        form_id: flow.formId,
        query: true,
        view_started_processes: true,
      },
    });
    const reader = (await login(t.server, user.user_name, USER_PASSWORD)).access;
    expect((await atForm(process.id, flow.formId, reader)).json<ErrorBody>().code).toBe(500015);
    const refused = await atForm(process.id, flow.formId, clerk.token);
    expect([refused.statusCode, refused.json<ErrorBody>().code]).toEqual([403, 10001]);

    // The participant who held a task attaches while it runs; an ended process takes none.
    await giveTo(task.id, clerk.user.id);
    expect((await atForm(process.id, flow.formId, clerk.token)).statusCode).toBe(201);
    const stranger = await companyWithAdmin(t.server, 'otra-de-procesos.co');
    expect((await atForm(process.id, flow.formId, stranger.adminToken)).statusCode).toBe(404);
    await asAdmin(api.processes.interrupt, {
      params: { id: process.id },
      body: { reason: 'Desistió' },
    });
    expect((await atForm(process.id, flow.formId)).json<ErrorBody>().code).toBe(50003);
  });
});

describe("the first task starts with the record's files (attach_files_at_start)", () => {
  async function formAttaching(option: 'all' | 'last' | 'none', mandatory = false) {
    const { form, fields } = await designForm(asAdmin, [numeric('Monto')], {
      activate_workflow: true,
      mandatory_start: mandatory,
      attach_files_at_start: option,
    });
    const { workflowId, steps } = await activeWorkflowOf(t, form.id);
    return {
      formId: form.id,
      amountField: (fields[0] as { id: string }).id,
      workflowId,
      steps,
    } satisfies RunningWorkflow;
  }

  /** A record with three files, the second trashed, then a process started on it. */
  async function firstTaskFiles(running: RunningWorkflow) {
    const record = await recordOf(t, running);
    const files = await attached(
      t.server,
      t.company.adminToken,
      { id: record.id, form_id: running.formId },
      [
        { name: 'primero.txt', content: 'Uno' },
        { name: 'segundo.txt', content: 'Dos' },
      ],
    );
    const [last] = await attached(
      t.server,
      t.company.adminToken,
      { id: record.id, form_id: running.formId },
      [{ name: 'tercero.txt', content: 'Tres' }],
    );
    await asAdmin(api.files.moveToTrash, {
      params: { id: files[1]?.id as string },
      body: { reason: 'Duplicado' },
    });
    const started = await asAdmin(api.processes.start, {
      body: {
        workflow_id: running.workflowId,
        form_id: running.formId,
        record_id: record.id,
      },
    });
    expect(started.statusCode, started.body).toBe(201);
    const [task] = (await asAdmin(api.processes.get, { params: { id: started.json().id } })).json()
      .tasks;
    const listed = (await asAdmin(api.files.ofTask, { params: { id: task?.id as string } })).json()
      .items;
    return { names: listed.map((file: RecordFileDto) => file.name), first: files[0], last };
  }

  it('"all": every file in force, in the order they came', async () => {
    const { names } = await firstTaskFiles(await formAttaching('all'));
    expect(names).toEqual(['primero.txt', 'tercero.txt']);
  });

  it('"last": the one added last', async () => {
    const { names } = await firstTaskFiles(await formAttaching('last'));
    expect(names).toEqual(['tercero.txt']);
  });

  it('"none": none', async () => {
    const { names } = await firstTaskFiles(await formAttaching('none'));
    expect(names).toEqual([]);
  });

  it('filing a form whose filing starts the process: the files sent from the filing screen reach its first task', async () => {
    for (const [option, expected] of [
      ['all', ['acta.txt', 'anexo.txt']],
      ['last', ['anexo.txt']],
      ['none', []],
    ] as const) {
      const running = await formAttaching(option, true);
      const record = await recordOf(t, running);
      const processes = (
        await asAdmin(api.processes.ofRecord, {
          params: { formId: running.formId, recordId: record.id },
        })
      ).json();
      expect(processes).toHaveLength(1);
      const [task] = (
        await asAdmin(api.processes.get, { params: { id: processes[0]?.id as string } })
      ).json().tasks;
      const firstFiles = async () =>
        (await asAdmin(api.files.ofTask, { params: { id: task?.id as string } }))
          .json()
          .items.map((file: RecordFileDto) => file.name);
      expect(await firstFiles()).toEqual([]);
      const sent = await send(
        t.server,
        api.files.upload,
        {
          params: { id: record.id },
          query: { action: 'filing' },
          body: uploadParts(running.formId, [
            { name: 'acta.txt', content: 'Acta' },
            { name: 'anexo.txt', content: 'Anexo' },
          ]),
        },
        { token: t.company.adminToken },
      );
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await firstFiles()).toEqual(expected);
    }
  });
});

describe('the step action "electronic signature"', () => {
  let flow: RunningWorkflow;
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await pdfOf(['Contrato']);
    flow = await runningWorkflow(t, {
      configure: async (steps, workflowId) => {
        await actions(workflowId, steps.review, { electronic_signature: true });
        await actions(workflowId, steps.answer, {});
      },
    });
  });

  const signer = {
    country: 'CO',
    dial_code: '+57',
    phone: '3001234567',
    full_name: 'Ana Firmante',
    document_type: 1,
    document_number: '1020304050',
    email: 'ana@example.com',
  };
  const request = (
    body: { record_id: string; file_id: string; process_task_id?: string },
    token = clerk.token,
  ) =>
    send(
      t.server,
      api.signatures.create,
      {
        body: {
          form_id: flow.formId,
          description: 'Firma del contrato',
          days: 5,
          signatories: [signer],
          ...body,
        },
      },
      { token },
    );

  /** A process whose first task (the signature step) the clerk holds, with a PDF at it. */
  async function heldByClerk(amount = 10) {
    const { record, process, task } = await startedProcess(t, flow, { amount });
    const [file] = (
      await send(
        t.server,
        api.files.uploadAtTask,
        {
          params: { id: task.id, formId: flow.formId },
          body: uploadParts(flow.formId, [{ name: 'contrato.pdf', content: pdf }]),
        },
        { token: t.company.adminToken },
      )
    ).json().items as RecordFileDto[];
    await giveTo(task.id, clerk.user.id);
    return { record, process, task, file: file as RecordFileDto };
  }

  it('lets the holder request signatures with no form grant, and the request names the task', async () => {
    const { record, task, file } = await heldByClerk();
    const held: TaskDetailDto = (
      await send(t.server, api.processes.task, { params: { id: task.id } }, { token: clerk.token })
    ).json();
    expect(held.abilities.requestSignature).toBe(true);
    // Without the task, the clerk has no grant to sign in the form.
    expect((await request({ record_id: record.id, file_id: file.id })).statusCode).toBe(403);
    const asked = await request({
      record_id: record.id,
      file_id: file.id,
      process_task_id: task.id,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [stored] = await ownerQuery(
      t.server,
      'SELECT process_task_id FROM signature_requests WHERE id = $1',
      [asked.json().id],
    );
    expect(stored).toEqual({ process_task_id: task.id });
  });

  it("refuses another record's file (500016), a step without the action (500014), a closed task (50002), a cancelled record (30041)", async () => {
    const { record, task, file } = await heldByClerk();
    const other = await recordOf(t, flow);
    const otherFile = await attached(
      t.server,
      t.company.adminToken,
      { id: other.id, form_id: flow.formId },
      [{ name: 'ajeno.pdf', content: pdf }],
    );
    const foreign = await request({
      record_id: other.id,
      file_id: otherFile[0]?.id as string,
      process_task_id: task.id,
    });
    expect(foreign.json<ErrorBody>().code).toBe(500016);
    // The admin holds no longer: the task is not theirs (50059).
    const notHolder = await request(
      { record_id: record.id, file_id: file.id, process_task_id: task.id },
      t.company.adminToken,
    );
    expect(notHolder.json<ErrorBody>().code).toBe(50059);
    const stranger = await companyWithAdmin(t.server, 'otra-de-firmas.co');
    const foreignTask = await request(
      { record_id: record.id, file_id: file.id, process_task_id: task.id },
      stranger.adminToken,
    );
    expect(foreignTask.statusCode).toBe(404);

    // Completed, the review goes on to the answer step, which has no such action.
    const done = await send(
      t.server,
      api.processes.complete,
      { params: { id: task.id }, body: { status: 2 } },
      { token: clerk.token },
    );
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json().created[0]?.id as string;
    await giveTo(answer, clerk.user.id);
    const late = { record_id: record.id, file_id: file.id, process_task_id: task.id };
    expect((await request(late)).json<ErrorBody>().code).toBe(50002);
    const plain = await request({ ...late, process_task_id: answer });
    expect(plain.json<ErrorBody>().code).toBe(500014);
    const answerTask: TaskDetailDto = (
      await send(t.server, api.processes.task, { params: { id: answer } }, { token: clerk.token })
    ).json();
    expect(answerTask.abilities.requestSignature).toBe(false);

    const cancelled = await heldByClerk();
    await asAdmin(api.records.cancel, {
      params: { id: flow.formId, recordId: cancelled.record.id },
      body: {
        reason: 'Radicado por error',
      },
    });
    const refused = await request({
      record_id: cancelled.record.id,
      file_id: cancelled.file.id,
      process_task_id: cancelled.task.id,
    });
    expect(refused.json<ErrorBody>().code).toBe(30041);
    // Its task no longer offers what the record's files would take.
    const onCancelled: TaskDetailDto = (
      await send(
        t.server,
        api.processes.task,
        { params: { id: cancelled.task.id } },
        { token: clerk.token },
      )
    ).json();
    expect(onCancelled.abilities).toMatchObject({
      requestSignature: false,
      trashFile: false,
      attach: false,
      complete: true,
    });
  });
});
