import { api, type ErrorBody } from '@custodia/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, textOf } from '../../test/mailbox.ts';
import { runningWorkflow } from '../../test/process-fixtures.ts';
import { memberOfNewRole, ownerQuery, send, useCompanyServer } from '../../test/test-server.ts';
import { filedAtWindow, openedWindow } from '../../test/window.ts';

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox.close());

const domain = 'pqrs-avisos.test';
const t = useCompanyServer(domain, () => ({ SMTP_URL: mailbox.url }));

let typeId: string;
let supervisor: { id: string; email: string; roleId: string };

beforeAll(async () => {
  // The window's form starts its workflow on filing: each PQRS lands as a task of the admin.
  const flow = await runningWorkflow(t, { mandatory: true });
  const settings = await openedWindow(t, flow.formId);
  typeId = settings.types.find((type) => type.law_kind === 'petition')?.id ?? '';
  const { role, user } = await memberOfNewRole(t, 2, 'Supervisores de PQRS');
  supervisor = { id: user.id, email: user.email ?? '', roleId: role.id };
});

const setNotices = (escalate: boolean) =>
  t.asAdmin(api.pqrs.updateNotices, {
    body: { supervisor_role_id: supervisor.roleId, due_soon_days: 3, escalate_overdue: escalate },
  });

/** A PQRS's notices as queued: when each runs, for which legal due date, and whether it ran. */
const noticesOf = (recordId: string) =>
  ownerQuery<{ key: string; run_at: Date; due_at: string; done: boolean }>(
    t.server,
    `SELECT key, run_at, payload->>'due_at' AS due_at, done_at IS NOT NULL AS done FROM jobs
      WHERE kind = 'pqrsLegalNotice' AND key LIKE $1 || ':%' ORDER BY key, id`,
    [recordId],
  );

/** Delivers what is due through SMTP: who was told of a PQRS since last asked. */
async function toldOf(number: string) {
  await t.server.app.jobs.runDue();
  const mails = mailbox.received.splice(0, mailbox.received.length);
  return mails
    .filter((mail) => textOf(mail).includes(`PQRS ${number}: `))
    .flatMap((mail) => mail.to)
    .sort();
}

/** The notice falls due now, as it would when its instant came; who it told. */
async function runNotice(recordId: string, number: string, notice: 'due_soon' | 'overdue') {
  await toldOf(number);
  await ownerQuery(
    t.server,
    `UPDATE jobs SET run_at = now() WHERE kind = 'pqrsLegalNotice' AND key = $1 AND done_at IS NULL`,
    [`${recordId}:${notice}`],
  );
  return toldOf(number);
}

const taskHolderOf = async (recordId: string) => {
  const [task] = await ownerQuery<{ assignee_id: string; id: string }>(
    t.server,
    `SELECT t.id, t.assignee_id FROM process_tasks t JOIN processes p ON p.id = t.process_id
      WHERE p.record_id = $1 AND t.status = 1`,
    [recordId],
  );
  return task;
};

describe('the PQRS notices settings', () => {
  it('tell the task’s holder alone, 3 business days before, until the company says otherwise', async () => {
    const answer = await t.asAdmin(api.pqrs.notices);
    expect(answer.json()).toEqual({
      supervisor_role_id: null,
      due_soon_days: 3,
      escalate_overdue: false,
    });
  });

  it('need a role of the company, and a day count the law’s terms leave room for', async () => {
    const unknown = await t.asAdmin(api.pqrs.updateNotices, {
      body: { supervisor_role_id: crypto.randomUUID(), due_soon_days: 3, escalate_overdue: true },
    });
    expect(unknown.json<ErrorBody>()).toMatchObject({
      code: 60031,
      data: { supervisor_role_id: expect.any(String) },
    });
    const tooMany = await t.asAdmin(api.pqrs.updateNotices, {
      body: { supervisor_role_id: null, due_soon_days: 31, escalate_overdue: false },
    });
    expect(tooMany.json<ErrorBody>().code).toBe(30010);
    expect((await setNotices(false)).json()).toMatchObject({
      supervisor_role_id: supervisor.roleId,
    });
  });
});

describe('due-soon and overdue notices', () => {
  it('go once each, to the holder and the supervisors, for the clock they were queued for', async () => {
    await setNotices(false);
    const { id, number } = await filedAtWindow(t, domain, typeId);
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    const queued = await noticesOf(id);
    expect(queued.map((job) => [job.key, job.due_at])).toEqual([
      [`${id}:due_soon`, pqrs?.due_at],
      [`${id}:overdue`, pqrs?.due_at],
    ]);
    const [dueSoon, overdue] = queued;
    expect(overdue?.run_at.toISOString()).toBe(pqrs?.due_at);
    // Three business days before: at least three calendar days, at most a week and a half.
    const ahead = (overdue?.run_at.getTime() ?? 0) - (dueSoon?.run_at.getTime() ?? 0);
    expect(ahead / 86_400_000).toBeGreaterThanOrEqual(3);
    expect(ahead / 86_400_000).toBeLessThanOrEqual(10);

    const everyone = [t.company.admin.user.email, supervisor.email].sort();
    expect(await runNotice(id, number, 'due_soon')).toEqual(everyone);

    // The same notice run again for the same clock (a retry, a copy) says nothing more.
    await ownerQuery(
      t.server,
      `INSERT INTO jobs (kind, tenant_id, payload, run_at)
       SELECT kind, tenant_id, payload, now() FROM jobs WHERE key = $1`,
      [`${id}:due_soon`],
    );
    expect(await toldOf(number)).toEqual([]);

    expect(await runNotice(id, number, 'overdue')).toEqual(everyone);
    expect(await toldOf(number)).toEqual([]);
    expect((await taskHolderOf(id))?.assignee_id).toBe(t.company.admin.user.id);
  });

  it('are queued again for an extended clock, and cancelled while the clock stops', async () => {
    await setNotices(false);
    const { id } = await filedAtWindow(t, domain, typeId);
    await t.asAdmin(api.pqrs.extend, {
      params: { id },
      body: { days: 5, reason: 'Reunimos información de otras dependencias.' },
    });
    const { pqrs } = (await t.asAdmin(api.pqrs.ofRecord, { params: { id } })).json();
    const extended = await noticesOf(id);
    expect(extended.map((job) => job.due_at)).toEqual([pqrs?.due_at, pqrs?.due_at]);

    await t.asAdmin(api.pqrs.askCompletion, {
      params: { id },
      body: { text: 'Indique el número de su contrato.' },
    });
    expect(await noticesOf(id)).toEqual([]);
  });
});

describe('escalating an overdue PQRS', () => {
  it('gives its open task to a supervisor, the history saying why', async () => {
    await setNotices(true);
    const { id, number, tracking_code: code } = await filedAtWindow(t, domain, typeId);
    await runNotice(id, number, 'overdue');
    const task = await taskHolderOf(id);
    expect(task?.assignee_id).toBe(supervisor.id);
    const [event] = await ownerQuery<{ detail: string }>(
      t.server,
      `SELECT detail FROM process_events WHERE task_id = $1 AND kind = 'task_reassigned'`,
      [task?.id],
    );
    expect(event?.detail).toBe(
      `La PQRS ${number} venció su plazo legal: pasa a un supervisor de PQRS.`,
    );
    // Withdrawn, a PQRS is no one's to escalate: its notices are gone.
    await send(t.server, api.window.withdraw, { params: { domain }, body: { number, code } });
    expect((await noticesOf(id)).filter((job) => !job.done)).toEqual([]);
  });
});
