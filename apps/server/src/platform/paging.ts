import type { Paged } from '@custodia/contracts';
import type { PageRows } from './sql.ts';

/** LIMIT and OFFSET of a page request. */
export function pageWindow(page: number, perPage: number) {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/**
 * The `{items, count, pages, count_capped}` answer of every paged list. Past the count's cap the
 * pager offers the pages up to it; a narrower filter reaches the rest.
 */
export function toPage<Row, Item>(
  result: PageRows<Row>,
  perPage: number,
  present: (row: Row) => Item,
): Paged<Item> {
  return {
    items: result.rows.map(present),
    count: result.count,
    pages: Math.ceil(result.count / perPage),
    count_capped: result.capped ?? false,
  };
}
