import type { ProcessDetailDto, TaskOutcomeDto } from '@custodia/contracts';
import { api } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, textOf } from '../../test/mailbox.ts';
import { type RunningWorkflow, recordOf, runningWorkflow } from '../../test/process-fixtures.ts';
import { ownerQuery, useCompanyServer } from '../../test/test-server.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());
const t = useCompanyServer('avisos-procesos.co', () => ({ SMTP_URL: mailbox.url }));

let flow: RunningWorkflow;
beforeAll(async () => {
  flow = await runningWorkflow(t);
});

/** Delivers what is due through SMTP and takes the mail that arrived since last asked. */
async function delivered() {
  await t.server.app.jobs.runDue();
  return mailbox.received.splice(0, mailbox.received.length);
}

async function started(amount: number) {
  const record = await recordOf(t, flow, amount);
  const process = await t.asAdmin(api.processes.start, {
    body: {
      workflow_id: flow.workflowId,
      form_id: flow.formId,
      record_id: record.id,
    },
  });
  const detail: ProcessDetailDto = (
    await t.asAdmin(api.processes.get, { params: { id: process.json().id } })
  ).json();
  return { record, detail, task: detail.tasks[0] as ProcessDetailDto['tasks'][number] };
}

const complete = async (taskId: string): Promise<TaskOutcomeDto> =>
  (await t.asAdmin(api.processes.complete, { params: { id: taskId }, body: { status: 2 } })).json();

/** The deadline notices still waiting for a task. */
const pendingNotices = (taskId: string) =>
  ownerQuery<{ key: string }>(
    t.server,
    `SELECT key FROM jobs WHERE kind = 'deadlineNotice' AND key LIKE $1
        AND done_at IS NULL AND failed_at IS NULL ORDER BY key`,
    [`${taskId}:%`],
  );

describe('mail a process sends', () => {
  it("reaches an e-mail task's recipients and its notification user, once", async () => {
    const { record, task } = await started(5000);
    const approval = (await complete(task.id)).created[0]?.id as string;
    await delivered();
    await complete(approval);
    const mails = await delivered();
    const recipients = mails.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(['avisos@example.com', t.company.admin.user.email].sort());
    expect(textOf(mails[0] as (typeof mails)[number])).toContain('Su solicitud avanza.');
    expect(textOf(mails[0] as (typeof mails)[number])).toContain(record.number);
    expect(await delivered()).toEqual([]);
  });

  it("tells a task's holder when its time runs short, and stops once the task ends", async () => {
    const { task } = await started(10);
    expect((await pendingNotices(task.id)).map((row) => row.key)).toEqual([
      `${task.id}:due_soon`,
      `${task.id}:overdue`,
    ]);
    // Three quarters of the task's time go by.
    await ownerQuery(t.server, 'UPDATE jobs SET run_at = now() WHERE key = $1', [
      `${task.id}:due_soon`,
    ]);
    const [notice, ...others] = await delivered();
    expect(others).toEqual([]);
    expect(notice?.to).toEqual([t.company.admin.user.email]);
    expect(textOf(notice as NonNullable<typeof notice>)).toContain('Tarea por vencer: Revisar');
    await complete(task.id);
    expect(await pendingNotices(task.id)).toEqual([]);
  });
});

describe('deadlines', () => {
  it("fall on the company's calendar: never outside its working hours", async () => {
    const { task } = await started(10);
    const due = new Date(task.due_at);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Bogota',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    // One day (the steps' default) is due at the close of the next business day: 17:00.
    expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 17:00$/);
  });
});
