import type { ErrorName } from './errors.ts';
import { limits } from './limits.ts';
import { message } from './messages.ts';
import {
  type CriterionKind,
  criterionValueProblem,
  type FilterJoin,
  type FilterOperator,
  kindOfDatum,
  operatorsOf,
  type RecordDatum,
} from './record-filters.ts';
import { searchable } from './search-text.ts';

/**
 * The conditions on an exclusive gateway's outgoing flows (spec §5, ARCHITECTURE §7): a record
 * filter written as text, read by this hand-written parser and evaluated over typed values, never
 * by eval or a script language. The grammar:
 *
 *   condition := criterion (join criterion){0,2}        one kind of join throughout
 *   criterion := field operator value
 *   field     := [any label text] | word                 `[Form / Label]` names a data form's field
 *   operator  := = | != | <> | > | >= | < | <= | contiene | empieza por | termina en | …
 *   value     := integer | "text" | YYYY-MM-DD           text escapes \" and \\
 *   join      := y | and | et    or    o | or | ou
 *
 * A bare word is one of the record's own data when `datumWords` has it (asunto, subject, objet …),
 * else a field label, its underscores read as spaces; brackets always name a field label, so a
 * field labelled "Asunto" is `[Asunto]`.
 */

/** The words of the record's own data in Spanish, English and French, folded. */
const datumWords: Readonly<Record<string, RecordDatum>> = {
  asunto: 'subject',
  subject: 'subject',
  objet: 'subject',
  radicado: 'number',
  number: 'number',
  numero: 'number',
  fecha_documento: 'document_date',
  document_date: 'document_date',
  date_document: 'document_date',
  fecha_radicacion: 'filed_on',
  filed_on: 'filed_on',
  date_enregistrement: 'filed_on',
  tipo_soporte: 'support_type',
  support_type: 'support_type',
  type_support: 'support_type',
  radicador: 'filer',
  filer: 'filer',
  deposant: 'filer',
};

/** Worded operators, folded; those of two words are looked up with both. */
const operatorWords: Readonly<Record<string, FilterOperator>> = {
  contiene: 'contains',
  contains: 'contains',
  contient: 'contains',
  'empieza por': 'starts',
  'comienza con': 'starts',
  'starts with': 'starts',
  'commence par': 'starts',
  'termina en': 'ends',
  'ends with': 'ends',
  'finit par': 'ends',
};

const symbolOperators: Readonly<Record<string, FilterOperator>> = {
  '=': 'eq',
  '!=': 'ne',
  '<>': 'ne',
  '>': 'gt',
  '>=': 'gte',
  '<': 'lt',
  '<=': 'lte',
};

const joinWords: Readonly<Record<string, FilterJoin>> = {
  y: 'and',
  and: 'and',
  et: 'and',
  o: 'or',
  or: 'or',
  ou: 'or',
};

/** Where a field names what it compares: one of the record's own data, or a field's label. */
export type ConditionFieldReference = { datum: RecordDatum } | { label: string; bare: boolean };

/** A literal as written: its type decides the kinds of field it fits. */
export type ConditionValue = { type: 'integer' | 'text' | 'day'; value: string };

export type ConditionCriterion = {
  field: ConditionFieldReference;
  operator: FilterOperator;
  value: ConditionValue;
  /** Where the field, operator and value start in the text, for the problems found later. */
  at: { field: number; operator: number; value: number };
};

export type Condition = { join: FilterJoin; criteria: ConditionCriterion[] };

/**
 * What is wrong and where (a UTF-16 offset into the text): `key` is a catalogue key, possibly
 * with parameters (`conditions.unknownField?field=Monto`); `error` is the refusal it means.
 */
export type ConditionProblem = {
  key: string;
  at: number;
  error: Extract<ErrorName, 'conditionUnreadable' | 'conditionFieldUnknown' | 'conditionNotFit'>;
};

export type ConditionResult<T> =
  | { ok: true; condition: T }
  | { ok: false; problem: ConditionProblem };

/**
 * A field a condition may name: one of the record form's fields, or one of a step's data form
 * (`form_name` lets `[Form / Label]` tell apart fields labelled alike). The record's own data are
 * not listed: the parser knows them.
 */
