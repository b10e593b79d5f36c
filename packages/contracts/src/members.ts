import { z } from 'zod';
import { IdParams, Uuid } from './common-schemas.ts';
import { type EndpointAccess, endpoint } from './endpoint.ts';
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

/**
 * The member endpoints of a role or a work group (spec §7), alike but for where they live, what
 * a change answers (the role or group afterwards) and who may call them: list the members, list
 * the active users who could join, add several at once, remove one.
 */
export function membershipApi<
  const Base extends string,
  const Owner extends z.ZodType,
  const Access extends EndpointAccess,
>(base: Base, tag: string, owner: Owner, access: Access) {
  return {
    members: endpoint({
      method: 'GET',
      path: `${base}:id/members/`,
      tag,
      params: IdParams,
      query: MemberListQuery,
      status: 200,
      response: paged(MemberDto),
      access,
    }),
    candidates: endpoint({
      method: 'GET',
      path: `${base}:id/users/`,
      tag,
      params: IdParams,
      query: MemberListQuery,
      status: 200,
      response: paged(MemberDto),
      access,
    }),
    addMembers: endpoint({
      method: 'POST',
      path: `${base}:id/members/`,
      tag,
      params: IdParams,
      body: MembersInput,
      status: 201,
      response: owner,
      access,
    }),
    removeMember: endpoint({
      method: 'DELETE',
      path: `${base}:id/members/:memberId/`,
      tag,
      params: MemberParams,
      status: 200,
      response: owner,
      access,
    }),
  };
}

/** The member endpoints of any role or work group, as the shared members screen calls them. */
export type MembershipApi = ReturnType<typeof membershipApi<string, z.ZodType, EndpointAccess>>;
