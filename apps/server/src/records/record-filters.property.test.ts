import {
  api,
  type FieldDefinitionDto,
  type FilterCriterion,
  type FilterOperator,
  type FormDto,
  operatorsOf,
  type RecordDto,
  type RecordFilter,
  type RecordListDto,
} from '@custodia/contracts';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  combobox,
  datepicker,
  designForm,
  listWithItems,
  numeric,
  textbox,
} from '../../test/form-fixtures.ts';
import { useCompanyServer } from '../../test/test-server.ts';

/**
 * The filter → SQL translation against an evaluation of the same filter in memory: random records
 * over a few letters (accents, ñ and the LIKE wildcards among them), random filters of every
 * operator, and the same records found both ways.
 */
const t = useCompanyServer('filter-properties.co');
const { asAdmin } = t;

const letters = ['a', 'á', 'B', 'ñ', 'N', 'o', 'Ó', 'ü', '%', '_', ' ', '-'];
const itemNames = ['Ñandú', 'nube', 'Óleo', 'Ola'];
const days = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'];

/** As the database folds text (unaccent, then lower) for these letters. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const word = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...letters), { minLength: min, maxLength: max })
    .map((chars) => chars.join('').trim())
    .filter((text) => [...text].length >= min);

type Kind = 'text' | 'integer' | 'day' | 'item' | 'subject' | 'support' | 'document';

/** One record as filed: what each criterion reads of it (absent when the field is empty). */
type Sample = {
  subject: string;
  support: string;
  document: string;
  text?: string;
  integer?: string;
  day?: string;
  item?: string;
};

const sample: fc.Arbitrary<Sample> = fc.record(
  {
    subject: word(4, 8),
    support: fc.constantFrom('1', '2', '3'),
    document: fc.constantFrom(...days),
    text: word(1, 6),
    integer: fc.integer({ min: -3, max: 3 }).map(String),
    day: fc.constantFrom(...days),
    item: fc.constantFrom(...itemNames),
  },
  { requiredKeys: ['subject', 'support', 'document'] },
);

let form: FormDto;
let fieldOf: Record<'text' | 'integer' | 'day' | 'item', string>;
let itemIds: Record<string, string>;
const filed: { record: RecordDto; sample: Sample }[] = [];

/** The criterion's field in the API, by the kind of datum it reads. */
const fieldName = (kind: Kind): string =>
  ({ subject: 'subject', support: 'support_type', document: 'document_date' })[kind as 'subject'] ??
  fieldOf[kind as keyof typeof fieldOf];

const kindOperators: Record<Kind, readonly FilterOperator[]> = {
  text: operatorsOf.text,
  item: operatorsOf.text,
  subject: operatorsOf.text,
  integer: operatorsOf.integer,
  day: operatorsOf.day,
  document: operatorsOf.day,
  support: operatorsOf.support,
};

const valueFor: Record<Kind, fc.Arbitrary<string>> = {
  text: word(1, 3),
  item: word(1, 3),
  subject: word(1, 3),
  integer: fc.integer({ min: -4, max: 4 }).map(String),
  day: fc.constantFrom(...days, '2025-12-31', '2026-01-05'),
  document: fc.constantFrom(...days),
  support: fc.constantFrom('1', '2', '3'),
};

type Criterion = { kind: Kind; operator: FilterOperator; value: string };

const criterion: fc.Arbitrary<Criterion> = fc
  .constantFrom<Kind>('text', 'integer', 'day', 'item', 'subject', 'support', 'document')
  .chain((kind) =>
    fc.record({
      kind: fc.constant(kind),
      operator: fc.constantFrom(...kindOperators[kind]),
      value: valueFor[kind],
    }),
  );

const filterOf = fc.record({
  criteria: fc.uniqueArray(criterion, {
    maxLength: 3,
    selector: (one) => `${one.kind} ${one.operator}`,
  }),
  join: fc.constantFrom<RecordFilter['join']>('and', 'or'),
});

