import {
  FormStatus,
  type FormStatusValue,
  type RecordFilter,
  type RecordListQuery,
  type RecordValues,
} from '@custodia/contracts';
import type { FormSubject } from '../forms/index.ts';
import type { Sql } from '../platform/db.ts';
import { COUNT_CAP, type PageRows, Where } from '../platform/sql.ts';
import { type Bind, criteriaSql, type FilterContext } from './record-filters.repo.ts';
import type { RecordRow } from './records.repo.ts';

export type RecordFormRow = {
  id: string;
  number: number;
  name: string;
  status: FormStatusValue;
  /** Every record of the form, or the filer's own: counted up to COUNT_CAP + 1. */
  records_count: string;
};

/**
 * The forms `readAll` (every record; null: every form) and `readOwn` (the actor's records) name,
 * with how many records each shows the actor: all of a form read whole, from its counters; the
 * actor's own elsewhere, counted up to the cap.
 */
export function recordForms(
  tx: Sql,
  tenantId: string,
  scope: ReadableScope,
): Promise<RecordFormRow[]> {
  return tx.query<RecordFormRow>(
    `SELECT f.id, f.number, f.name, f.status,
            CASE WHEN $2::uuid[] IS NULL OR f.id = ANY($2::uuid[])
              THEN (SELECT coalesce(sum(c.last), 0) FROM counters c
                     WHERE c.tenant_id = f.tenant_id
                       AND (c.scope = 'records:' || f.id OR c.scope LIKE 'records:' || f.id || ':%'))
              ELSE (SELECT count(*) FROM (SELECT 1 FROM records r
                     WHERE r.tenant_id = f.tenant_id AND r.form_id = f.id AND r.created_by = $4
                     LIMIT ${COUNT_CAP + 1}) own)
            END AS records_count
       FROM forms f
      WHERE f.tenant_id = $1 AND f.status <> ${FormStatus.deleted}
        AND ($2::uuid[] IS NULL OR f.id = ANY($2::uuid[]) OR f.id = ANY($3::uuid[]))
      ORDER BY f.name, f.id`,
    [tenantId, scope.readAll, scope.readOwn, scope.actorId],
  );
}

export type ListedRecordRow = Pick<
  RecordRow,
  'id' | 'form_id' | 'number' | 'status' | 'subject' | 'support_type' | 'user_name' | 'created_at'
> & {
  created_by: string;
  /** The values of the fields the list shows, list items by their names; empty ones left out. */
  field_values: RecordValues;
  /** The subject and typed values with a full-text search's words between \u0002 and \u0003. */
  headline: string | null;
  /** A full-text search found the record only by the text of its files (null without one). */
  matched_in_files: boolean | null;
};

/** A page of records: which, in what order and what else to read. */
export type RecordPageQuery = {
  tenantId: string;
  formId: string;
  /** Only the records this person filed (decision 38: a filer's own); null for every one. */
  filedBy: string | null;
  /** The filter's criteria, over the search fields of `context`; null without a filter. */
  criteria: {
    context: Omit<FilterContext, 'tenantId'>;
    filter: Pick<RecordFilter, 'criteria' | 'join'>;
  } | null;
  /**
   * A full-text search, ranking the records it finds first: its text, and the typed fields whose
   * values it reads, to mark its words.
   */
  search: { text: string; typedFields: string[] } | null;
  /** The fields whose values the page shows, and which of them are list fields. */
  shownFields: string[];
  listFields: string[];
  order: Pick<RecordListQuery, 'order_by' | 'order'>;
  limit: number;
  offset: number;
};

/** A full-text search as its statement binds it: the placeholders of the form and the words. */
type BoundSearch = {
  form: string;
  words: string;
  /** The placeholder of the words as the start of a filing number; null when they are not one. */
  number: string | null;
  typedFields: string[];
};

/**
 * How a page is counted. 'form': every record of the form. Numbers are gap-free and records never
 * deleted (decision 22), so the form's counters (one per year when it restarts yearly) hold its
 * count: a form of a million records is counted in one read of a few rows. 'found': what a
 * full-text search found, when nothing else narrows it (its function keeps to the form), up to
 * the cap. Else those matching, up to the cap.
 */
