import type { ExportDto } from '@custodia/contracts';
import type { ExportRow } from './exports.repo.ts';

export function toExportDto(row: ExportRow): ExportDto {
  return {
    id: row.id,
    form: { id: row.form_id, name: row.form_name },
    status: row.status,
    record_count: row.record_count,
    rows_written: row.rows_written,
    size: row.size === null ? null : Number(row.size),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    expired: row.expired,
  };
}
