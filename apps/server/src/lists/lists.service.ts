import {
  type AuditAction,
  type ListDto,
  type ListInput,
  type ListItemDto,
  type ListItemInput,
  type ListItemQuery,
  type ListItemUpdateInput,
  type ListQuery,
  ListStatus,
  type ListUpdateInput,
  type Paged,
} from '@custodia/contracts';
import {
  type AuditEventChanges,
  auditRef,
  changesBetween,
  recordAudit,
  valuesSet,
} from '../platform/audit.ts';
import { type Actor, auditActorOf } from '../platform/auth.ts';
import type { Sql } from '../platform/db.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Services } from '../platform/services.ts';
import { authorize } from '../policies.ts';
import { toListDto, toListItemDto } from './lists.present.ts';
import * as repo from './lists.repo.ts';

/**
 * What forms and records ask of lists: whether a list or an item may still be chosen, and the
 * names a record's items are read by.
 */
export { findActiveItem, isActiveList, itemNames } from './lists.repo.ts';

async function existingList(tx: Sql, actor: Actor, id: string): Promise<repo.ListRow> {
  return found(await repo.findList(tx, actor.tenantId, id), 'listNotFound');
}

const listRef = (id: string | null | undefined) => (id ? auditRef('list', id) : null);
const itemRef = (id: string | null | undefined) => (id ? auditRef('list_item', id) : null);

async function audit(
  tx: Sql,
  actor: Actor,
  action: AuditAction<'lists'>,
  entityId: string,
  changes: AuditEventChanges,
): Promise<void> {
  await recordAudit(tx, auditActorOf(actor), {
    module: 'lists',
    action,
    entityType: action.startsWith('item') ? 'list_item' : 'list',
    entityId,
    changes,
  });
}

/** A list cannot hang from itself or from a list below it (30092). */
async function checkParentList(
  tx: Sql,
  actor: Actor,
  listId: string | null,
  parentId: string | null | undefined,
): Promise<void> {
  if (!parentId) return;
  await existingList(tx, actor, parentId).catch(() => {
    throw new AppError('listParentInvalid', { parent_list_id: 'errors.30092' });
  });
  const below = listId ? await repo.listAndDescendants(tx, actor.tenantId, listId) : [];
  if (below.includes(parentId)) {
    throw new AppError('listParentInvalid', { parent_list_id: 'errors.30092' });
  }
}

/** An item's parent must be an item of its list's parent list (30097). */
async function checkParentItem(
  tx: Sql,
  actor: Actor,
  list: repo.ListRow,
  parentItemId: string | null | undefined,
): Promise<void> {
  if (!parentItemId) return;
  const parent = list.parent_list_id
    ? await repo.findItem(tx, actor.tenantId, list.parent_list_id, parentItemId)
    : undefined;
  if (!parent) throw new AppError('listItemParentInvalid', { parent_item_id: 'errors.30097' });
}

export async function listLists(
  services: Services,
  actor: Actor,
  query: ListQuery,
): Promise<Paged<ListDto>> {
  const result = await services.inTenant(actor.tenantId, (tx) =>
    repo.listLists(tx, actor.tenantId, {
      name: query.name,
      status: query.status,
      ...pageWindow(query.page, query.per_page),
    }),
  );
  return toPage(result, query.per_page, (row) => toListDto(row, actor));
}

export async function getList(services: Services, actor: Actor, id: string): Promise<ListDto> {
  const list = await services.inTenant(actor.tenantId, (tx) => existingList(tx, actor, id));
  return toListDto(list, actor);
}

export async function createList(
  services: Services,
  actor: Actor,
  input: ListInput,
): Promise<ListDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    await checkParentList(tx, actor, null, input.parent_list_id);
    const id = await repo.insertList(tx, actor.tenantId, {
      name: input.name,
      parent_list_id: input.parent_list_id ?? null,
    });
    await audit(
      tx,
      actor,
      'create',
      id,
      valuesSet({ name: input.name, parent_list: listRef(input.parent_list_id) }),
    );
    return toListDto(await existingList(tx, actor, id), actor);
  });
}

