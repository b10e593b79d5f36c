import type { RecordDto } from '@custodia/contracts';
import type { RecordRow } from './records.repo.ts';

export function toRecordDto(row: RecordRow): RecordDto {
  return {
    id: row.id,
    form_id: row.form_id,
    number: row.number,
    status: row.status,
    subject: row.subject,
    support_type: row.support_type,
    document_date: row.document_date,
    values: row.field_values,
    user_name: row.user_name,
    created_at: row.created_at.toISOString(),
  };
}
