import type { AuditEntryDto } from '@custodia/contracts';
import type { AuditRow } from './audit.repo.ts';

export function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  return {
    seq: Number(row.seq),
    at: row.at.toISOString(),
    user_id: row.user_id,
    user_name: row.user_name,
    module: row.module,
    action: row.action,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    entity_name: row.entity_name,
    changes: row.changes,
  };
}
