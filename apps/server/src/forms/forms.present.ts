import type { AvailableFormDto, FormDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { FormSummaryRow, ShownFormRow } from './forms.repo.ts';

/** A form as its designer sees it, with what the actor may do with it and with its records. */
export function toFormDto(row: ShownFormRow, actor: Actor): FormDto {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    description: row.description,
    status: row.status,
    sequence_length: row.sequence_length,
    sticker_type: row.sticker_type,
    activate_workflow: row.activate_workflow,
    unique_workflow: row.unique_workflow,
    mandatory_start: row.mandatory_start,
    attach_files_at_start: row.attach_files_at_start,
    free_notifications: row.free_notifications,
    yearly_restart: row.yearly_restart,
    trd_path: row.trd_path,
    fields_count: Number(row.fields_count),
    records_count: Number(row.records_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    abilities: { ...abilities(actor, 'form', row), ...abilities(actor, 'record', row) },
  };
}

/** A form of the filing menu. */
export function toAvailableFormDto(row: FormSummaryRow, actor: Actor): AvailableFormDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    abilities: abilities(actor, 'record', row),
  };
}