/** What a record holds for a kind of datum, folded as comparisons read it. */
function heldBy(record: Sample, kind: Kind): string | undefined {
  const held = {
    text: record.text,
    item: record.item,
    subject: record.subject,
    integer: record.integer,
    day: record.day,
    document: record.document,
    support: record.support,
  }[kind];
  return held === undefined
    ? undefined
    : kind === 'text' || kind === 'item' || kind === 'subject'
      ? fold(held)
      : held;
}

function compare(held: string, value: string, kind: Kind): number {
  if (kind === 'integer') return Math.sign(Number(held) - Number(value));
  return held < value ? -1 : held > value ? 1 : 0;
}

/** The filter's meaning, in memory: "not equal" holds where "equal" does not, empty included. */
function holds(record: Sample, { kind, operator, value }: Criterion): boolean {
  if (operator === 'ne') return !holds(record, { kind, operator: 'eq', value });
  const held = heldBy(record, kind);
  if (held === undefined) return false;
  const wanted = kind === 'text' || kind === 'item' || kind === 'subject' ? fold(value) : value;
  switch (operator) {
    case 'starts':
      return held.startsWith(wanted);
    case 'ends':
      return held.endsWith(wanted);
    case 'contains':
      return held.includes(wanted);
    case 'gt':
      return compare(held, wanted, kind) > 0;
    case 'gte':
      return compare(held, wanted, kind) >= 0;
    case 'lt':
      return compare(held, wanted, kind) < 0;
    case 'lte':
      return compare(held, wanted, kind) <= 0;
    default:
      return compare(held, wanted, kind) === 0;
  }
}

beforeAll(async () => {
  const list = await listWithItems(asAdmin, 'Ítems de la propiedad', itemNames);
  itemIds = list.items;
  const designed = await designForm(asAdmin, [
    textbox('Texto', { search_field: true }),
    numeric('Entero', { allowed_negative: true, search_field: true }),
    datepicker('Día', { search_field: true }),
    combobox('Ítem', list.id, { search_field: true }),
  ]);
  form = designed.form;
  const [text, integer, day, item] = designed.fields as FieldDefinitionDto[];
  fieldOf = {
    text: text?.id,
    integer: integer?.id,
    day: day?.id,
    item: item?.id,
  } as typeof fieldOf;
  for (const one of fc.sample(sample, { numRuns: 30, seed: 42 })) {
    const answer = await asAdmin(api.records.file, {
      params: { id: form.id },
      body: {
        subject: one.subject,
        support_type: Number(one.support),
        document_date: one.document,
        values: {
          [fieldOf.text]: one.text,
          [fieldOf.integer]: one.integer,
          [fieldOf.day]: one.day,
          [fieldOf.item]: one.item && itemIds[one.item],
        },
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    filed.push({ record: answer.json(), sample: one });
  }
}, 60_000);

describe('the filter translated into SQL', () => {
  it('finds exactly the records the same filter finds in memory', async () => {
    await fc.assert(
      fc.asyncProperty(filterOf, async ({ criteria, join }) => {
        const answer = await asAdmin(api.records.searchFilter, {
          params: { id: form.id },
          query: { per_page: 100 },
          body: {
            join,
            criteria: criteria.map(
              (one): FilterCriterion => ({
                field: fieldName(one.kind),
                operator: one.operator,
                value: one.value,
              }),
            ),
          },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        const found = (answer.json() as RecordListDto).items.map((row) => row.id).sort();
        const expected = filed
          .filter(({ sample: one }) =>
            criteria.length === 0
              ? true
              : join === 'and'
                ? criteria.every((each) => holds(one, each))
                : criteria.some((each) => holds(one, each)),
          )
          .map(({ record }) => record.id)
          .sort();
        expect(found).toEqual(expected);
      }),
      { numRuns: 150, seed: 7 },
    );
  }, 120_000);
});