type Counted = 'form' | 'found' | 'matching';

/** A filing number's start from its day on (1-20210512, 1-20210512-00): what a search finds by. */
const numberStart = /^\d+-\d{8}(-\d*)?$/;

/**
 * The records a page reads as SQL: a condition over `records r` (the scope, the criteria) with
 * its parameters, the search's placeholders bound after them, and how the page is counted.
 */
function conditionsOf(query: RecordPageQuery): {
  where: Where;
  search: BoundSearch | null;
  counted: Counted;
} {
  const where = new Where('r.tenant_id = $1', query.tenantId).and('r.form_id = ?', query.formId);
  if (query.filedBy) where.and('r.created_by = ?', query.filedBy);
  const bind: Bind = (value) => {
    where.params.push(value);
    return `$${where.params.length}`;
  };
  const criteria =
    query.criteria &&
    criteriaSql(
      { tenantId: query.tenantId, ...query.criteria.context },
      bind,
      query.criteria.filter,
    );
  if (criteria) where.and(criteria);
  const asked = query.search;
  const search = asked && {
    form: bind(query.formId),
    words: bind(asked.text),
    number: numberStart.test(asked.text) ? bind(asked.text) : null,
    typedFields: asked.typedFields,
  };
  const counted = query.filedBy || criteria ? 'matching' : search ? 'found' : 'form';
  return { where, search, counted };
}

const sortColumns = { created_at: 'created_at', number: 'number COLLATE "C"' } as const;

/**
 * The records a full-text search finds: by its words through search_records() (decision 42),
 * and, when the text is the start of a filing number, by the number's own index, ranked first
 * (`by_number`).
 */
function found(search: BoundSearch, tsquery: string): string {
  const byWords = `SELECT record_id, rank, false AS by_number, created_at
                     FROM search_records(${search.form}, ${tsquery})`;
  // Text that cannot start a number searches by its words alone, with no merging to do.
  if (search.number === null) return byWords;
  const number = `${search.number}::text`;
  return `SELECT record_id, max(rank) AS rank, bool_or(by_number) AS by_number,
                 max(created_at) AS created_at FROM (
      ${byWords}
      UNION ALL
      SELECT id, 1, true, created_at FROM records
       WHERE tenant_id = $1 AND form_id = ${search.form}
         AND number COLLATE "C" >= ${number} AND number COLLATE "C" < next_text(${number})
    ) matched GROUP BY record_id`;
}

/**
 * The full-text query of a search, read with the configuration of queries (decision 42): the text
 * as typed, or again with the dots, hyphens and underscores inside a word as spaces, as a file's
 * name is indexed (decision 80). The parser reads "contrato-arriendo" as a hyphenated word, whose
 * query needs the whole compound the name's terms never hold; a "-" before a word still excludes it.
 */
const tsqueryOf = (search: BoundSearch) =>
  `(websearch_to_tsquery('custodia_es', ${search.words})
    || websearch_to_tsquery('custodia_es',
         regexp_replace(${search.words}, '([[:alnum:]])[._-]+(?=[[:alnum:]])', '\\1 ', 'g')))`;

/**
 * The ids of the records a list shows (scope, criteria and search; decision 43), in the list's
 * order, up to `limit`: what an export of the list takes.
 */
export async function listedRecordIds(
  tx: Sql,
  query: RecordPageQuery,
  limit: number,
): Promise<string[]> {
  const { where, search } = conditionsOf(query);
  const from = search
    ? `(${found(search, tsqueryOf(search))}) s JOIN records r ON r.id = s.record_id`
    : 'records r';
  const rows = await tx.query<{ id: string }>(
    `SELECT r.id FROM ${from} WHERE ${where.sql} ORDER BY ${orderOf(query, 's')}
      LIMIT ${Number(limit)}`,
    where.params,
  );
  return rows.map((row) => row.id);
}

