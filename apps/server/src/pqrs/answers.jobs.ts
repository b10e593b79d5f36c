import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { loadCalendar } from '../calendar/index.ts';
import { type AuditActor, recordAudit } from '../platform/audit.ts';
import { tenantJob } from '../platform/jobs.ts';
import type { Doer, Work } from '../platform/work.ts';
import * as repo from './answers.repo.ts';
import { businessDaysLeft, dueDay } from './legal-clock.ts';
import { legalClockChanged } from './notices.jobs.ts';
import * as requests from './pqrs.repo.ts';

/**
 * The petitioner is told (Ley 1755 art. 14): the PQRS is answered, its clock stops at `at`, and
 * the record keeps whether that was within its legal due date and the business days it took
 * from receipt (at least one), and no longer shows a legal due date nor waits for its notices. A
 * PQRS answered already keeps its first answer's.
 */
export async function notifyPetitioner(
  work: Work<Doer>,
  recordId: string,
  at: Date,
  by: AuditActor,
): Promise<void> {
  const row = await requests.requestOfRecord(work.tx, work.tenantId, recordId, true);
  if (!row) return;
  const calendar = await loadCalendar(work);
  const stopped = {
    at,
    in_time: at.getTime() <= row.due_at.getTime(),
    days: businessDaysLeft(calendar, row.received_at, at),
  };
  if (!(await repo.markAnswered(work.tx, work.tenantId, recordId, stopped))) return;
  await legalClockChanged(work, recordId, null);
  await recordAudit(work.tx, by, {
    module: 'pqrs',
    action: 'answer_notified',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: { in_time: stopped.in_time, due_date: dueDay(calendar, row.due_at) },
  });
}

/**
 * The answer mailed to the petitioner. The SMTP server's answer and the Message-ID are kept as
 * the delivery's evidence, and the server taking it is when the petitioner counts as told: the
 * PQRS's clock stops then. A retry carries the same Message-ID, as the platform's mail does.
 */
export const answerMailJob = tenantJob({
  name: 'pqrsAnswerMail',
  leaseSeconds: 60,
  payload: z.object({
    record_id: z.string(),
    delivery_id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    messageId: z.string().default(() => `<${randomUUID()}@custodia>`),
  }),
  async prepare(platform, mail) {
    const accepted = await platform.mailer.send(mail);
    return { ...accepted, at: new Date() };
  },
  async run(work, mail, accepted) {
    await repo.mailAccepted(work.tx, work.tenantId, mail.delivery_id, {
      message_id: accepted.messageId,
      smtp_response: accepted.response,
      at: accepted.at,
    });
    await notifyPetitioner(work, mail.record_id, accepted.at, {
      tenantId: work.tenantId,
      userId: null,
      userName: null,
    });
  },
});
