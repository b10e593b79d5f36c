import type { Abilities, RecordDetailDto, RecordDto } from '@custodia/contracts';
import { type FieldRow, type FormRow, type FormSubject, toFieldDto } from '../forms/index.ts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { RecordSubject } from './records.policy.ts';
import type { RecordDetailRow, RecordLinkRow, RecordRow } from './records.repo.ts';

/**
 * What the actor may do with one record, by the records policy: every answer about a record
 * carries it, and a list of records computes each row's with this same function.
 */
export function recordAbilities(
  actor: Actor,
  form: RecordSubject['form'],
  record: Omit<RecordSubject, 'form'>,
): Abilities<'filedRecord'> {
  return abilities(actor, 'filedRecord', {
    form,
    status: record.status,
    created_by: record.created_by,
    held: record.held,
  });
}

/** What every answer about a record says of it: its own data and who filed it. */
export function recordOwnData(
  row: Pick<
    RecordRow,
    'id' | 'form_id' | 'number' | 'status' | 'subject' | 'support_type' | 'user_name' | 'created_at'
  >,
) {
  return {
    id: row.id,
    form_id: row.form_id,
    number: row.number,
    status: row.status,
    subject: row.subject,
    support_type: row.support_type,
    user_name: row.user_name,
    created_at: row.created_at.toISOString(),
  };
}

export function toRecordDto(
  row: RecordRow & Pick<RecordSubject, 'created_by'>,
  actor: Actor,
  form: FormSubject,
): RecordDto {
  return {
    ...recordOwnData(row),
    document_date: row.document_date,
    values: row.field_values,
    abilities: recordAbilities(actor, form, row),
  };
}

/** What a record's detail reads of its form: the route's kept form has it, as one read whole does. */
export type DetailedForm = FormSubject & Pick<FormRow, 'name' | 'number'>;

/** A record's detail: its data, its form's fields and its values as a person reads them. */
export function toRecordDetailDto(
  row: RecordDetailRow,
  actor: Actor,
  form: DetailedForm,
  fields: FieldRow[],
  shownValues: RecordDetailDto['shown_values'],
  links: RecordLinkRow[],
  holds: RecordDetailDto['holds'],
): RecordDetailDto {
  return {
    ...recordOwnData(row),
    document_date: row.document_date,
    values: row.field_values,
    abilities: recordAbilities(actor, form, { ...row, held: holds.length > 0 }),
    form: { id: form.id, name: form.name, number: form.number },
    // The form holds this record, so its fields are locked whatever its status.
    fields: fields.map((field) => toFieldDto(field, actor, { ...form, has_records: true })),
    shown_values: shownValues,
    filer_name: row.filer_name,
    updated_at: row.updated_at?.toISOString() ?? null,
    cancellation: row.cancellation && {
      ...row.cancellation,
      at: new Date(row.cancellation.at).toISOString(),
    },
    expedient: row.expedient && {
      id: row.expedient.id,
      number: row.expedient.number,
      name: row.expedient.name,
      status: row.expedient.status,
      abilities: abilities(actor, 'expedient', row.expedient),
    },
    links: links.map(({ created_at: at, ...link }) => ({ ...link, at: at.toISOString() })),
    holds,
    time_zone: actor.timeZone,
  };
}