const directionOf = (query: RecordPageQuery) => (query.order.order === 'asc' ? 'ASC' : 'DESC');

/**
 * The list's order: a search's best first (its rank read from `rank`), then the chosen column,
 * then the id (both read from `row`).
 */
function orderOf(query: RecordPageQuery, rank: string, row = 'r'): string {
  const direction = directionOf(query);
  return [
    ...(query.search ? [`${rank}.rank DESC`] : []),
    `${row}.${sortColumns[query.order.order_by]} ${direction}`,
    `${row}.id ${direction}`,
  ].join(', ');
}

/** A row of the page's statement: the count, and the shown values in columns v0, v1, … */
type PageRow = Omit<ListedRecordRow, 'field_values'> & {
  total: string;
  [shown: `v${number}`]: string | null;
};

/** The values a page's row holds in its columns, by the ids of the fields they are of. */
function shownValues(row: PageRow, fieldIds: string[]): RecordValues {
  const values: RecordValues = {};
  fieldIds.forEach((id, index) => {
    const value = row[`v${index}`];
    if (value !== null && value !== undefined) values[id] = value;
  });
  return values;
}

/**
 * One page of a form's records and how many match, in one statement: the count (from the form's
 * counters, or of the matches up to the cap), then the page's rows, picked with their own columns
 * and only then completed (filer, shown values with list items named, highlights), so a deep or
 * ranked page costs no more than its own rows. A full-text search runs once for the count and the
 * page.
 */
