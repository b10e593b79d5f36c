import { z } from 'zod';
import { EntityName, IdParams, Uuid } from './common-schemas.ts';
import { abilitiesSchema, endpoint } from './endpoint.ts';
import { limits } from './limits.ts';
import { PageQuery, paged } from './paging.ts';

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
  abilities: abilitiesSchema('list'),
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

const tag = 'lists';

/** Lists feed the selects of every form, so reading them needs only a session (`list.read`). */
export const listsApi = {
  list: endpoint({
    method: 'GET',
    path: '/form/lists/',
    tag,
    query: ListQuery,
    status: 200,
    response: paged(ListDto),
    access: { action: 'list.read' },
  }),
  create: endpoint({
    method: 'POST',
    path: '/form/lists/',
    tag,
    body: ListInput,
    status: 201,
    response: ListDto,
    access: { action: 'list.design' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/form/lists/:id/',
    tag,
    params: IdParams,
    status: 200,
    response: ListDto,
    access: { action: 'list.read' },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/form/lists/:id/',
    tag,
    params: IdParams,
    body: ListUpdateInput,
    status: 200,
    response: ListDto,
    access: { action: 'list.design' },
  }),
  items: endpoint({
    method: 'GET',
    path: '/form/lists/:id/items/',
    tag,
    params: IdParams,
    query: ListItemQuery,
    status: 200,
    response: paged(ListItemDto),
    access: { action: 'list.read' },
  }),
  createItem: endpoint({
    method: 'POST',
    path: '/form/lists/:id/items/',
    tag,
    params: IdParams,
    body: ListItemInput,
    status: 201,
    response: ListItemDto,
    access: { action: 'list.design' },
  }),
  item: endpoint({
    method: 'GET',
    path: '/form/lists/:id/items/:itemId/',
    tag,
    params: ListItemParams,
    status: 200,
    response: ListItemDto,
    access: { action: 'list.read' },
  }),
  updateItem: endpoint({
    method: 'PATCH',
    path: '/form/lists/:id/items/:itemId/',
    tag,
    params: ListItemParams,
    body: ListItemUpdateInput,
    status: 200,
    response: ListItemDto,
    access: { action: 'list.design' },
  }),
};
