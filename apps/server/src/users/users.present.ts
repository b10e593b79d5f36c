import { apiBase, apiPath, type UserDto, usersApi } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { UserProfileRow } from './users.repo.ts';

/** A user as the actor sees it, with what the actor may do with that user. */
export function toUserDto(row: UserProfileRow, actor: Actor): UserDto {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    first_name: row.first_name,
    last_name: row.last_name,
    user_name: row.user_name,
    document_type: row.document_type,
    document_reference: row.document_reference,
    email: row.email,
    phone: row.phone,
    user_type: row.user_type,
    status: row.status,
    avatar_url: row.avatar_key
      ? `${apiBase}${apiPath(usersApi.avatar.path, { id: row.id })}?v=${row.updated_at.getTime()}`
      : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    abilities: abilities(actor, 'user', { id: row.id }),
  };
}
