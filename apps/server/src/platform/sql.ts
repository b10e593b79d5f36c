import type { Row, Sql } from './db.ts';

/** `column = $n` assignments for the columns a patch sets, numbered from `firstParam`. */
export function assignments<T extends object>(
  patch: Partial<T>,
  columns: readonly (keyof T & string)[],
  firstParam: number,
): { sql: string; values: unknown[] } {
  const set = columns.filter((column) => patch[column] !== undefined);
  return {
    sql: [
      ...set.map((column, index) => `${column} = $${index + firstParam}`),
      'updated_at = now()',
    ].join(', '),
    values: set.map((column) => patch[column]),
  };
}

/** A LIKE pattern that finds the text anywhere, with % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/** Conditions joined with AND over numbered parameters; `?` in a condition is its parameter. */
export class Where {
  readonly params: unknown[];
  readonly #conditions: string[];

  constructor(first: string, ...params: unknown[]) {
    this.#conditions = [first];
    this.params = params;
  }

  and(condition: string, ...values: unknown[]): this {
    let sql = condition;
    for (const value of values) {
      this.params.push(value);
      sql = sql.replace('?', `$${this.params.length}`);
    }
    this.#conditions.push(sql);
    return this;
  }

  get sql(): string {
    return this.#conditions.join(' AND ');
  }
}

/**
 * Counting stops past this many matching rows: an exact count reads every one of them, so a big
 * set answers "more than 10,000" instead (decision 27).
 */
export const COUNT_CAP = 10_000;

/** A page of rows and how many match, up to COUNT_CAP; `capped` when more match than that. */
export type PageRows<T> = { rows: T[]; count: number; capped?: boolean };

/** How many rows match, up to `cap` (COUNT_CAP); `capped` when more match than that. */
export async function countMatching(
  tx: Sql,
  from: string,
  where: Where,
  cap = COUNT_CAP,
): Promise<{ count: number; capped: boolean }> {
  const [{ count } = { count: '0' }] = await tx.query<{ count: string }>(
    `SELECT count(*) FROM (SELECT 1 FROM ${from} WHERE ${where.sql} LIMIT ${cap + 1}) matching`,
    where.params,
  );
  const matching = Number(count);
  return { count: Math.min(matching, cap), capped: matching > cap };
}

export type PageQuery = {
  select: string;
  from: string;
  /**
   * Tables joined to `from` (then one table, aliased `alias`, that the conditions and the order
   * read alone) for the page's columns only, each finding one row: the count does not read them,
   * and the page is chosen in `from` before they join, so a condition matching many rows joins
   * only a page of them.
   */
  joins?: { alias: string; sql: string };
  where: Where;
  orderBy: string;
};

/** One page of the rows that match. */
export function selectRows<T extends Row>(
  tx: Sql,
  query: PageQuery,
  window: { limit: number; offset: number },
): Promise<T[]> {
  const { params } = query.where;
  const page = `WHERE ${query.where.sql}
      ORDER BY ${query.orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  return tx.query<T>(
    query.joins
      ? `SELECT ${query.select}
           FROM (SELECT * FROM ${query.from} ${page}) ${query.joins.alias} ${query.joins.sql}
          ORDER BY ${query.orderBy}`
      : `SELECT ${query.select} FROM ${query.from} ${page}`,
    [...params, window.limit, window.offset],
  );
}

/** One page of rows and the capped count of all that match, the two queries every list makes. */
export async function selectPage<T extends Row>(
  tx: Sql,
  query: PageQuery,
  window: { limit: number; offset: number },
  cap = COUNT_CAP,
): Promise<PageRows<T>> {
  const counted = await countMatching(tx, query.from, query.where, cap);
  return { rows: await selectRows<T>(tx, query, window), ...counted };
}

/** A json column as pg parses it and PGlite hands it over (text). */
export function parsedJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** A person's name as screens show it, from the users row under `alias`. */
export const personName = (alias: string) =>
  `trim(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** A person as `{ id, name }` JSON, or NULL when the users row under `alias` was not joined. */
export const namedPerson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL
        ELSE json_build_object('id', ${alias}.id, 'name', ${personName(alias)}) END`;