export type ConditionField = {
  id: string;
  label: string;
  kind: CriterionKind;
  source: 'record' | 'data_form';
  form_name?: string;
};

/** A criterion bound to its field: the id is a field's, or the datum's name ('subject'). */
export type ResolvedCriterion = {
  fieldId: string;
  kind: CriterionKind;
  operator: FilterOperator;
  value: string;
};

export type ResolvedCondition = { join: FilterJoin; criteria: ResolvedCriterion[] };

// ── Reading ────────────────────────────────────────────────────────────────────────────────────

type Token = {
  type: 'word' | 'field' | 'text' | 'integer' | 'day' | 'symbol' | 'end';
  text: string;
  at: number;
};

class Unreadable extends Error {
  constructor(
    readonly key: string,
    readonly at: number,
  ) {
    super(key);
  }
}

const wordPattern = /[\p{L}\p{M}\p{N}_]+/uy;
const dayPattern = /\d{4}-\d{2}-\d{2}(?![\p{L}\p{M}\p{N}_])/uy;
const integerPattern = /-?\d+(?![\p{L}\p{M}\p{N}_])/uy;
const symbolPattern = /!=|<>|>=|<=|=|>|</y;

function sticky(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}

/** A quoted text or a bracketed label from `at` (its opening mark), unescaped. */
function enclosed(text: string, at: number, close: string, unclosed: string): [string, number] {
  let read = '';
  let index = at + 1;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === close) return [read, index + 1];
    if (char === '\\') {
      const next = text[index + 1];
      if (next !== close && next !== '\\') throw new Unreadable('conditions.badEscape', index);
      read += next;
      index += 2;
    } else {
      read += char;
      index += 1;
    }
  }
  throw new Unreadable(unclosed, at);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] as string;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if (char === '"' || char === '[') {
      const [read, next] =
        char === '"'
          ? enclosed(text, at, '"', 'conditions.unclosedText')
          : enclosed(text, at, ']', 'conditions.unclosedField');
      if (char === '[' && read.trim() === '') throw new Unreadable('conditions.emptyField', at);
      tokens.push({ type: char === '"' ? 'text' : 'field', text: read, at });
      at = next;
      continue;
    }
    const day = sticky(dayPattern, text, at);
    const integer = day ? null : sticky(integerPattern, text, at);
    if (day || integer) {
      const read = (day ?? integer) as string;
      if (integer && integer.replace('-', '').length > 18) {
        throw new Unreadable('conditions.integerTooLong', at);
      }
      tokens.push({ type: day ? 'day' : 'integer', text: read, at });
      at += read.length;
      continue;
    }
    const word = sticky(wordPattern, text, at);
    const read = word ?? sticky(symbolPattern, text, at);
    if (!read) throw new Unreadable(message('conditions.unexpected', { text: char }), at);
    tokens.push({ type: word ? 'word' : 'symbol', text: read, at });
    at += read.length;
  }
  tokens.push({ type: 'end', text: '', at: text.length });
  return tokens;
}

/** The tokens read one after another; past the end, the end again. */
class Reader {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}
  peek(ahead = 0): Token {
    return (this.tokens[this.index + ahead] ?? this.tokens.at(-1)) as Token;
  }
  take(count = 1): void {
    this.index += count;
  }
}

function readField(reader: Reader): ConditionFieldReference {
  const token = reader.peek();
  if (token.type === 'field') {
    reader.take();
    return { label: token.text, bare: false };
  }
  if (token.type !== 'word') throw new Unreadable('conditions.expectedField', token.at);
  reader.take();
  const datum = datumWords[searchable(token.text)];
  return datum ? { datum } : { label: token.text, bare: true };
}

