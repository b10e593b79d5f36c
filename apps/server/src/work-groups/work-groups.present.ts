import type { WorkGroupDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { WorkGroupRow } from './work-groups.repo.ts';

/** A work group as the actor sees it, with what the actor may do with it. */
export function toWorkGroupDto(row: WorkGroupRow, actor: Actor): WorkGroupDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    consecutive_assignment: row.consecutive_assignment,
    members_count: Number(row.members_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    // The work group rules read nothing of the group: managing one is managing them all.
    abilities: abilities(actor, 'workGroup', undefined),
  };
}
