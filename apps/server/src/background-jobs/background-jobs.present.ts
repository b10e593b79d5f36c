import type { FailedJobDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { FailedJobRow } from './background-jobs.repo.ts';

export function toFailedJobDto(row: FailedJobRow, actor: Actor): FailedJobDto {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
    failed_at: row.failed_at.toISOString(),
    attempts: row.attempts,
    last_error: row.last_error,
    abilities: abilities(actor, 'backgroundJob', row),
  };
}
