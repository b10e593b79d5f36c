import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { limits } from './limits.ts';
import { PageQuery } from './paging.ts';
import { EntityName } from './roles.ts';

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
});
export type WorkGroupDto = z.infer<typeof WorkGroupDto>;
