import type { ErrorBody, TaskOutcomeDto, UserDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designForm, textbox } from '../../test/form-fixtures.ts';
import { linkIn, type ReceivedMail, startMailbox, textOf } from '../../test/mailbox.ts';
import {
  allowActions,
  type RunningWorkflow,
  runningWorkflow,
  startedProcess,
} from '../../test/process-fixtures.ts';
import {
  createUserWithPassword,
  login,
  send,
  USER_PASSWORD,
  useCompanyServer,
} from '../../test/test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('avisos-tareas.co', () => ({ SMTP_URL: mailbox.url }));

type Person = { user: UserDto; token: string };
let flow: RunningWorkflow;
let approver: Person;
let substitute: Person;

const person = async (): Promise<Person> => {
  const user = await createUserWithPassword(t.server, t.company);
  return { user, token: (await login(t.server, user.user_name, USER_PASSWORD)).access };
};

beforeAll(async () => {
  approver = await person();
  substitute = await person();
  // The admin reviews and answers; the approver approves, and may pass the task on or send it back.
  flow = await runningWorkflow(t, {
    configure: async (steps, workflowId) => {
      const approve = steps.approve as NonNullable<typeof steps.approve>;
      await t.asAdmin(api.workflowSteps.setSingleResponsible, {
        body: {
          workflow_id: workflowId,
          step_id: approve.id,
          user_uuid: approver.user.id,
        },
      });
      await allowActions(t, workflowId, approve);
    },
  });
  // The new people's welcome mails.
  await delivered();
});

/** Delivers what is due through SMTP and takes the mail that arrived since last asked. */
async function delivered(): Promise<ReceivedMail[]> {
  await t.server.app.jobs.runDue();
  return mailbox.received.splice(0, mailbox.received.length);
}

/** A process at its approval, held by the approver; the admin's own first task told nobody. */
async function atApproval(language?: string) {
  const { record, task: review } = await startedProcess(t, flow, { amount: 5000, language });
  const outcome: TaskOutcomeDto = (
    await t.asAdmin(
      api.processes.complete,
      { params: { id: review.id }, body: { status: 2 } },
      { language },
    )
  ).json();
  return { record, review, approve: outcome.created[0] as TaskOutcomeDto['created'][number] };
}

const only = (mails: ReceivedMail[]) => {
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
};

describe('the mail that tells a person a task is theirs', () => {
  it('reaches the holder of each new, reassigned, returned and answered task, once each', async () => {
    const { record, approve } = await atApproval();
    // The admin started the process and took its first task: nobody is told of what they did.
    const assigned = only(await delivered());
    expect(assigned.to).toEqual([approver.user.email]);
    expect(textOf(assigned)).toContain('le envió la tarea «Aprobar»');
    expect(textOf(assigned)).toContain(record.number);
    // Its deadline in the company's zone, dd/MM/yyyy HH:mm, the zone named once.
    expect(textOf(assigned)).toMatch(
      /Vence: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}, hora estándar de Colombia \(America\/Bogota\)\./,
    );
    expect(linkIn(assigned).pathname).toBe(`/taskBox/detail/${approve.id}`);

    const reassigned = await send(
      t.server,
      api.processes.reassign,
      { params: { id: approve.id }, body: { user_uuid: substitute.user.id, reason: 'Vacaciones' } },
      { token: approver.token },
    );
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    const toSubstitute = only(await delivered());
    expect(toSubstitute.to).toEqual([substitute.user.email]);
    expect(textOf(toSubstitute)).toContain('le reasignó la tarea «Aprobar»');
    expect(textOf(toSubstitute)).toContain('Motivo: Vacaciones');
    expect(linkIn(toSubstitute).pathname).toBe(`/taskBox/detail/${approve.id}`);

    const choices = (
      await send(
        t.server,
        api.processes.returnChoices,
        { params: { id: approve.id } },
        { token: substitute.token },
      )
    ).json();
    const returned: TaskOutcomeDto = (
      await send(
        t.server,
        api.processes.return,
        {
          params: { id: approve.id },
          body: {
            return_process_task_uuid: choices[0]?.task_id as string,
            reason: 'Falta un soporte',
          },
        },
        { token: substitute.token },
      )
    ).json();
    const back = returned.created[0] as TaskOutcomeDto['created'][number];
    const toReviewer = only(await delivered());
    expect(toReviewer.to).toEqual([t.company.admin.user.email]);
    expect(textOf(toReviewer)).toContain('al paso «Revisar»');
    expect(textOf(toReviewer)).toContain('Motivo: Falta un soporte');
    expect(linkIn(toReviewer).pathname).toBe(`/taskBox/detail/${back.id}`);

    const answered: TaskOutcomeDto = (
      await t.asAdmin(api.processes.complete, { params: { id: back.id }, body: { status: 2 } })
    ).json();
    const again = answered.created[0] as TaskOutcomeDto['created'][number];
    const answer = only(await delivered());
    expect(answer.to).toEqual([substitute.user.email]);
    expect(textOf(answer)).toContain('atendió la devolución');
    expect(linkIn(answer).pathname).toBe(`/taskBox/detail/${again.id}`);
    expect(await delivered()).toEqual([]);
  });

  it('is written in the language the task was given in', async () => {
    await atApproval('en');
    expect(textOf(only(await delivered()))).toContain('sent you the task "Aprobar"');
  });

  it('is not sent for a change that was refused', async () => {
    const { approve } = await atApproval();
    await delivered();
    const toHolder = await send(
      t.server,
      api.processes.reassign,
      { params: { id: approve.id }, body: { user_uuid: approver.user.id, reason: 'Vacaciones' } },
      { token: approver.token },
    );
    expect(toHolder.json<ErrorBody>().code).toBe(50013);
    expect(await delivered()).toEqual([]);
  });
});

describe('the mail that tells a person a free task is theirs', () => {
  it('reaches whoever it is asked of, and whoever it is reassigned to, with its link', async () => {
    const { form } = await designForm(t.asAdmin, [textbox('Nombre')], { free_notifications: true });
    const filed = await t.asAdmin(api.records.file, {
      params: { id: form.id },
      body: {
        subject: 'Solicitud de copias',
        support_type: 2,
        document_date: '2026-01-15',
        values: {},
      },
    });
    const asked = await t.asAdmin(api.freeTasks.create, {
      body: {
        form_id: form.id,
        record_id: filed.json().id,
        subject: 'Revisar el anexo',
        assignees: [approver.user.id],
        notified: [],
        due: '2030-03-06',
      },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const task = asked.json()[0]?.id as string;
    const assigned = only(await delivered());
    expect(assigned.to).toEqual([approver.user.email]);
    expect(textOf(assigned)).toContain('le pidió la tarea libre «Revisar el anexo»');
    expect(textOf(assigned)).toContain(filed.json().number);
    expect(linkIn(assigned).pathname).toBe(`/taskBox/detail/${task}`);

    const reassigned = await send(
      t.server,
      api.taskWork.reassign,
      { params: { id: task }, body: { user_uuid: substitute.user.id, reason: 'Vacaciones' } },
      { token: approver.token },
    );
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    const toSubstitute = only(await delivered());
    expect(toSubstitute.to).toEqual([substitute.user.email]);
    expect(textOf(toSubstitute)).toContain('le reasignó la tarea libre «Revisar el anexo»');
    expect(textOf(toSubstitute)).toContain('Motivo: Vacaciones');
    expect(linkIn(toSubstitute).pathname).toBe(`/taskBox/detail/${task}`);
  });
});
