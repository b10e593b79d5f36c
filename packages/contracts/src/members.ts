import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { UserStatusValue, UserTypeValue } from './enums.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import { PageQuery, paged } from './paging.ts';

/** A user as a member of a role or work group, or as a candidate in a member picker. */
export const MemberDto = z.object({
  id: z.string(),
  name: z.string(),
  user_name: z.string(),
  user_type: UserTypeValue,
  status: UserStatusValue,
  is_api_account: z.boolean(),
});
export type MemberDto = z.infer<typeof MemberDto>;

/** Users to add at once (spec §5: at most 50). */
export const MembersInput = z.object({
  users_uuid: z
    .array(Uuid)
    .min(1, { error: 'fieldRequired' })
    .max(limits.membersPerAdd, {
      error: message('validation.maxItems', { max: limits.membersPerAdd }),
    }),
});
export type MembersInput = z.infer<typeof MembersInput>;

export const MemberListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.userName.max).optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

export const MemberParams = z.object({ id: Uuid, memberId: Uuid });

/** The request and answer of a members or candidates list, for roles and work groups alike. */
export const MemberListRoute = {
  params: z.object({ id: Uuid }),
  querystring: MemberListQuery,
  response: { 200: paged(MemberDto) },
};