/**
 * A list that is the parent of other lists cannot be inactivated (30093), and one already used by
 * forms changes only its name and parent list (spec §4, 30094).
 */
export async function updateList(
  services: Services,
  actor: Actor,
  id: string,
  input: ListUpdateInput,
): Promise<ListDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const before = await existingList(tx, actor, id);
    authorize(actor, 'list.edit', before);
    await checkParentList(tx, actor, id, input.parent_list_id);
    if (input.status === ListStatus.inactive && Number(before.children_count) > 0) {
      throw new AppError('listIsParent');
    }
    const changesStatus = input.status !== undefined && input.status !== before.status;
    if (changesStatus && (await repo.isUsedByForms(tx, actor.tenantId, id))) {
      throw new AppError('listUsedByForms', { status: 'errors.30094' });
    }
    await repo.updateList(tx, actor.tenantId, id, input);
    const after = await existingList(tx, actor, id);
    await audit(
      tx,
      actor,
      'update',
      id,
      changesBetween(
        { ...before, parent_list: listRef(before.parent_list_id) },
        { ...after, parent_list: listRef(after.parent_list_id) },
        ['name', 'status', 'parent_list'],
      ),
    );
    return toListDto(after, actor);
  });
}

export async function listItems(
  services: Services,
  actor: Actor,
  listId: string,
  query: ListItemQuery,
): Promise<Paged<ListItemDto>> {
  const result = await services.inTenant(actor.tenantId, async (tx) => {
    await existingList(tx, actor, listId);
    return repo.listItems(tx, actor.tenantId, listId, {
      name: query.name,
      parentItemId: query.parent_item_id,
      active: query.active,
      ...pageWindow(query.page, query.per_page),
    });
  });
  return toPage(result, query.per_page, toListItemDto);
}

async function existingItem(tx: Sql, actor: Actor, listId: string, id: string) {
  return found(await repo.findItem(tx, actor.tenantId, listId, id), 'listItemNotFound');
}

export async function getItem(
  services: Services,
  actor: Actor,
  listId: string,
  id: string,
): Promise<ListItemDto> {
  return toListItemDto(
    await services.inTenant(actor.tenantId, (tx) => existingItem(tx, actor, listId, id)),
  );
}

export async function createItem(
  services: Services,
  actor: Actor,
  listId: string,
  input: ListItemInput,
): Promise<ListItemDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const list = await existingList(tx, actor, listId);
    authorize(actor, 'list.manageItems', list);
    await checkParentItem(tx, actor, list, input.parent_item_id);
    const id = await repo.insertItem(tx, actor.tenantId, listId, {
      name: input.name,
      parent_item_id: input.parent_item_id ?? null,
      active: input.active ?? true,
    });
    await audit(tx, actor, 'item_create', id, {
      list: auditRef('list', listId),
      ...valuesSet({ name: input.name, parent_item: itemRef(input.parent_item_id) }),
    });
    return toListItemDto(await existingItem(tx, actor, listId, id));
  });
}

export async function updateItem(
  services: Services,
  actor: Actor,
  listId: string,
  id: string,
  input: ListItemUpdateInput,
): Promise<ListItemDto> {
  return services.inTenant(actor.tenantId, async (tx) => {
    const list = await existingList(tx, actor, listId);
    authorize(actor, 'list.manageItems', list);
    const before = await existingItem(tx, actor, listId, id);
    await checkParentItem(tx, actor, list, input.parent_item_id);
    await repo.updateItem(tx, actor.tenantId, id, input);
    const after = await existingItem(tx, actor, listId, id);
    await audit(
      tx,
      actor,
      'item_update',
      id,
      changesBetween(
        { ...before, parent_item: itemRef(before.parent_item_id) },
        { ...after, parent_item: itemRef(after.parent_item_id) },
        ['name', 'active', 'parent_item'],
      ),
    );
    return toListItemDto(after);
  });
}
