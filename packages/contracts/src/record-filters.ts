import { z } from 'zod';
import { Uuid } from './common-schemas.ts';
import type { ControlTypeValue } from './form-fields.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';

/**
 * Record filters (spec §5 record filter): up to 3 criteria over the form's search fields and the
 * record's own data, combined with AND or OR, beside an optional full-text search. The web builds
 * them, the URL carries them, the server translates them into SQL: one vocabulary for the three.
 */
export const FilterOperator = z.enum([
  'eq',
  'ne',
  'starts',
  'ends',
  'contains',
  'gt',
  'gte',
  'lt',
  'lte',
]);
export type FilterOperator = z.infer<typeof FilterOperator>;

/** The record's own data a criterion may ask about, beside the form's search fields. */
export const RecordDatum = z.enum([
  'number',
  'filed_on',
  'document_date',
  'subject',
  'support_type',
  'filer',
]);
export type RecordDatum = z.infer<typeof RecordDatum>;

/**
 * How a criterion reads its value: folded text (case and accents aside; list items and looked-up
 * records by their names), a whole number, a day ('YYYY-MM-DD'; a moment is read as its day in
 * the company's time zone), or one of the support types.
 */
export type CriterionKind = 'text' | 'integer' | 'day' | 'support';

/** The operators that fit each kind: text is not "greater", a day does not "contain". */
export const operatorsOf: Record<CriterionKind, readonly FilterOperator[]> = {
  text: ['eq', 'ne', 'starts', 'ends', 'contains'],
  integer: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
  day: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'],
  support: ['eq', 'ne'],
};

export const kindOfDatum: Record<RecordDatum, CriterionKind> = {
  number: 'text',
  subject: 'text',
  filer: 'text',
  filed_on: 'day',
  document_date: 'day',
  support_type: 'support',
};

/** A search field's kind, by the control it is drawn with; a label holds no value. */
export function kindOfControl(control: ControlTypeValue): CriterionKind | null {
  switch (control) {
    case 'numeric':
      return 'integer';
    case 'datepicker':
    case 'datetimepicker':
      return 'day';
    case 'label':
      return null;
    default:
      return 'text';
  }
}

const searchValue = message('validation.between', limits.searchValue);

export const FilterCriterion = z.object({
  /** A search field's id, or one of the record's own data. */
  field: z.union([RecordDatum, Uuid], { error: 'fieldRequired' }),
  operator: FilterOperator,
  /** Spec §5: the data to query is required, 1–30 characters. */
  value: z
    .string({ error: 'fieldRequired' })
    .trim()
    .min(1, { error: 'fieldRequired', abort: true })
    .max(limits.searchValue.max, { error: searchValue }),
});
export type FilterCriterion = z.infer<typeof FilterCriterion>;

export const FilterJoin = z.enum(['and', 'or']);
export type FilterJoin = z.infer<typeof FilterJoin>;

/**
 * What a filtered list asks: the criteria, how they combine, and the words of a full-text search
 * (empty for none). Spec §5: at most 3 criteria, none twice; a criterion is its field and
 * operator, so a range asks the same field twice with two operators.
 */
export const RecordFilterInput = z
  .object({
    criteria: z
      .array(FilterCriterion)
      .max(limits.filterCriteria, {
        error: message('validation.maxItems', { max: limits.filterCriteria }),
      })
      .default([]),
    join: FilterJoin.default('and'),
    text: z.string().trim().max(limits.searchText, { error: 'validation.tooLong' }).default(''),
  })
  .superRefine((filter, ctx) => {
    const seen = new Set<string>();
    filter.criteria.forEach((criterion, index) => {
      const key = `${criterion.field} ${criterion.operator}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['criteria', index, 'field'],
          message: 'validation.duplicateCriterion',
        });
      }
      seen.add(key);
    });
  });
export type RecordFilterInput = z.input<typeof RecordFilterInput>;
export type RecordFilter = z.output<typeof RecordFilterInput>;

/** A whole number as a numeric field holds it (spec §5: up to 18 digits). */
const integerValue = /^-?[0-9]{1,18}$/;
const dayValue = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(value: string): boolean {
  const parts = dayValue.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Why a value cannot be compared as its kind, as a message key; null when it can. */
export function criterionValueProblem(kind: CriterionKind, value: string): string | null {
  switch (kind) {
    case 'integer':
      return integerValue.test(value) ? null : 'validation.integer';
    case 'day':
      return isDay(value) ? null : 'validation.date';
    case 'support':
      return ['1', '2', '3'].includes(value) ? null : 'validation.invalid';
    case 'text':
      return null;
  }
}

/**
 * The filter schema of one form, given the kind of each of its search fields: a criterion must
 * name a search field or a datum, with an operator that fits it and a value of its kind. The web
 * and the server build it alike, so a filter the screen lets through is one the server takes.
 */
export function recordFilterSchema(fieldKinds: Readonly<Record<string, CriterionKind>>) {
  return RecordFilterInput.superRefine((filter, ctx) => {
    filter.criteria.forEach((criterion, index) => {
      const path = ['criteria', index];
      const kind =
        kindOfDatum[criterion.field as RecordDatum] ?? fieldKinds[criterion.field] ?? null;
      if (kind === null) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'field'],
          message: 'validation.notSearchField',
        });
        return;
      }
      if (!operatorsOf[kind].includes(criterion.operator)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'operator'],
          message: 'validation.operatorNotFit',
        });
      }
      const problem = criterionValueProblem(kind, criterion.value);
      if (problem) ctx.addIssue({ code: 'custom', path: [...path, 'value'], message: problem });
    });
  });
}

// ── The filter in the address ──────────────────────────────────────────────────────────────────

/**
 * The `{query}` segment of `/record/list/forms/filters/{id}/{query}`: the filter as a query
 * string (`j=and&t=solicitud&f=subject&o=contains&v=queja`, one f/o/v triple per criterion), so a
 * filtered list can be bookmarked and shared and still reads as what it asks.
 */
export function encodeRecordFilter(filter: RecordFilterInput): string {
  const params = new URLSearchParams();
  params.set('j', filter.join ?? 'and');
  if (filter.text) params.set('t', filter.text);
  for (const criterion of filter.criteria ?? []) {
    params.append('f', criterion.field);
    params.append('o', criterion.operator);
    params.append('v', criterion.value);
  }
  return params.toString();
}

/** The filter a `{query}` segment carries; an empty one for a segment that is not a filter. */
export function decodeRecordFilter(segment: string | undefined): RecordFilter {
  const params = new URLSearchParams(segment ?? '');
  const [fields, operators, values] = [params.getAll('f'), params.getAll('o'), params.getAll('v')];
  const parsed = RecordFilterInput.safeParse({
    join: params.get('j') ?? undefined,
    text: params.get('t') ?? undefined,
    criteria: fields.map((field, index) => ({
      field,
      operator: operators[index],
      value: values[index],
    })),
  });
  return parsed.success ? parsed.data : { criteria: [], join: 'and', text: '' };
}
