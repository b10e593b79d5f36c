import type { MemberDto } from '@custodia/contracts';
import type { MemberRow } from './members.repo.ts';

export function toMemberDto(row: MemberRow): MemberDto {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    user_name: row.user_name,
    user_type: row.user_type,
    status: row.status,
    is_api_account: row.is_api_account,
  };
}
