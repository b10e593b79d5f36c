import type { ApiAccountDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { ApiAccountRow } from './api-accounts.repo.ts';

export function toApiAccountDto(row: ApiAccountRow, actor: Actor): ApiAccountDto {
  return {
    id: row.id,
    name: row.name,
    user_name: row.user_name,
    status: row.status,
    roles: row.roles,
    created_at: row.created_at.toISOString(),
    abilities: abilities(actor, 'apiAccount', row),
  };
}