function readOperator(reader: Reader): FilterOperator {
  const token = reader.peek();
  if (token.type === 'symbol' && symbolOperators[token.text]) {
    reader.take();
    return symbolOperators[token.text] as FilterOperator;
  }
  if (token.type === 'word') {
    const next = reader.peek(1);
    const twoWords =
      next.type === 'word' && operatorWords[searchable(`${token.text} ${next.text}`)];
    if (twoWords) {
      reader.take(2);
      return twoWords;
    }
    const oneWord = operatorWords[searchable(token.text)];
    if (oneWord) {
      reader.take();
      return oneWord;
    }
  }
  throw new Unreadable('conditions.expectedOperator', token.at);
}

function readValue(reader: Reader): ConditionValue {
  const token = reader.peek();
  if (token.type === 'integer' || token.type === 'text' || token.type === 'day') {
    reader.take();
    return { type: token.type, value: token.text };
  }
  // A word where a value goes is most likely a text whose quotes were forgotten.
  const key = token.type === 'word' ? 'conditions.quoteText' : 'conditions.expectedValue';
  throw new Unreadable(key, token.at);
}

function readCriterion(reader: Reader): ConditionCriterion {
  const fieldAt = reader.peek().at;
  const field = readField(reader);
  const operatorAt = reader.peek().at;
  const operator = readOperator(reader);
  const valueAt = reader.peek().at;
  const value = readValue(reader);
  return { field, operator, value, at: { field: fieldAt, operator: operatorAt, value: valueAt } };
}

function readCondition(text: string): Condition {
  const reader = new Reader(tokenize(text));
  if (reader.peek().type === 'end') throw new Unreadable('conditions.empty', 0);
  const criteria = [readCriterion(reader)];
  let join: FilterJoin | null = null;
  for (let token = reader.peek(); token.type !== 'end'; token = reader.peek()) {
    const next = token.type === 'word' ? joinWords[searchable(token.text)] : undefined;
    if (!next) throw new Unreadable('conditions.expectedJoin', token.at);
    if (join && next !== join) throw new Unreadable('conditions.mixedJoins', token.at);
    if (criteria.length === limits.filterCriteria) {
      throw new Unreadable(
        message('conditions.tooManyCriteria', { max: limits.filterCriteria }),
        token.at,
      );
    }
    join = next;
    reader.take();
    criteria.push(readCriterion(reader));
  }
  return { join: join ?? 'and', criteria };
}

/** Reads a condition's text, or says what keeps it from being read and where. */
export function parseCondition(text: string): ConditionResult<Condition> {
  try {
    return { ok: true, condition: readCondition(text) };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { ok: false, problem: { key: error.key, at: error.at, error: 'conditionUnreadable' } };
  }
}

// ── Binding to the fields ──────────────────────────────────────────────────────────────────────

/** A name as conditions compare it: folded, its spaces collapsed. */
const sameName = (name: string) => searchable(name).replace(/\s+/g, ' ').trim();

/**
 * The fields a label names: by the whole text, by the text with underscores as spaces when it was
 * written bare, and, at each '/', as the label of a field of the form named before it.
 */
function fieldsNamed(
  reference: { label: string; bare: boolean },
  fields: readonly ConditionField[],
): ConditionField[] {
  const names = new Set([sameName(reference.label)]);
  if (reference.bare) names.add(sameName(reference.label.replaceAll('_', ' ')));
  const found = new Map<string, ConditionField>();
  const add = (field: ConditionField) => found.set(`${field.source} ${field.id}`, field);
  for (const field of fields) {
    if (names.has(sameName(field.label))) add(field);
  }
  [...reference.label.matchAll(/\//g)].forEach(({ index }) => {
    const form = sameName(reference.label.slice(0, index));
    const label = sameName(reference.label.slice(index + 1));
    for (const field of fields) {
      if (field.form_name !== undefined && sameName(field.form_name) === form) {
        if (sameName(field.label) === label) add(field);
      }
    }
  });
  return [...found.values()];
}

/** The literal type a value of each kind is written as: support types by their number. */
const literalOf: Record<CriterionKind, ConditionValue['type']> = {
  text: 'text',
  integer: 'integer',
  day: 'day',
  support: 'integer',
};

const wrongLiteral: Record<CriterionKind, string> = {
  text: 'conditions.quoteText',
  integer: 'validation.integer',
  day: 'validation.date',
  support: 'validation.invalid',
};

