import { formatDateTimeNamed, type MessageKey, translate } from '@custodia/contracts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import type { Work } from '../platform/work.ts';
import { workers } from '../workflows/index.ts';

/**
 * How a task came to its holder (issue 32 point 7): each is told in its own words, a process task
 * with its step and workflow, a free task with its own subject.
 */
export type Assignment =
  | 'assigned'
  | 'reassigned'
  | 'returned'
  | 'answered'
  | 'freeAssigned'
  | 'freeReassigned';

const texts: Record<Assignment, { subject: MessageKey; body: MessageKey }> = {
  assigned: { subject: 'taskNotices.assigned.subject', body: 'taskNotices.assigned.body' },
  reassigned: { subject: 'taskNotices.reassigned.subject', body: 'taskNotices.reassigned.body' },
  returned: { subject: 'taskNotices.returned.subject', body: 'taskNotices.returned.body' },
  answered: { subject: 'taskNotices.answered.subject', body: 'taskNotices.answered.body' },
  freeAssigned: {
    subject: 'taskNotices.freeAssigned.subject',
    body: 'taskNotices.freeAssigned.body',
  },
  freeReassigned: {
    subject: 'taskNotices.freeReassigned.subject',
    body: 'taskNotices.freeReassigned.body',
  },
};

/**
 * What the mail names of the task: its step and its process's workflow (a free task: its subject,
 * and no workflow), its record, its deadline.
 */
export type AssignedTask = {
  id: string;
  holderId: string;
  step: string;
  workflow: string | null;
  record: { number: string; subject: string };
  due_at: Date;
  reason?: string | null;
};

/** The deadline as the company reads it (spec §5 dd/MM/yyyy hh:mm), its zone named. */
const dueText = (work: Work, due: Date) =>
  formatDateTimeNamed(due, work.actor.timeZone, work.language);

/**
 * Tells a task's new holder that it is theirs, by a mail queued in the transaction that gives it
 * (the job runner sends it once, after the commit; a rollback queues nothing). One mail for each
 * time a task changes hands. Nobody is told of what they did themselves (a person sending a task
 * on to their own next step already has it on screen), and only an active person is told: an API
 * account or a person out of work reads no mail.
 *
 * Neither people nor companies keep a language of their own, so the mail is written in the
 * language of whoever gave the task, the language the rest of the change was made in.
 */
export async function tellNewHolder(
  work: Work,
  how: Assignment,
  task: AssignedTask,
): Promise<void> {
  if (task.holderId === work.actor.userId) return;
  const [holder] = await workers(work, [task.holderId]);
  if (!holder) return;
  const params = {
    name: holder.name,
    sender: `${work.actor.firstName} ${work.actor.lastName}`.trim(),
    step: task.step,
    workflow: task.workflow ?? '',
    record: task.record.number,
    subject: task.record.subject,
    due: dueText(work, task.due_at),
    reason: task.reason ?? '',
    link: `${work.platform.config.publicUrl}/taskBox/detail/${task.id}`,
  };
  await enqueue(work, mailJob, {
    to: holder.email,
    subject: translate(work.language, texts[how].subject, params),
    text: translate(work.language, texts[how].body, params),
  });
}
