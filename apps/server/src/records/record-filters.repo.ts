import type {
  ControlTypeValue,
  FilterCriterion,
  FilterOperator,
  RecordDatum,
  RecordFilter,
} from '@custodia/contracts';

/**
 * A record filter as SQL over `records r` (decision 42). Criteria on field values and on the
 * subject read `record_values`, whose typed, folded copies are compared with leakproof operators
 * only (=, <, >=), so their indexes are used under row-level security: "starts with p" is the
 * range [p, next_text(p)), "ends with" the same range over the reversed text. "Contains" has no
 * such form and filters the rows the other criteria leave. "Not equal" is "does not hold the
 * value", so a record without one matches it.
 */

/** A search field as its criteria read it. */
export type SearchField = {
  id: string;
  control: ControlTypeValue;
  /** The list a combobox draws its items from. */
  listId: string | null;
  /** The two fields of the looked-up form a lookup shows. */
  lookupFields: string[];
};

export type FilterContext = {
  tenantId: string;
  /** The company's time zone: a moment compares by the day it falls on there. */
  timeZone: string;
  fields: ReadonlyMap<string, SearchField>;
};

/** Adds a parameter and answers its placeholder ($n). */
export type Bind = (value: unknown) => string;

/** The subject is kept in record_values under the nil field id (migration 017). */
const SUBJECT_KEY = '00000000-0000-0000-0000-000000000000';

type Positive = Exclude<FilterOperator, 'ne'>;

/** Folded text columns of a record_values alias, compared through their indexes. */
function indexedText(alias: string, operator: Positive, value: string): string {
  const folded = `fold(${value})`;
  switch (operator) {
    case 'starts':
      return `${alias}.text_key >= ${folded} AND ${alias}.text_key < next_text(${folded})`;
    case 'ends': {
      const reversed = `reverse(${folded})`;
      return `${alias}.text_key_reversed >= ${reversed} AND ${alias}.text_key_reversed < next_text(${reversed})`;
    }
    case 'contains':
      return `strpos(${alias}.text_value, ${folded}) > 0`;
    default:
      return `${alias}.text_key = ${folded}`;
  }
}

/** A text read in place (a list item's name, a login name): small sets, no index needed. */
function textIn(expression: string, operator: Positive, value: string): string {
  const folded = `fold(${value})`;
  switch (operator) {
    case 'starts':
      return `starts_with(${expression}, ${folded})`;
    case 'ends':
      return `right(${expression}, length(${folded})) = ${folded}`;
    case 'contains':
      return `strpos(${expression}, ${folded}) > 0`;
    default:
      return `${expression} = ${folded}`;
  }
}

const comparison: Record<'eq' | 'gt' | 'gte' | 'lt' | 'lte', string> = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

/**
 * A moment compared by its day in the company's time zone: "on day d" is [start(d), start(d+1)),
 * "after d" from start(d+1), "before d" up to start(d).
 */
function byDay(column: string, operator: Positive, day: string, zone: string): string {
  const start = (offset: number) =>
    `((${day}::date + ${offset})::timestamp AT TIME ZONE ${zone}::text)`;
  switch (operator) {
    case 'gt':
      return `${column} >= ${start(1)}`;
    case 'gte':
      return `${column} >= ${start(0)}`;
    case 'lt':
      return `${column} < ${start(0)}`;
    case 'lte':
      return `${column} < ${start(1)}`;
    default:
      return `${column} >= ${start(0)} AND ${column} < ${start(1)}`;
  }
}

/** The records holding a value of `field` that passes `test` (over the alias v). */
function holding(context: FilterContext, bind: Bind, field: string, test: string): string {
  return `r.id IN (SELECT v.record_id FROM record_values v
    WHERE v.tenant_id = ${bind(context.tenantId)} AND v.field_id = ${bind(field)} AND ${test})`;
}