function resolveCriterion(
  criterion: ConditionCriterion,
  fields: readonly ConditionField[],
): ResolvedCriterion | ConditionProblem {
  const { field, operator, value, at } = criterion;
  let bound: { id: string; kind: CriterionKind };
  if ('datum' in field) {
    bound = { id: field.datum, kind: kindOfDatum[field.datum] };
  } else {
    const named = fieldsNamed(field, fields);
    if (named.length !== 1) {
      const key = named.length === 0 ? 'conditions.unknownField' : 'conditions.ambiguousField';
      return {
        key: message(key, { field: field.label }),
        at: at.field,
        error: 'conditionFieldUnknown',
      };
    }
    bound = named[0] as ConditionField;
  }
  if (!operatorsOf[bound.kind].includes(operator)) {
    return { key: 'validation.operatorNotFit', at: at.operator, error: 'conditionNotFit' };
  }
  const problem =
    value.type === literalOf[bound.kind]
      ? criterionValueProblem(bound.kind, value.value)
      : wrongLiteral[bound.kind];
  if (problem) return { key: problem, at: at.value, error: 'conditionNotFit' };
  return { fieldId: bound.id, kind: bound.kind, operator, value: value.value };
}

/**
 * Binds a read condition to the fields it may name: each to one field (or datum), with an
 * operator and a value that fit its kind, as the record filters require them.
 */
export function resolveCondition(
  condition: Condition,
  fields: readonly ConditionField[],
): ConditionResult<ResolvedCondition> {
  const criteria: ResolvedCriterion[] = [];
  for (const criterion of condition.criteria) {
    const resolved = resolveCriterion(criterion, fields);
    if ('error' in resolved) return { ok: false, problem: resolved };
    criteria.push(resolved);
  }
  return { ok: true, condition: { join: condition.join, criteria } };
}

// ── Evaluating ─────────────────────────────────────────────────────────────────────────────────

function ordered(comparison: number, operator: FilterOperator): boolean {
  switch (operator) {
    case 'eq':
      return comparison === 0;
    case 'ne':
      return comparison !== 0;
    case 'gt':
      return comparison > 0;
    case 'gte':
      return comparison >= 0;
    case 'lt':
      return comparison < 0;
    case 'lte':
      return comparison <= 0;
    default:
      return false;
  }
}

const compare = <T extends bigint | string>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

function textHolds(actual: string, operator: FilterOperator, wanted: string): boolean {
  const [have, want] = [searchable(actual), searchable(wanted)];
  switch (operator) {
    case 'starts':
      return have.startsWith(want);
    case 'ends':
      return have.endsWith(want);
    case 'contains':
      return have.includes(want);
    default:
      return ordered(compare(have, want), operator);
  }
}

/**
 * Whether one value passes a criterion, as the record filters judge it: a record without a value
 * (or with one that is not of the field's kind) passes only "not equal", which reads "does not
 * hold the value".
 */
function holds(criterion: ResolvedCriterion, actual: string | null): boolean {
  const { kind, operator, value } = criterion;
  if (actual === null || actual === '' || criterionValueProblem(kind, actual) !== null) {
    return operator === 'ne';
  }
  switch (kind) {
    case 'text':
      return textHolds(actual, operator, value);
    case 'integer':
      return ordered(compare(BigInt(actual), BigInt(value)), operator);
    case 'day':
    case 'support':
      return ordered(compare(actual, value), operator);
  }
}

/**
 * Whether a bound condition holds. `valueOfField` answers a field's value as the filters read
 * it: a list item or looked-up record by its name, a number as its digits, a date or a moment as
 * its day ('YYYY-MM-DD', a moment's in the company's time zone), the support type as '1'–'3';
 * null when there is none.
 */
export function evaluateCondition(
  condition: ResolvedCondition,
  valueOfField: (fieldId: string) => string | null,
): boolean {
  const passes = (criterion: ResolvedCriterion) =>
    holds(criterion, valueOfField(criterion.fieldId));
  return condition.join === 'or'
    ? condition.criteria.some(passes)
    : condition.criteria.every(passes);
}
