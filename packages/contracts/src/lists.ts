import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import { limits } from './limits.ts';
import { PageQuery } from './paging.ts';
import { EntityName } from './roles.ts';

/** List states (spec §4): active 1, inactive 2. */
export const ListStatus = { active: 1, inactive: 2 } as const;
export const ListStatusValue = z.union([z.literal(1), z.literal(2)]);
export type ListStatusValue = z.infer<typeof ListStatusValue>;

export const ListInput = z.object({
  name: EntityName(limits.listName.min, limits.listName.max),
  parent_list_id: Uuid.nullable().default(null),
});
export type ListInput = z.input<typeof ListInput>;

export const ListUpdateInput = z.object({
  name: EntityName(limits.listName.min, limits.listName.max).optional(),
  parent_list_id: Uuid.nullable().optional(),
  status: ListStatusValue.optional(),
});
export type ListUpdateInput = z.infer<typeof ListUpdateInput>;

export const ListQuery = PageQuery.extend({
  name: z.string().trim().max(limits.listName.max).optional(),
  status: z.coerce.number().pipe(ListStatusValue).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const ListDto = z.object({
  id: z.string(),
  name: z.string(),
  parent_list_id: z.string().nullable(),
  parent_list_name: z.string().nullable(),
  status: ListStatusValue,
  items_count: z.number().int(),
  children_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ListDto = z.infer<typeof ListDto>;

export const ListItemInput = z.object({
  name: EntityName(limits.listItemName.min, limits.listItemName.max),
  /** An item of the parent list: a child list's items hang from their parent list's items. */
  parent_item_id: Uuid.nullable().default(null),
  active: z.boolean().default(true),
});
export type ListItemInput = z.input<typeof ListItemInput>;

export const ListItemUpdateInput = z.object({
  name: EntityName(limits.listItemName.min, limits.listItemName.max).optional(),
  parent_item_id: Uuid.nullable().optional(),
  active: z.boolean().optional(),
});
export type ListItemUpdateInput = z.infer<typeof ListItemUpdateInput>;

export const ListItemQuery = PageQuery.extend({
  name: z.string().trim().max(limits.listItemName.max).optional(),
  parent_item_id: Uuid.optional(),
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ListItemQuery = z.infer<typeof ListItemQuery>;

export const ListItemDto = z.object({
  id: z.string(),
  list_id: z.string(),
  name: z.string(),
  parent_item_id: z.string().nullable(),
  parent_item_name: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type ListItemDto = z.infer<typeof ListItemDto>;

export const ListItemParams = z.object({ id: Uuid, itemId: Uuid });
