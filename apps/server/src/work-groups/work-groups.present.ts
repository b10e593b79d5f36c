import type { WorkGroupDto } from '@custodia/contracts';
import type { WorkGroupRow } from './work-groups.repo.ts';

export function toWorkGroupDto(row: WorkGroupRow): WorkGroupDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    consecutive_assignment: row.consecutive_assignment,
    members_count: Number(row.members_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