/** The test of one value of a search field, as its control stores it. */
function fieldTest(
  context: FilterContext,
  bind: Bind,
  field: SearchField,
  operator: Positive,
  value: string,
): string {
  switch (field.control) {
    case 'numeric':
      return `v.number_value ${comparison[operator as keyof typeof comparison]} ${bind(value)}::bigint`;
    case 'datepicker':
      return `v.day_value ${comparison[operator as keyof typeof comparison]} ${bind(value)}::date`;
    case 'datetimepicker':
      return byDay('v.moment_value', operator, bind(value), bind(context.timeZone));
    case 'combobox':
      // Spec §2: a filter names the list item, filing stores its id.
      return `v.ref_id IN (SELECT i.id FROM list_items i
        WHERE i.tenant_id = ${bind(context.tenantId)} AND i.list_id = ${bind(field.listId)}
          AND ${textIn('fold(i.name)', operator, bind(value))})`;
    case 'lookup':
      // A looked-up record is named by either of the two values the lookup shows of it.
      return `v.ref_id IN (SELECT w.record_id FROM record_values w
        WHERE w.tenant_id = ${bind(context.tenantId)} AND w.field_id = ANY(${bind(field.lookupFields)}::uuid[])
          AND ${indexedText('w', operator, bind(value))})`;
    default:
      return indexedText('v', operator, bind(value));
  }
}

/** The test of one of the record's own data, over `records r`. */
function datumTest(
  context: FilterContext,
  bind: Bind,
  datum: RecordDatum,
  operator: Positive,
  value: string,
): string {
  switch (datum) {
    case 'number':
      // Numbers are digits and hyphens: folding leaves them as they are.
      if (operator === 'starts') {
        const prefix = bind(value);
        return `r.number COLLATE "C" >= ${prefix} AND r.number COLLATE "C" < next_text(${prefix})`;
      }
      return operator === 'eq'
        ? `r.number = ${bind(value)}`
        : textIn('r.number', operator, bind(value));
    case 'subject':
      return holding(context, bind, SUBJECT_KEY, indexedText('v', operator, bind(value)));
    case 'filer':
      // A login name as forms show it (spec §3): without the company's domain.
      return `r.created_by IN (SELECT u.id FROM users u
        WHERE u.tenant_id = ${bind(context.tenantId)} AND ${textIn("fold(split_part(u.user_name, '@', 1))", operator, bind(value))})`;
    case 'filed_on':
      return byDay('r.created_at', operator, bind(value), bind(context.timeZone));
    case 'document_date':
      return `r.document_date ${comparison[operator as keyof typeof comparison]} ${bind(value)}::date`;
    case 'support_type':
      return `r.support_type = ${bind(value)}::smallint`;
  }
}

/** One criterion as a condition on `records r`; "not equal" is the negation of "equal". */
function criterionSql(context: FilterContext, bind: Bind, criterion: FilterCriterion): string {
  const { field, value } = criterion;
  const negated = criterion.operator === 'ne';
  const operator: Positive = negated ? 'eq' : (criterion.operator as Positive);
  const searchField = context.fields.get(field);
  const test = searchField
    ? holding(context, bind, field, fieldTest(context, bind, searchField, operator, value))
    : datumTest(context, bind, field as RecordDatum, operator, value);
  return negated ? `NOT (${test})` : `(${test})`;
}

/**
 * The filter's criteria joined by AND or OR, or null when it has none. Every criterion's field
 * must be a datum or one of `context.fields` (the service checked it with recordFilterSchema).
 */
export function criteriaSql(
  context: FilterContext,
  bind: Bind,
  filter: Pick<RecordFilter, 'criteria' | 'join'>,
): string | null {
  if (filter.criteria.length === 0) return null;
  const conditions = filter.criteria.map((criterion) => criterionSql(context, bind, criterion));
  return `(${conditions.join(filter.join === 'or' ? ' OR ' : ' AND ')})`;
}
