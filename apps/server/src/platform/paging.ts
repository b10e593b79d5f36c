import type { Paged } from '@custodia/contracts';

/** LIMIT and OFFSET of a page request. */
export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/** The `{items, count, pages}` answer of every paged list. */
export function toPage<Row, Item>(
  result: { rows: Row[]; count: number },
  perPage: number,
  present: (row: Row) => Item,
): Paged<Item> {
  return {
    items: result.rows.map(present),
    count: result.count,
    pages: Math.ceil(result.count / perPage),
  };
}
