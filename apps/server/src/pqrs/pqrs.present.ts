import {
  type Language,
  type PqrsRequestDto,
  type PqrsTypeDto,
  pqrsLimits,
  pqrsTypeName,
} from '@custodia/contracts';
import { type Calendar, colourAt, deadlineMarks } from '../calendar/index.ts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import { legalDueDate } from './legal-clock.ts';
import type { PqrsSubject } from './pqrs.policy.ts';
import type { MessageRow, PqrsTypeRow, RequestRow } from './pqrs.repo.ts';

export function toPqrsTypeDto(type: PqrsTypeRow, language: Language): PqrsTypeDto {
  return {
    id: type.id,
    law_kind: type.law_kind,
    name: pqrsTypeName(type, language),
    own_name: type.name,
    term_days: type.term_days,
    extension_days: type.extension_days,
    active: type.active,
  };
}

/** A PQRS as the office reads it, its legal due date coloured as a task's is while it is open. */
export function toPqrsRequestDto(
  row: RequestRow,
  messages: MessageRow[],
  reading: { actor: Actor; language: Language; calendar: Calendar; now: Date },
): PqrsRequestDto {
  const { actor, language, calendar, now } = reading;
  const open = row.state === 'received';
  const extended = row.extended_at &&
    row.due_before_extension && {
      days: row.extension_days ?? 0,
      reason: row.extension_reason ?? '',
      at: row.extended_at.toISOString(),
      due_before: row.due_before_extension.toISOString(),
    };
  return {
    record_id: row.record_id,
    type_name: pqrsTypeName(row.type, language),
    state: row.state,
    received_at: row.received_at.toISOString(),
    term_days: row.term_days,
    due_at: row.due_at.toISOString(),
    due_colour: open ? colourAt(deadlineMarks(calendar, row.received_at, row.due_at), now) : null,
    max_extension_days: row.type.extension_days,
    extension: extended || null,
    remission: row.remitted_at && {
      entity_name: row.remitted_to_name ?? '',
      entity_email: row.remitted_to_email ?? '',
      reason: row.remission_reason ?? '',
      at: row.remitted_at.toISOString(),
    },
    text: row.text,
    petitioner: row.petitioner && {
      name: row.petitioner.name ?? '',
      document_type: row.petitioner.document_type ?? '',
      document_number: row.petitioner.document_number ?? '',
      email: row.petitioner.email ?? null,
      phone: row.petitioner.phone ?? null,
      address: row.petitioner.address ?? null,
    },
    language: row.language,
    messages: messages.map(toPqrsMessageDto),
    abilities: abilities(actor, 'pqrsRequest', pqrsSubjectOf(row, calendar, now)),
  };
}

export const toPqrsMessageDto = (message: MessageRow) => ({
  kind: message.kind,
  text: message.text,
  at: message.created_at.toISOString(),
  files: message.files,
});

/** What the PQRS's rules read of it, at `now` on the company's calendar. */
export function pqrsSubjectOf(row: RequestRow, calendar: Calendar, now: Date): PqrsSubject {
  const past = (days: number) =>
    now.getTime() > legalDueDate(calendar, row.received_at, days).getTime();
  return {
    record: {
      form: { id: row.form_id, status: row.form_status },
      status: row.status,
      created_by: row.created_by,
    },
    state: row.state,
    extended: row.extended_at !== null,
    overdue: now.getTime() > row.due_at.getTime(),
    pastCompletionWindow: past(pqrsLimits.completionAskedWithinDays),
    pastRemissionWindow: past(pqrsLimits.remittedWithinDays),
  };
}
