import {
  type ExtensionInput,
  formatDateTimeNamed,
  type Language,
  type PqrsOfRecordDto,
  translate,
} from '@custodia/contracts';
import { loadCalendar } from '../calendar/index.ts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import type { Work } from '../platform/work.ts';
import { authorize, can } from '../policies.ts';
import { dueDay, legalDueDate } from './legal-clock.ts';
import { pqrsSubjectOf, toPqrsRequestDto } from './pqrs.present.ts';
import * as repo from './pqrs.repo.ts';

/** A record's PQRS beside it: null for a record that is not one; refused as its record is. */
export async function pqrsOfRecord(work: Work, recordId: string): Promise<PqrsOfRecordDto> {
  const row = await repo.requestOfRecord(work.tx, work.tenantId, recordId);
  if (!row) return { pqrs: null };
  const now = new Date();
  if (!can(work.actor, 'pqrsRequest.view', pqrsSubjectOf(row, now))) {
    throw new AppError('recordNotFound');
  }
  const [messages, calendar] = await Promise.all([
    repo.messagesOf(work.tx, work.tenantId, recordId),
    loadCalendar(work),
  ]);
  return {
    pqrs: toPqrsRequestDto(row, messages, { ...work, calendar, now }),
  };
}

/**
 * Extends a PQRS (Ley 1755 art. 14 par.): once, before its term ends, for at most what its type
 * allows, counted in business days after the day it was due. The reason goes to the petitioner:
 * on the tracking page, and by mail when they gave an address.
 */
export async function extendPqrs(
  work: Work,
  recordId: string,
  input: ExtensionInput,
): Promise<PqrsOfRecordDto> {
  const { tx, tenantId, actor } = work;
  const row = found(await repo.requestOfRecord(tx, tenantId, recordId, true), 'recordNotFound');
  authorize(actor, 'pqrsRequest.extend', pqrsSubjectOf(row, new Date()));
  if (input.days > row.type.extension_days) {
    throw new AppError('pqrsExtensionTooLong', { days: 'errors.60013' });
  }
  const calendar = await loadCalendar(work);
  const due = legalDueDate(calendar, row.due_at, input.days);
  await repo.extendRequest(tx, tenantId, recordId, { ...input, due_at: due });
  await repo.insertMessage(tx, tenantId, {
    record_id: recordId,
    kind: 'extension',
    text: input.reason,
    created_by: actor.userId,
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'pqrs',
    action: 'extend',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: {
      extension_days: input.days,
      reason: input.reason,
      due_date: { from: dueDay(calendar, row.due_at), to: dueDay(calendar, due) },
    },
  });
  const email = row.petitioner?.email;
  if (email) {
    const language = row.language as Language;
    await enqueue(work, mailJob, {
      to: email,
      subject: translate(language, 'pqrs.mail.extendedSubject', { number: row.number }),
      text: translate(language, 'pqrs.mail.extendedText', {
        number: row.number,
        due: formatDateTimeNamed(due, calendar.timeZone, language),
        reason: input.reason,
        company: actor.companyName,
      }),
    });
  }
  return pqrsOfRecord(work, recordId);
}
