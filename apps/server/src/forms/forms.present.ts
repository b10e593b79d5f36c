import type { FormDto } from '@custodia/contracts';
import type { ShownFormRow } from './forms.repo.ts';

export function toFormDto(row: ShownFormRow): FormDto {
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
    fields_count: Number(row.fields_count),
    records_count: Number(row.records_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