export async function recordPage(
  tx: Sql,
  query: RecordPageQuery,
): Promise<PageRows<ListedRecordRow>> {
  const { where, search, counted } = conditionsOf(query);
  const params = [...where.params];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tsquery = search && tsqueryOf(search);
  const limit = bind(query.limit);
  const offset = bind(query.offset);
  // What the search found carries the filing time: when nothing else narrows it, its own order
  // picks the page, and only the page's rows are read from records (decision 56).
  const pagedInFound = counted === 'found' && query.order.order_by === 'created_at';
  const direction = directionOf(query);
  const from = !search
    ? 'records r'
    : pagedInFound
      ? `(SELECT * FROM found ORDER BY rank DESC, created_at ${direction}, record_id ${direction}
           LIMIT ${limit} OFFSET ${offset}) s JOIN records r ON r.id = s.record_id`
      : 'found s JOIN records r ON r.id = s.record_id';
  const total =
    counted === 'form'
      ? `SELECT coalesce(sum(last), 0) AS count FROM counters
          WHERE tenant_id = $1 AND (scope = ${bind(`records:${query.formId}`)}
                OR scope LIKE 'records:' || ${bind(query.formId)} || ':%')`
      : counted === 'found'
        ? `SELECT count(*) AS count FROM (SELECT 1 FROM found LIMIT ${COUNT_CAP + 1}) matching`
        : `SELECT count(*) AS count
             FROM (SELECT 1 FROM ${from} WHERE ${where.sql} LIMIT ${COUNT_CAP + 1}) matching`;
  // The words are marked as either configuration reads them (see search_terms, migration 017).
  const searched = search
    ? `concat_ws(' ', p.subject, (SELECT string_agg(e.value, ' ')
        FROM jsonb_each_text(p.field_values) e WHERE e.key = ANY(${bind(search.typedFields)}::text[])))`
    : '';
  const marked = (config: string) =>
    `ts_headline('${config}', ${searched}, ${tsquery},
                 'HighlightAll=true, StartSel=' || chr(2) || ', StopSel=' || chr(3))`;
  const headline = search ? `${marked('custodia_es')} || ' ' || ${marked('spanish')}` : 'NULL';
  // Found only by the text of its files: its terms without those of weight D would not match.
  // Asked of the page's rows alone, each through its terms' key.
  const inFiles = search
    ? `NOT p.by_number AND NOT (SELECT ts_filter(t.terms, '{a,b,c}') @@ ${tsquery} FROM record_terms t
                                 WHERE t.tenant_id = p.tenant_id AND t.record_id = p.id)`
    : 'NULL';
  // The shown values are read by key, each into a column of its own (v0, v1, … in the order of
  // shownFields): plain text. Built into one jsonb object per row, written out as JSON and parsed
  // again, they cost a list's request a quarter of PostgreSQL's time and a seventh of Node's
  // (decision 61).
  // A list field's item is named by a join on the item id its page row carries: read there, the
  // join's condition is a bare uuid equality, leakproof, which row-level security lets the planner
  // join on (decision 42). Read from the values inside the condition, it was a filter over every
  // item of the company, for every row of the page.
  const keys = query.shownFields.map(bind);
  const items = query.listFields.map((id, index) => ({
    key: keys[query.shownFields.indexOf(id)] ?? bind(id),
    id: `item${index}`,
    item: `i${index}`,
  }));
  const value = (key: string) => {
    const stored = `p.field_values ->> ${key}::text`;
    const item = items.find((listed) => listed.key === key)?.item;
    return item ? `coalesce(${item}.name, ${stored})` : stored;
  };
  const rows = await tx.query<PageRow>(
    `WITH ${search ? `found AS MATERIALIZED (${found(search, tsquery as string)}),` : ''}
     total AS (${total}),
     page AS (
       SELECT r.tenant_id, r.id, r.form_id, r.number, r.status, r.subject, r.support_type,
              r.created_at, r.created_by, r.field_values${search ? ', s.rank, s.by_number' : ''}
              ${items.map(({ key, id }) => `, (r.field_values ->> ${key}::text)::uuid AS ${id}`).join('')}
         FROM ${from} WHERE ${where.sql}
        ORDER BY ${orderOf(query, 's')} LIMIT ${limit} OFFSET ${pagedInFound ? 0 : offset})
     SELECT t.count AS total, p.id, p.form_id, p.number, p.status, p.subject, p.support_type,
            p.created_at, p.created_by, u.user_name,
            ${keys.map((key, index) => `${value(key)} AS v${index},`).join(' ')}
            ${headline} AS headline, ${inFiles} AS matched_in_files
       FROM total t
       LEFT JOIN (page p
         JOIN users u ON u.tenant_id = p.tenant_id AND u.id = p.created_by
         ${items
           .map(
             ({ id, item }) =>
               `LEFT JOIN list_items ${item} ON ${item}.tenant_id = p.tenant_id AND ${item}.id = p.${id}`,
           )
           .join('\n')}) ON true
      ORDER BY ${orderOf(query, 'p', 'p')}`,
    params,
  );
  const count = Number(rows[0]?.total ?? 0);
  // A whole form's count is exact at any size; matches are counted up to the cap.
  const capped = counted !== 'form' && count > COUNT_CAP;
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => Object.assign(row, { field_values: shownValues(row, query.shownFields) })),
    count: capped ? COUNT_CAP : count,
    capped,
  };
}

/** What the records the actor may read are: those of some forms, and their own in others. */
export type ReadableScope = { readAll: string[] | null; readOwn: string[]; actorId: string };

export type NumberedRecordRow = RecordRow & { created_by: string; form: FormSubject };

/**
 * The company's record with this number, in a form not deleted: one probe of the unique number.
 * Whether the actor may read it is the records policy's to say (`filedRecord.view`).
 */
export async function recordWithNumber(
  tx: Sql,
  tenantId: string,
  number: string,
): Promise<NumberedRecordRow | undefined> {
  const [row] = await tx.query<NumberedRecordRow>(
    `SELECT r.id, r.form_id, r.number, r.status, r.subject, r.support_type,
            r.document_date::text AS document_date, r.field_values, r.created_by, r.created_at,
            u.user_name, json_build_object('id', f.id, 'status', f.status) AS form
       FROM records r
       JOIN forms f ON f.tenant_id = r.tenant_id AND f.id = r.form_id
            AND f.status <> ${FormStatus.deleted}
       JOIN users u ON u.tenant_id = r.tenant_id AND u.id = r.created_by
      WHERE r.tenant_id = $1 AND r.number = $2`,
    [tenantId, number],
  );
  return row;
}
