import type { ListDto, ListItemDto } from '@custodia/contracts';
import type { Actor } from '../platform/auth.ts';
import { abilities } from '../policies.ts';
import type { ListItemRow, ListRow } from './lists.repo.ts';

/** A list, with whether the actor may change it and its items (the actor alone decides that). */
export function toListDto(row: ListRow, actor: Actor): ListDto {
  return {
    id: row.id,
    name: row.name,
    parent_list_id: row.parent_list_id,
    parent_list_name: row.parent_list_name,
    status: row.status,
    items_count: Number(row.items_count),
    children_count: Number(row.children_count),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    abilities: abilities(actor, 'list', undefined),
  };
}

export function toListItemDto(row: ListItemRow): ListItemDto {
  return {
    id: row.id,
    list_id: row.list_id,
    name: row.name,
    parent_item_id: row.parent_item_id,
    parent_item_name: row.parent_item_name,
    active: row.active,
    created_at: row.created_at.toISOString(),
  };
}
