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
import { auditActorOf } from '../platform/auth.ts';
import { AppError, found } from '../platform/errors.ts';
import { pageWindow, toPage } from '../platform/paging.ts';
import type { Doer, Work } from '../platform/work.ts';
import { authorize } from '../policies.ts';
import { toListDto, toListItemDto } from './lists.present.ts';
import * as repo from './lists.repo.ts';

/** Whether a list may still be chosen for a field (forms). */
export function isActiveList(work: Work<Doer>, listId: string): Promise<boolean> {
  return repo.isActiveList(work.tx, work.tenantId, listId);
}

/**
 * The active items among `ids`, by id, in one read however many fields chose them: a record's
 * list values must be among them (records).
 */
export function activeItems(work: Work<Doer>, ids: string[]) {
  return repo.activeItems(work.tx, work.tenantId, ids);
}

/** The names a record's items are read by (records, exports, stickers). */
export function itemNames(work: Work<Doer>, ids: string[]) {
  return repo.itemNames(work.tx, work.tenantId, ids);
}

async function existingList(work: Work, id: string): Promise<repo.ListRow> {
  return found(await repo.findList(work.tx, work.tenantId, id), 'listNotFound');
}

const listRef = (id: string | null | undefined) => (id ? auditRef('list', id) : null);
const itemRef = (id: string | null | undefined) => (id ? auditRef('list_item', id) : null);

async function audit(
  { tx, actor }: Work,
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
  work: Work,
  listId: string | null,
  parentId: string | null | undefined,
): Promise<void> {
  if (!parentId) return;
  await existingList(work, parentId).catch(() => {
    throw new AppError('listParentInvalid', { parent_list_id: 'errors.30092' });
  });
  const below = listId ? await repo.listAndDescendants(work.tx, work.tenantId, listId) : [];
  if (below.includes(parentId)) {
    throw new AppError('listParentInvalid', { parent_list_id: 'errors.30092' });
  }
}

/** An item's parent must be an item of its list's parent list (30097). */
async function checkParentItem(
  { tx, tenantId }: Work,
  list: repo.ListRow,
  parentItemId: string | null | undefined,
): Promise<void> {
  if (!parentItemId) return;
  const parent = list.parent_list_id
    ? await repo.findItem(tx, tenantId, list.parent_list_id, parentItemId)
    : undefined;
  if (!parent) throw new AppError('listItemParentInvalid', { parent_item_id: 'errors.30097' });
}

export async function listLists(work: Work, query: ListQuery): Promise<Paged<ListDto>> {
  const result = await repo.listLists(work.tx, work.tenantId, {
    name: query.name,
    status: query.status,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, (row) => toListDto(row, work.actor));
}

export async function getList(work: Work, id: string): Promise<ListDto> {
  return toListDto(await existingList(work, id), work.actor);
}

export async function createList(work: Work, input: ListInput): Promise<ListDto> {
  await checkParentList(work, null, input.parent_list_id);
  const id = await repo.insertList(work.tx, work.tenantId, {
    name: input.name,
    parent_list_id: input.parent_list_id ?? null,
  });
  await audit(
    work,
    'create',
    id,
    valuesSet({ name: input.name, parent_list: listRef(input.parent_list_id) }),
  );
  return toListDto(await existingList(work, id), work.actor);
}

/**
 * A list that is the parent of other lists cannot be inactivated (30093), and one already used by
 * forms changes only its name and parent list (spec §4, 30094).
 */
export async function updateList(work: Work, id: string, input: ListUpdateInput): Promise<ListDto> {
  const { tx, actor, tenantId } = work;
  const before = await existingList(work, id);
  authorize(actor, 'list.edit', before);
  await checkParentList(work, id, input.parent_list_id);
  if (input.status === ListStatus.inactive && Number(before.children_count) > 0) {
    throw new AppError('listIsParent');
  }
  const changesStatus = input.status !== undefined && input.status !== before.status;
  if (changesStatus && (await repo.isUsedByForms(tx, tenantId, id))) {
    throw new AppError('listUsedByForms', { status: 'errors.30094' });
  }
  await repo.updateList(tx, tenantId, id, input);
  const after = await existingList(work, id);
  await audit(
    work,
    'update',
    id,
    changesBetween(
      { ...before, parent_list: listRef(before.parent_list_id) },
      { ...after, parent_list: listRef(after.parent_list_id) },
      ['name', 'status', 'parent_list'],
    ),
  );
  return toListDto(after, actor);
}

export async function listItems(
  work: Work,
  listId: string,
  query: ListItemQuery,
): Promise<Paged<ListItemDto>> {
  await existingList(work, listId);
  const result = await repo.listItems(work.tx, work.tenantId, listId, {
    name: query.name,
    parentItemId: query.parent_item_id,
    active: query.active,
    ...pageWindow(query.page, query.per_page),
  });
  return toPage(result, query.per_page, toListItemDto);
}

async function existingItem(work: Work, listId: string, id: string) {
  return found(await repo.findItem(work.tx, work.tenantId, listId, id), 'listItemNotFound');
}

export async function getItem(work: Work, listId: string, id: string): Promise<ListItemDto> {
  return toListItemDto(await existingItem(work, listId, id));
}

export async function createItem(
  work: Work,
  listId: string,
  input: ListItemInput,
): Promise<ListItemDto> {
  const list = await existingList(work, listId);
  authorize(work.actor, 'list.manageItems', list);
  await checkParentItem(work, list, input.parent_item_id);
  const id = await repo.insertItem(work.tx, work.tenantId, listId, {
    name: input.name,
    parent_item_id: input.parent_item_id ?? null,
    active: input.active ?? true,
  });
  await audit(work, 'item_create', id, {
    list: auditRef('list', listId),
    ...valuesSet({ name: input.name, parent_item: itemRef(input.parent_item_id) }),
  });
  return toListItemDto(await existingItem(work, listId, id));
}

export async function updateItem(
  work: Work,
  listId: string,
  id: string,
  input: ListItemUpdateInput,
): Promise<ListItemDto> {
  const list = await existingList(work, listId);
  authorize(work.actor, 'list.manageItems', list);
  const before = await existingItem(work, listId, id);
  await checkParentItem(work, list, input.parent_item_id);
  await repo.updateItem(work.tx, work.tenantId, id, input);
  const after = await existingItem(work, listId, id);
  await audit(
    work,
    'item_update',
    id,
    changesBetween(
      { ...before, parent_item: itemRef(before.parent_item_id) },
      { ...after, parent_item: itemRef(after.parent_item_id) },
      ['name', 'active', 'parent_item'],
    ),
  );
  return toListItemDto(after);
}
