import {
  type CompletionInput,
  type ExtensionInput,
  formatDateTimeNamed,
  type Language,
  type MessageKey,
  type PqrsOfRecordDto,
  pqrsTypeName,
  type RemissionInput,
  translate,
} from '@custodia/contracts';
import { type Calendar, loadCalendar } from '../calendar/index.ts';
import { recordAudit } from '../platform/audit.ts';
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { enqueue } from '../platform/jobs.ts';
import { mailJob } from '../platform/mail.ts';
import type { Work } from '../platform/work.ts';
import { authorize, can } from '../policies.ts';
import { businessDaysLeft, dueDay, legalDueDate } from './legal-clock.ts';
import { legalClockChanged } from './notices.jobs.ts';
import { tacitWithdrawalAt, tacitWithdrawalJob } from './pqrs.jobs.ts';
import { pqrsSubjectOf, toPqrsRequestDto } from './pqrs.present.ts';
import * as repo from './pqrs.repo.ts';

/** A record's PQRS beside it: null for a record that is not one; refused as its record is. */
export async function pqrsOfRecord(work: Work, recordId: string): Promise<PqrsOfRecordDto> {
  const row = await repo.requestOfRecord(work.tx, work.tenantId, recordId);
  if (!row) return { pqrs: null };
  const now = new Date();
  const [messages, calendar] = await Promise.all([
    repo.messagesOf(work.tx, work.tenantId, recordId),
    loadCalendar(work),
  ]);
  if (!can(work.actor, 'pqrsRequest.view', pqrsSubjectOf(row, calendar, now))) {
    throw new AppError('recordNotFound');
  }
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
  const { row, calendar } = await handled(work, recordId, 'pqrsRequest.extend');
  if (input.days > row.type.extension_days) {
    throw new AppError('pqrsExtensionTooLong', { days: 'errors.60013' });
  }
  const due = legalDueDate(calendar, row.due_at, input.days);
  await repo.extendRequest(tx, tenantId, recordId, { ...input, due_at: due });
  await legalClockChanged(work, recordId, { calendar, received_at: row.received_at, due_at: due });
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
  await tellPetitioner(work, row, {
    subject: 'pqrs.mail.extendedSubject',
    text: 'pqrs.mail.extendedText',
    due: formatDateTimeNamed(due, calendar.timeZone, row.language as Language),
    reason: input.reason,
  });
  return pqrsOfRecord(work, recordId);
}

/** A PQRS locked for a change the actor must be allowed, with the company's calendar. */
async function handled(
  work: Work,
  recordId: string,
  action: 'pqrsRequest.extend' | 'pqrsRequest.askCompletion' | 'pqrsRequest.remit',
) {
  const row = found(
    await repo.requestOfRecord(work.tx, work.tenantId, recordId, true),
    'recordNotFound',
  );
  const calendar = await loadCalendar(work);
  authorize(work.actor, action, pqrsSubjectOf(row, calendar, new Date()));
  return { row, calendar };
}

/** A mail to the petitioner in their language, when they gave an address. */
async function tellPetitioner(
  work: Work,
  row: repo.RequestRow,
  mail: { subject: MessageKey; text: MessageKey; due?: string; reason: string; entity?: string },
): Promise<void> {
  const email = row.petitioner?.email;
  if (!email) return;
  const language = row.language as Language;
  const params = {
    number: row.number,
    due: mail.due ?? '',
    reason: mail.reason,
    entity: mail.entity ?? '',
    company: work.actor.companyName,
  };
  await enqueue(work, mailJob, {
    to: email,
    subject: translate(language, mail.subject, params),
    text: translate(language, mail.text, params),
  });
}

/**
 * Asks the petitioner to complete their PQRS (Ley 1755 art. 17): within ten business days of
 * filing, while it runs. Its clock stops with the business days it had left; a month without an
 * answer withdraws it (pqrs.jobs.ts), and their answer runs it again for the days it had left.
 */
export async function askCompletion(
  work: Work,
  recordId: string,
  input: CompletionInput,
): Promise<PqrsOfRecordDto> {
  const { tx, tenantId, actor } = work;
  const { row, calendar } = await handled(work, recordId, 'pqrsRequest.askCompletion');
  const now = new Date();
  await repo.pauseRequest(tx, tenantId, recordId, businessDaysLeft(calendar, now, row.due_at));
  await legalClockChanged(work, recordId, null);
  await repo.insertMessage(tx, tenantId, {
    record_id: recordId,
    kind: 'completion_request',
    text: input.text,
    created_by: actor.userId,
  });
  await enqueue(
    work,
    tacitWithdrawalJob,
    { record_id: recordId },
    { runAt: tacitWithdrawalAt(now), key: recordId },
  );
  await recordAudit(tx, auditActorOf(actor), {
    module: 'pqrs',
    action: 'ask_completion',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: { reason: input.text },
  });
  await tellPetitioner(work, row, {
    subject: 'pqrs.mail.completionSubject',
    text: 'pqrs.mail.completionText',
    reason: input.text,
  });
  return pqrsOfRecord(work, recordId);
}

/** The petition as the competent entity reads it: who filed it, when, and what they asked. */
async function mailEntity(
  work: Work,
  row: repo.RequestRow,
  input: RemissionInput,
  calendar: Calendar,
) {
  const { language } = work;
  const { petitioner } = row;
  const params = {
    company: work.actor.companyName,
    number: row.number,
    received: formatDateTimeNamed(row.received_at, calendar.timeZone, language),
    type: pqrsTypeName(row.type, language),
    subject: row.subject,
    petitioner: petitioner
      ? [
          petitioner.name,
          `${petitioner.document_type} ${petitioner.document_number}`,
          petitioner.email,
          petitioner.phone,
          petitioner.address,
        ]
          .filter(Boolean)
          .join(' · ')
      : translate(language, 'pqrs.receipt.anonymous'),
    reason: input.reason,
    text: row.text,
  };
  await enqueue(work, mailJob, {
    to: input.entity_email,
    subject: translate(language, 'pqrs.mail.remittedEntitySubject', params),
    text: translate(language, 'pqrs.mail.remittedEntityText', params),
  });
}

/**
 * Remits a PQRS the company is not competent for to the entity that is (Ley 1755 art. 21): within
 * five business days of filing, while it runs. Its clock stops; the entity is mailed the petition,
 * and the petitioner is told where it went and why, on the tracking page and by mail.
 */
export async function remitPqrs(
  work: Work,
  recordId: string,
  input: RemissionInput,
): Promise<PqrsOfRecordDto> {
  const { tx, tenantId, actor } = work;
  const { row, calendar } = await handled(work, recordId, 'pqrsRequest.remit');
  await repo.remitRequest(tx, tenantId, recordId, input);
  await legalClockChanged(work, recordId, null);
  await repo.insertMessage(tx, tenantId, {
    record_id: recordId,
    kind: 'remission',
    text: `${input.entity_name} (${input.entity_email}): ${input.reason}`,
    created_by: actor.userId,
  });
  await recordAudit(tx, auditActorOf(actor), {
    module: 'pqrs',
    action: 'remit',
    entityType: 'record',
    entityId: recordId,
    entityName: row.number,
    changes: { entity: input.entity_name, email: input.entity_email, reason: input.reason },
  });
  await mailEntity(work, row, input, calendar);
  await tellPetitioner(work, row, {
    subject: 'pqrs.mail.remittedSubject',
    text: 'pqrs.mail.remittedText',
    reason: input.reason,
    entity: `${input.entity_name} (${input.entity_email})`,
  });
  return pqrsOfRecord(work, recordId);
}
