import { type MessageKey, TaskStatus, translate } from '@custodia/contracts';
import { z } from 'zod';
import {
  type ChangedCalendar,
  type DeadlineMarks,
  deadlineMarks,
  dueDate,
  type MovedDeadline,
} from '../calendar/index.ts';
import { cancelJobs, enqueue, enqueueAll, tenantJob } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import type { Doer, Work } from '../platform/work.ts';
import { stepConfigurations, workers } from '../workflows/index.ts';
import * as repo from './processes.repo.ts';

const Notice = z.enum(['due_soon', 'overdue']);
type Notice = z.infer<typeof Notice>;

const subjects: Record<Notice, MessageKey> = {
  due_soon: 'processes.mail.due_soon',
  overdue: 'processes.mail.overdue',
};

/**
 * A task's deadline notice (issue 31 point 4): its holder, and its step's notification user, are
 * told when a quarter of its time is left and when it is overdue. It runs in the transaction that
 * marks it done and only queues mail there, so each notice is mailed once; a task closed since
 * (its notices are cancelled then, and one already running finds the task closed) says nothing.
 */
export const deadlineNoticeJob = tenantJob({
  name: 'deadlineNotice',
  payload: z.object({ task_id: z.uuid(), notice: Notice }),
  async run(work, { task_id, notice }) {
    const task = await repo.findTask(work.tx, work.tenantId, task_id);
    if (!task || task.status !== TaskStatus.inProgress) return;
    const process = await repo.findProcess(work.tx, work.tenantId, task.process_id);
    const step = (await stepConfigurations(work, [task.step_id])).get(task.step_id);
    const told = [
      task.assignee_id,
      ...(step?.notification_user ? [step.notification_user.id] : []),
    ];
    const subject = translate(work.language, subjects[notice], {
      step: task.step_name,
      record: process?.record_number ?? '',
      workflow: process?.workflow_name ?? '',
      due: task.due_at.toISOString(),
    });
    for (const person of await workers(work, told)) {
      await enqueue(work, mailJob, { to: person.email, subject, text: subject });
    }
  },
});

const keyOf = (taskId: string, notice: Notice) => `${taskId}:${notice}`;

/** A task's notices: when it turns red (a quarter of its working time left), and when it is due. */
const noticeTimes = (task: Pick<DeadlineMarks, 'red_at' | 'due_at'>): Record<Notice, Date> => ({
  due_soon: task.red_at,
  overdue: task.due_at,
});

const noticeRun = (taskId: string, notice: Notice, runAt: Date) => ({
  payload: { task_id: taskId, notice },
  timing: { runAt, key: keyOf(taskId, notice) },
});

/** Queues a new task's two notices. */
export async function scheduleDeadlineNotices(
  work: Work<Doer>,
  task: { id: string; red_at: Date; due_at: Date },
): Promise<void> {
  const times = noticeTimes(task);
  await enqueueAll(
    work,
    deadlineNoticeJob,
    Notice.options.map((notice) => noticeRun(task.id, notice, times[notice])),
  );
}

/**
 * The open tasks' deadlines counted again on a changed calendar (decision 64), in one pass over
 * them: each is its step's duration from when it came, as when it was made. When the change is
 * made, the moved ones are written in one statement and their notices move with them (a queued
 * notice is replaced by its key); a notice already sent whose new time has passed too is not sent
 * again.
 */
export async function recountOpenDeadlines(work: Work, change: ChangedCalendar): Promise<void> {
  const { calendar, apply, sample } = change;
  const now = Date.now();
  const moved: (MovedDeadline & { before: DeadlineMarks; after: DeadlineMarks })[] = [];
  for (const task of await repo.openDeadlines(work.tx, work.tenantId)) {
    const due = dueDate(calendar, task.received_at, task.date_execute, task.unit_of_measure);
    if (due.getTime() === task.due_at.getTime()) continue;
    const { id, record_number, step } = task;
    moved.push({
      task_id: id,
      record_number,
      step,
      due_at: task.due_at,
      new_due_at: due,
      before: task,
      after: deadlineMarks(calendar, task.received_at, due),
    });
  }
  if (apply) {
    await repo.setDeadlines(
      work.tx,
      work.tenantId,
      moved.map((task) => ({ id: task.task_id, ...task.after })),
    );
    await enqueueAll(
      work,
      deadlineNoticeJob,
      moved.flatMap(({ task_id, before, after }) => {
        const [was, will] = [noticeTimes(before), noticeTimes(after)];
        return Notice.options
          .filter((notice) => was[notice].getTime() > now || will[notice].getTime() > now)
          .map((notice) => noticeRun(task_id, notice, will[notice]));
      }),
    );
  }
  change.moves.push({
    moved: moved.length,
    sample: moved.slice(0, sample).map(({ before, after, ...task }) => task),
  });
}

/** Cancels the notices of tasks that ended. */
export async function cancelDeadlineNotices(
  work: Work<Doer>,
  taskIds: readonly string[],
): Promise<void> {
  if (taskIds.length === 0) return;
  const keys = taskIds.flatMap((id) => Notice.options.map((notice) => keyOf(id, notice)));
  await cancelJobs(work, deadlineNoticeJob, keys);
}
