import { ListStatus, type ListStatusValue } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';
import { type UniqueConflicts, withConflictAnswers } from '../platform/errors.ts';
import { assignments, containsPattern, selectPage, Where } from '../platform/sql.ts';

export type ListRow = {
  tenant_id: string;
  id: string;
  name: string;
  parent_list_id: string | null;
  parent_list_name: string | null;
  status: ListStatusValue;
  items_count: string;
  children_count: string;
  created_at: Date;
  updated_at: Date;
};

export type ListItemRow = {
  id: string;
  list_id: string;
  name: string;
  parent_item_id: string | null;
  parent_item_name: string | null;
  active: boolean;
  created_at: Date;
};

const listConflicts: UniqueConflicts = {
  lists_name_unique: { error: 'listNameTaken', field: 'name' },
};
const itemConflicts: UniqueConflicts = {
  list_items_name_unique: { error: 'listItemNameTaken', field: 'name' },
};

const listColumns = `l.*,
  (SELECT p.name FROM lists p WHERE p.tenant_id = l.tenant_id AND p.id = l.parent_list_id) AS parent_list_name,
  (SELECT count(*) FROM list_items i WHERE i.tenant_id = l.tenant_id AND i.list_id = l.id) AS items_count,
  (SELECT count(*) FROM lists c WHERE c.tenant_id = l.tenant_id AND c.parent_list_id = l.id) AS children_count`;

const itemColumns = `i.id, i.list_id, i.name, i.parent_item_id, i.active, i.created_at,
  (SELECT p.name FROM list_items p WHERE p.tenant_id = i.tenant_id AND p.id = i.parent_item_id) AS parent_item_name`;

export async function findList(
  tx: Sql,
  tenantId: string,
  id: string,
): Promise<ListRow | undefined> {
  const [row] = await tx.query<ListRow>(
    `SELECT ${listColumns} FROM lists l WHERE l.tenant_id = $1 AND l.id = $2`,
    [tenantId, id],
  );
  return row;
}

export function listLists(
  tx: Sql,
  tenantId: string,
  filter: { name?: string; status?: ListStatusValue; limit: number; offset: number },
): Promise<{ rows: ListRow[]; count: number }> {
  const where = new Where('l.tenant_id = $1', tenantId);
  if (filter.name) where.and('lower(l.name) LIKE ?', containsPattern(filter.name));
  if (filter.status !== undefined) where.and('l.status = ?', filter.status);
  return selectPage<ListRow>(
    tx,
    { select: listColumns, from: 'lists l', where, orderBy: 'lower(l.name), l.id' },
    filter,
  );
}

/** Ids of the list and every list below it: a parent may not be chosen among them. */
export async function listAndDescendants(tx: Sql, tenantId: string, id: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM lists WHERE tenant_id = $1 AND id = $2
       UNION SELECT l.id FROM lists l JOIN tree ON l.parent_list_id = tree.id WHERE l.tenant_id = $1
     ) SELECT id FROM tree`,
    [tenantId, id],
  );
  return rows.map((row) => row.id);
}

export function insertList(
  tx: Sql,
  tenantId: string,
  fields: { name: string; parent_list_id: string | null },
): Promise<string> {
  return withConflictAnswers(listConflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      'INSERT INTO lists (tenant_id, name, parent_list_id) VALUES ($1, $2, $3) RETURNING id',
      [tenantId, fields.name, fields.parent_list_id],
    );
    return (row as { id: string }).id;
  });
}

const listUpdatable = ['name', 'parent_list_id', 'status'] as const;

export async function updateList(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: Partial<Pick<ListRow, (typeof listUpdatable)[number]>>,
): Promise<void> {
  const { sql, values } = assignments(patch, listUpdatable, 3);
  await withConflictAnswers(listConflicts, () =>
    tx.query(`UPDATE lists SET ${sql} WHERE tenant_id = $1 AND id = $2`, [tenantId, id, ...values]),
  );
}

export async function findItem(
  tx: Sql,
  tenantId: string,
  listId: string,
  id: string,
): Promise<ListItemRow | undefined> {
  const [row] = await tx.query<ListItemRow>(
    `SELECT ${itemColumns} FROM list_items i WHERE i.tenant_id = $1 AND i.list_id = $2 AND i.id = $3`,
    [tenantId, listId, id],
  );
  return row;
}

export function listItems(
  tx: Sql,
  tenantId: string,
  listId: string,
  filter: { name?: string; parentItemId?: string; active?: boolean; limit: number; offset: number },
): Promise<{ rows: ListItemRow[]; count: number }> {
  const where = new Where('i.tenant_id = $1', tenantId).and('i.list_id = ?', listId);
  if (filter.name) where.and('lower(i.name) LIKE ?', containsPattern(filter.name));
  if (filter.parentItemId) where.and('i.parent_item_id = ?', filter.parentItemId);
  if (filter.active !== undefined) where.and('i.active = ?', filter.active);
  return selectPage<ListItemRow>(
    tx,
    { select: itemColumns, from: 'list_items i', where, orderBy: 'lower(i.name), i.id' },
    filter,
  );
}

export function insertItem(
  tx: Sql,
  tenantId: string,
  listId: string,
  fields: { name: string; parent_item_id: string | null; active: boolean },
): Promise<string> {
  return withConflictAnswers(itemConflicts, async () => {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO list_items (tenant_id, list_id, name, parent_item_id, active)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [tenantId, listId, fields.name, fields.parent_item_id, fields.active],
    );
    return (row as { id: string }).id;
  });
}

const itemUpdatable = ['name', 'parent_item_id', 'active'] as const;

export async function updateItem(
  tx: Sql,
  tenantId: string,
  id: string,
  patch: Partial<Pick<ListItemRow, (typeof itemUpdatable)[number]>>,
): Promise<void> {
  const { sql, values } = assignments(patch, itemUpdatable, 3);
  await withConflictAnswers(itemConflicts, () =>
    tx.query(`UPDATE list_items SET ${sql} WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      id,
      ...values,
    ]),
  );
}

/** Whether a form field draws its options from the list. */
export async function isUsedByForms(tx: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM form_fields WHERE tenant_id = $1 AND list_id = $2 LIMIT 1',
    [tenantId, id],
  );
  return rows.length > 0;
}

/** Whether a select may draw from this list: it exists and is active. */
export async function isActiveList(tx: Sql, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM lists WHERE tenant_id = $1 AND id = $2 AND status = ${ListStatus.active}`,
    [tenantId, id],
  );
  return rows.length > 0;
}

/** An item a list field may still hold: active, with its list and the item it hangs from. */
export type ActiveItemRow = { id: string; list_id: string; parent_item_id: string | null };

/**
 * The active list items among `ids`, by id, in one read however many fields chose them: those
 * filing and editing may still keep. Retired ones are left out.
 */
export async function activeItems(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<Map<string, ActiveItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<ActiveItemRow>(
    `SELECT id, list_id, parent_item_id FROM list_items
      WHERE tenant_id = $1 AND id = ANY($2::uuid[]) AND active`,
    [tenantId, ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The names of items by id, active or not: a record shows the item it holds even once retired. */
export async function itemNames(
  tx: Sql,
  tenantId: string,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; name: string }>(
    'SELECT id, name FROM list_items WHERE tenant_id = $1 AND id = ANY($2::uuid[])',
    [tenantId, ids],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
