import { type MessageKey, TaskStatus, translate } from '@custodia/contracts';
import { z } from 'zod';
import { cancelJobs, enqueue, enqueueAll, tenantJob } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import type { Doer, Work } from '../platform/work.ts';
import { activePeople, stepConfigurations } from '../workflows/index.ts';
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
    for (const person of await activePeople(work, told)) {
      await enqueue(work, mailJob, { to: person.email, subject, text: subject });
    }
  },
});

const keyOf = (taskId: string, notice: Notice) => `${taskId}:${notice}`;

/**
 * Queues a new task's two notices: when it turns red (a quarter of its working time left, as its
 * colour says), and at its due date.
 */
export async function scheduleDeadlineNotices(
  work: Work<Doer>,
  task: { id: string; red_at: Date; due_at: Date },
): Promise<void> {
  const runAt: Record<Notice, Date> = { due_soon: task.red_at, overdue: task.due_at };
  await enqueueAll(
    work,
    deadlineNoticeJob,
    Notice.options.map((notice) => ({
      payload: { task_id: task.id, notice },
      timing: { runAt: runAt[notice], key: keyOf(task.id, notice) },
    })),
  );
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
