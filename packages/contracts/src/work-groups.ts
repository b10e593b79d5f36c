import { z } from 'zod';
import { EntityName, IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { MemberDto, MemberListQuery, membershipApi } from './members.ts';
import { PageQuery, paged } from './paging.ts';

/** Work group states: a group is active only with at least 2 members (spec §4). */
export const WorkGroupStatus = { active: 1, inactive: 2 } as const;
export const WorkGroupStatusValue = z.union([z.literal(1), z.literal(2)]);
export type WorkGroupStatusValue = z.infer<typeof WorkGroupStatusValue>;

export const WorkGroupInput = z.object({
  name: EntityName(limits.workGroupName.min, limits.workGroupName.max),
  /** Consecutive assignment: work sent to the group goes to its active members in turn. */
  consecutive_assignment: z.boolean().default(false),
  members_uuid: z.array(Uuid).max(limits.groupMembers.max).default([]),
});
export type WorkGroupInput = z.input<typeof WorkGroupInput>;

export const WorkGroupUpdateInput = z.object({
  name: EntityName(limits.workGroupName.min, limits.workGroupName.max).optional(),
  consecutive_assignment: z.boolean().optional(),
  status: WorkGroupStatusValue.optional(),
});
export type WorkGroupUpdateInput = z.infer<typeof WorkGroupUpdateInput>;

export const WorkGroupListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.workGroupName.max).optional(),
  status: z.coerce.number().pipe(WorkGroupStatusValue).optional(),
});
export type WorkGroupListQuery = z.infer<typeof WorkGroupListQuery>;

export const WorkGroupDto = z.object({
  id: z.string(),
  name: z.string(),
  status: WorkGroupStatusValue,
  consecutive_assignment: z.boolean(),
  members_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: abilitiesSchema('workGroup'),
});
export type WorkGroupDto = z.infer<typeof WorkGroupDto>;

const tag = 'work-groups';

/**
 * Only work group managers reach a group at all (spec §6), so to anyone else an unknown group is
 * refused (403), never reported missing; the handler then decides on the group itself.
 */
const onGroup = { action: 'workGroup.list' } as const;

export const workGroupsApi = {
  list: endpoint({
    method: 'GET',
    path: '/users/work-groups/',
    tag,
    query: WorkGroupListQuery,
    status: 200,
    response: paged(WorkGroupDto),
    access: { action: 'workGroup.list' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/users/work-groups/',
    tag,
    body: WorkGroupInput,
    status: 201,
    response: WorkGroupDto,
    access: { action: 'workGroup.create' },
  }),
  /** Who may be chosen while the group is being created: every active user. */
  newCandidates: endpoint({
    method: 'GET',
    path: '/users/work-groups/users/',
    tag,
    query: MemberListQuery,
    status: 200,
    response: paged(MemberDto),
    access: { action: 'workGroup.create' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/users/work-groups/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: WorkGroupDto,
    access: onGroup,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/users/work-groups/:id/',
    tag,
    params: IdParams,
    body: WorkGroupUpdateInput,
    status: 200,
    response: WorkGroupDto,
    access: onGroup,
  }),
  ...membershipApi('/users/work-groups/', tag, WorkGroupDto, onGroup),
};
