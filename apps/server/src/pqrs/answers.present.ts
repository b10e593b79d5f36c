import type { AnswerTemplateDto, PqrsAnswerDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { PqrsAnswerSubject } from './answers.policy.ts';
import type { AnsweredRow, AnswerRow, DeliveryRow } from './answers.repo.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toAnswerDeliveryDto(delivery: DeliveryRow): PqrsAnswerDto['deliveries'][number] {
  return {
    id: delivery.id,
    channel: delivery.channel,
    at: delivery.created_at.toISOString(),
    email: delivery.email,
    message_id: delivery.message_id,
    smtp_response: delivery.smtp_response,
    courier: delivery.courier,
    guide_number: delivery.guide_number,
    outcome: delivery.outcome,
    return_reason: delivery.return_reason,
    settled_at: iso(delivery.settled_at),
    notified_at: iso(delivery.notified_at),
  };
}

/** A PQRS's answer as the office works it, with what the actor may do next. */
export function toPqrsAnswerDto(
  read: {
    answer: AnswerRow | undefined;
    deliveries: DeliveryRow[];
    subject: PqrsAnswerSubject;
  },
  templates: AnswerTemplateDto[],
  stopped: AnsweredRow | undefined,
  actor: Actor,
): PqrsAnswerDto {
  const { answer, subject } = read;
  const outgoing =
    answer?.outgoing_record_id && answer.outgoing_form_id && answer.outgoing_number
      ? {
          record_id: answer.outgoing_record_id,
          form_id: answer.outgoing_form_id,
          number: answer.outgoing_number,
          file_id: answer.file_id ?? '',
        }
      : null;
  const signedBy = answer?.sealed_at ? 'seal' : answer?.signature_completed ? 'signature' : null;
  return {
    text: answer?.text ?? null,
    outgoing,
    approved: subject.approved,
    signed: signedBy,
    deliveries: read.deliveries.map(toAnswerDeliveryDto),
    answered: stopped?.answered_at
      ? {
          at: stopped.answered_at.toISOString(),
          in_time: stopped.answered_in_time ?? false,
          days: stopped.answer_days ?? 0,
        }
      : null,
    templates: templates.map(({ id, name }) => ({ id, name })),
    abilities: abilities(actor, 'pqrsAnswer', subject),
  };
}
