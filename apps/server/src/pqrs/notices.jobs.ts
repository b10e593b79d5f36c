import { formatDateTimeNamed, type MessageKey, translate } from '@custodia/contracts';
import { z } from 'zod';
import { type Calendar, loadCalendar } from '../calendar/index.ts';
import { actorOfUser } from '../platform/auth.ts';
import { cancelJobs, enqueueAll, tenantJob } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import { actingAs, type Doer, type System, type Work } from '../platform/work.ts';
import { reassignHeldTasks } from '../processes/index.ts';
import { keepLegalDue } from '../records/index.ts';
import { workers } from '../workflows/index.ts';
import { dueSoonAt } from './legal-clock.ts';
import * as repo from './pqrs.repo.ts';

const Notice = z.enum(['due_soon', 'overdue']);
type Notice = z.infer<typeof Notice>;

const subjects: Record<Notice, MessageKey> = {
  due_soon: 'pqrs.notice.dueSoonSubject',
  overdue: 'pqrs.notice.overdueSubject',
};

const keyOf = (recordId: string, notice: Notice) => `${recordId}:${notice}`;

/**
 * A PQRS running late (issue 47 §1): the holders of its open tasks and the company's PQRS
 * supervisors are mailed once when it is due soon and once when it is overdue, for the legal due
 * date the notice was queued for. A clock that changed since (extended, stopped, run again)
 * queued notices of its own; this one says nothing, nor does one already sent for this clock.
 * Overdue, its open tasks go to the first supervisor when the company escalates.
 */
export const legalNoticeJob = tenantJob({
  name: 'pqrsLegalNotice',
  payload: z.object({ record_id: z.uuid(), notice: Notice, due_at: z.iso.datetime() }),
  async run(work, { record_id: recordId, notice, due_at: dueAt }) {
    const row = await repo.requestOfRecord(work.tx, work.tenantId, recordId, true);
    if (row?.state !== 'received' || row.due_at.toISOString() !== dueAt) return;
    const sent = notice === 'due_soon' ? row.due_soon_noticed_for : row.overdue_noticed_for;
    if (sent?.getTime() === row.due_at.getTime()) return;
    await repo.markNoticed(work.tx, work.tenantId, recordId, notice, row.due_at);
    const settings = await repo.noticesOf(work.tx, work.tenantId);
    const supervisors = settings.supervisor_role_id
      ? await repo.supervisorsOf(work.tx, work.tenantId, settings.supervisor_role_id)
      : [];
    const tasks = await repo.openTasksOf(work.tx, work.tenantId, recordId);
    await mailNotice(work, { notice, number: row.number, subject: row.subject, due: row.due_at }, [
      ...(await holdersOf(work, tasks)),
      ...supervisors,
    ]);
    const [supervisor] = supervisors;
    if (notice === 'overdue' && settings.escalate_overdue && supervisor) {
      await escalate(work, { number: row.number, tasks }, supervisor.id);
    }
  },
});

const holdersOf = (work: Work<System>, tasks: { assignee_id: string }[]) =>
  workers(
    work,
    tasks.map((task) => task.assignee_id),
  );

/** One mail to each person told, whatever the ways they are told by. */
async function mailNotice(
  work: Work<System>,
  pqrs: { notice: Notice; number: string; subject: string; due: Date },
  people: { email: string }[],
) {
  const { timeZone } = await loadCalendar(work);
  const params = {
    number: pqrs.number,
    subject: pqrs.subject,
    due: formatDateTimeNamed(pqrs.due, timeZone, work.language),
  };
  const subject = translate(work.language, subjects[pqrs.notice], params);
  const text = translate(work.language, 'pqrs.notice.text', params);
  await enqueueAll(
    work,
    mailJob,
    [...new Set(people.map((person) => person.email))].map((to) => ({
      payload: { to, subject, text },
    })),
  );
}

/**
 * Escalation: an overdue PQRS's open tasks go to a supervisor, as process management gives a
 * task, the process's history saying why. Tasks the supervisor holds already stay.
 */
async function escalate(
  work: Work<System>,
  pqrs: { number: string; tasks: { id: string; assignee_id: string }[] },
  supervisorId: string,
) {
  const supervisor = await actorOfUser(work.tx, work.tenantId, supervisorId);
  if (!supervisor) return;
  const reason = translate(work.language, 'pqrs.notice.escalationReason', { number: pqrs.number });
  const byHolder = new Map<string, Map<string, string>>();
  for (const task of pqrs.tasks) {
    if (task.assignee_id === supervisorId) continue;
    const plan = byHolder.get(task.assignee_id) ?? new Map<string, string>();
    plan.set(task.id, supervisorId);
    byHolder.set(task.assignee_id, plan);
  }
  for (const [holderId, plan] of byHolder) {
    await reassignHeldTasks(actingAs(work, supervisor), holderId, plan, reason);
  }
}

/**
 * A PQRS's legal clock changed (filed, extended, stopped, run again): its record keeps the new
 * due date, and its two notices are queued for it (a queued one replaced by its key) or, with the
 * clock stopped, cancelled.
 */
export async function legalClockChanged(
  work: Work<Doer>,
  recordId: string,
  clock: { calendar: Calendar; received_at: Date; due_at: Date } | null,
): Promise<void> {
  await keepLegalDue(work, recordId, clock);
  if (!clock) {
    await cancelJobs(
      work,
      legalNoticeJob,
      Notice.options.map((notice) => keyOf(recordId, notice)),
    );
    return;
  }
  const { due_soon_days: days } = await repo.noticesOf(work.tx, work.tenantId);
  const runAt: Record<Notice, Date> = {
    due_soon: dueSoonAt(clock.calendar, clock.due_at, days),
    overdue: clock.due_at,
  };
  await enqueueAll(
    work,
    legalNoticeJob,
    Notice.options.map((notice) => ({
      payload: { record_id: recordId, notice, due_at: clock.due_at.toISOString() },
      timing: { runAt: runAt[notice], key: keyOf(recordId, notice) },
    })),
  );
}
