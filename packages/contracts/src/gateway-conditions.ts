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
 * field labelled "Asunto" is `[Asunto]`. A text opening with `${` or `#{` is an expression as
 * other modelers write it, read further below into the same criteria.
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

/** A word's entry in one of the lists above, never one an object inherits ("constructor"). */
function wordIn<T>(words: Readonly<Record<string, T>>, word: string): T | undefined {
  return Object.hasOwn(words, word) ? words[word] : undefined;
}

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
  const datum = wordIn(datumWords, searchable(token.text));
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
      next.type === 'word' && wordIn(operatorWords, searchable(`${token.text} ${next.text}`));
    if (twoWords) {
      reader.take(2);
      return twoWords;
    }
    const oneWord = wordIn(operatorWords, searchable(token.text));
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
    const next = token.type === 'word' ? wordIn(joinWords, searchable(token.text)) : undefined;
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

// ── Reading an expression of another modeler ───────────────────────────────────────────────────

/**
 * Diagrams drawn in Camunda Modeler, Bizagi and the like write conditions as JUEL expressions:
 * `${monto >= 1000 && tipo == "A"}`. Their common subset reads into the same criteria as the
 * grammar above, so the engine evaluates both alike:
 *
 *   expression := ${ or }   or #{ or }
 *   or         := and (|| | or) and …
 *   and        := unary (&& | and) unary …
 *   unary      := (! | not) unary | ( or ) | comparison
 *   comparison := name relation literal | literal relation name | name
 *   relation   := == | != | < | <= | > | >= | eq | ne | lt | le | gt | ge
 *   literal    := integer | "text" | 'text' | true | false
 *
 * A name alone reads `name == true`; true and false are the texts "true" and "false". A negation
 * is pushed into the comparisons (`!(a < 1 || b == "x")` reads `a >= 1 && b != "x"`), and what
 * is left must still be one kind of join of at most 3 comparisons. Method calls, properties
 * (`execution.getVariable`), arithmetic, `empty` and `null` are beyond the subset and refused,
 * saying what was not understood.
 */

type Relation = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte';

const relationOf: Readonly<Record<string, Relation>> = {
  '==': 'eq',
  eq: 'eq',
  '!=': 'ne',
  ne: 'ne',
  '<': 'lt',
  lt: 'lt',
  '<=': 'lte',
  le: 'lte',
  '>': 'gt',
  gt: 'gt',
  '>=': 'gte',
  ge: 'gte',
};

/** The relation that holds exactly when this one does not. */
const negated: Record<Relation, Relation> = {
  eq: 'ne',
  ne: 'eq',
  lt: 'gte',
  gte: 'lt',
  gt: 'lte',
  lte: 'gt',
};

/** The relation read from the other side: `1000 <= monto` is `monto >= 1000`. */
const mirrored: Record<Relation, Relation> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'gt',
  gt: 'lt',
  lte: 'gte',
  gte: 'lte',
};

const expressionJoins: Readonly<Record<string, FilterJoin>> = {
  '&&': 'and',
  and: 'and',
  '||': 'or',
  or: 'or',
};

/** JUEL's words that are operators Custodia does not read. */
const beyondWords = new Set(['empty', 'div', 'mod', 'instanceof']);

const namePattern = /[\p{L}_$][\p{L}\p{M}\p{N}_$]*/uy;
const numberPattern = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const dottedPattern = /[\p{L}\p{M}\p{N}_$]+(?:\s*\.\s*[\p{L}\p{M}\p{N}_$]+)*/uy;
const expressionSymbol = /==|!=|<=|>=|&&|\|\||[<>!(){}.[\],+\-*/%?:=]/y;

const beyond = (text: string, at: number) =>
  new Unreadable(message('conditions.beyondExpressions', { text }), at);

/** The tokens between `${` (at `open`) and its `}`, which ends them, nothing but spaces after. */
function tokenizeExpression(text: string, open: number): Token[] {
  const tokens: Token[] = [];
  let at = open + 2;
  while (at < text.length) {
    const char = text[at] as string;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    if (char === '"' || char === "'") {
      const [read, next] = enclosed(text, at, char, 'conditions.unclosedText');
      tokens.push({ type: 'text', text: read, at });
      at = next;
      continue;
    }
    const number = sticky(numberPattern, text, at);
    if (number) {
      if (!/^\d+$/.test(number)) throw beyond(number, at);
      if (number.length > 18) throw new Unreadable('conditions.integerTooLong', at);
      tokens.push({ type: 'integer', text: number, at });
      at += number.length;
      continue;
    }
    const name = sticky(namePattern, text, at);
    const read = name ?? sticky(expressionSymbol, text, at);
    if (!read) throw new Unreadable(message('conditions.unexpected', { text: char }), at);
    if (read === '}') {
      const after = text.slice(at + 1).search(/\S/);
      if (after >= 0) {
        const extra = at + 1 + after;
        throw new Unreadable(
          message('conditions.unexpected', { text: text[extra] as string }),
          extra,
        );
      }
      tokens.push({ type: 'end', text: '', at });
      return tokens;
    }
    tokens.push({ type: name ? 'word' : 'symbol', text: read, at });
    at += read.length;
  }
  throw new Unreadable('conditions.unclosedExpression', open);
}

/** Criteria read so far: one comparison (no join yet), or several of one join. */
type Joined = { join: FilterJoin | null; criteria: ConditionCriterion[]; joinsAt: number[] };

type Operand = { name: string; at: number } | { value: ConditionValue; at: number };

class ExpressionReader {
  constructor(
    private readonly text: string,
    private readonly reader: Reader,
  ) {}

  private is(...texts: string[]): boolean {
    const token = this.reader.peek();
    return (token.type === 'symbol' || token.type === 'word') && texts.includes(token.text);
  }

  /**
   * Parts joined by `join`, or by the other join under a negation, flattened into one list: a
   * part in parentheses joined the other way is a mix the criteria cannot hold.
   */
  private joined(
    readPart: (negation: boolean) => Joined,
    join: FilterJoin,
    negation: boolean,
  ): Joined {
    const written: FilterJoin = negation ? (join === 'and' ? 'or' : 'and') : join;
    const joins = Object.keys(expressionJoins).filter((word) => expressionJoins[word] === join);
    const first = readPart(negation);
    if (!this.is(...joins)) return first;
    const whole: Joined = { join: written, criteria: [], joinsAt: [] };
    const add = (part: Joined) => {
      if (part.join !== null && part.join !== written) {
        throw new Unreadable('conditions.mixedJoins', part.joinsAt[0] ?? 0);
      }
      whole.criteria.push(...part.criteria);
      whole.joinsAt.push(...part.joinsAt);
    };
    add(first);
    while (this.is(...joins)) {
      whole.joinsAt.push(this.reader.peek().at);
      this.reader.take();
      add(readPart(negation));
    }
    return whole;
  }

  readOr(negation: boolean): Joined {
    return this.joined((inner) => this.readAnd(inner), 'or', negation);
  }

  private readAnd(negation: boolean): Joined {
    return this.joined((inner) => this.readUnary(inner), 'and', negation);
  }

  private readUnary(negation: boolean): Joined {
    if (this.is('!', 'not')) {
      this.reader.take();
      return this.readUnary(!negation);
    }
    if (this.is('(')) {
      this.reader.take();
      const inner = this.readOr(negation);
      const close = this.reader.peek();
      if (close.type === 'end') throw new Unreadable('conditions.unclosedParenthesis', close.at);
      if (!this.is(')')) {
        throw new Unreadable(message('conditions.unexpected', { text: close.text }), close.at);
      }
      this.reader.take();
      return inner;
    }
    const criterion = this.readComparison(negation);
    return { join: null, criteria: [criterion], joinsAt: [] };
  }

  private readOperand(missing: string): Operand {
    const token = this.reader.peek();
    const next = this.reader.peek(1);
    if (token.type === 'word') {
      const word = token.text.toLowerCase();
      if (word === 'null') throw new Unreadable('conditions.noNull', token.at);
      if (beyondWords.has(word)) throw beyond(token.text, token.at);
      if (next.type === 'symbol' && ['.', '(', '['].includes(next.text)) {
        throw beyond(sticky(dottedPattern, this.text, token.at) ?? token.text, token.at);
      }
      this.reader.take();
      if (word === 'true' || word === 'false') {
        return { value: { type: 'text', value: word }, at: token.at };
      }
      return { name: token.text, at: token.at };
    }
    if (token.type === 'text' || token.type === 'integer') {
      this.reader.take();
      return { value: { type: token.type, value: token.text }, at: token.at };
    }
    // A minus sign is a negative number's only when written against it: `a - 5` is arithmetic.
    if (
      token.type === 'symbol' &&
      token.text === '-' &&
      next.type === 'integer' &&
      next.at === token.at + 1
    ) {
      this.reader.take(2);
      return { value: { type: 'integer', value: `-${next.text}` }, at: token.at };
    }
    const grammatical = ['!', '(', ')', '&&', '||'].includes(token.text);
    if (token.type === 'symbol' && !grammatical && !wordIn(relationOf, token.text)) {
      throw beyond(token.text, token.at);
    }
    throw new Unreadable(missing, token.at);
  }

  private readComparison(negation: boolean): ConditionCriterion {
    const left = this.readOperand('conditions.expectedField');
    const token = this.reader.peek();
    const written = token.type === 'end' ? undefined : wordIn(relationOf, token.text);
    let relation: Relation = 'eq';
    let name: Operand = left;
    let value: Operand = { value: { type: 'text', value: 'true' }, at: left.at };
    if (written) {
      this.reader.take();
      const right = this.readOperand('conditions.expectedValue');
      [name, value, relation] =
        'name' in left ? [left, right, written] : [right, left, mirrored[written]];
    }
    const after = this.reader.peek();
    if (after.type === 'symbol' && !this.is(')', '&&', '||') && !wordIn(relationOf, after.text)) {
      throw beyond(after.text, after.at);
    }
    if (!('name' in name) || !('value' in value)) {
      throw new Unreadable('conditions.compareWithValue', ('name' in left ? value : left).at);
    }
    const datum = wordIn(datumWords, searchable(name.name));
    return {
      field: datum ? { datum } : { label: name.name, bare: true },
      operator: negation ? negated[relation] : relation,
      value: value.value,
      at: { field: name.at, operator: written ? token.at : name.at, value: value.at },
    };
  }
}

function readExpression(text: string, open: number): Condition {
  const reader = new Reader(tokenizeExpression(text, open));
  if (reader.peek().type === 'end') throw new Unreadable('conditions.empty', open);
  const read = new ExpressionReader(text, reader).readOr(false);
  const rest = reader.peek();
  if (rest.type !== 'end') throw new Unreadable('conditions.expectedJoin', rest.at);
  if (read.criteria.length > limits.filterCriteria) {
    throw new Unreadable(
      message('conditions.tooManyCriteria', { max: limits.filterCriteria }),
      read.joinsAt[limits.filterCriteria - 1] ?? 0,
    );
  }
  return { join: read.join ?? 'and', criteria: read.criteria };
}

/** Reads a condition's text, or says what keeps it from being read and where. */
export function parseCondition(text: string): ConditionResult<Condition> {
  const open = text.search(/\S/);
  try {
    const expression = /^[$#]\{/.test(text.slice(open));
    return { ok: true, condition: expression ? readExpression(text, open) : readCondition(text) };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { ok: false, problem: { key: error.key, at: error.at, error: 'conditionUnreadable' } };
  }
}

// ── Binding to the fields ──────────────────────────────────────────────────────────────────────

/** A name as conditions compare it: folded, its spaces collapsed. */
const sameName = (name: string) => searchable(name).replace(/\s+/g, ' ').trim();

/**
 * The fields a label names: by the whole text; written bare, also by the text with underscores
 * as spaces and with its camel case as words, as other modelers name variables
 * (`solicitudCompleta` is "Solicitud completa"); and, at each '/', as the label of a field of the
 * form named before it.
 */
function fieldsNamed<F extends NamedField>(
  reference: { label: string; bare: boolean },
  fields: readonly F[],
): F[] {
  const names = new Set([sameName(reference.label)]);
  if (reference.bare) {
    const spaced = reference.label.replaceAll('_', ' ');
    names.add(sameName(spaced));
    names.add(sameName(spaced.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')));
  }
  const found = new Map<string, F>();
  const add = (field: F) => found.set(`${field.source} ${field.id}`, field);
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

function fieldProblem(field: { label: string }, at: number, named: number): ConditionProblem {
  const key = named === 0 ? 'conditions.unknownField' : 'conditions.ambiguousField';
  return { key: message(key, { field: field.label }), at, error: 'conditionFieldUnknown' };
}

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
    if (named.length !== 1) return fieldProblem(field, at.field, named.length);
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

/** A field as a condition names it, whatever it holds. */
export type NamedField = Omit<ConditionField, 'kind'>;

/**
 * The first field a condition names that none of `fields` has (50121): at save, a name no form
 * of the company has is no field the data form of a step configured later could bring.
 */
export function fieldNoneHas(
  condition: Condition,
  fields: readonly NamedField[],
): ConditionProblem | null {
  for (const { field, at } of condition.criteria) {
    if ('label' in field && fieldsNamed(field, fields).length === 0) {
      return fieldProblem(field, at.field, 0);
    }
  }
  return null;
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
  return evaluateKnownCondition(condition, valueOfField) === true;
}

/**
 * Whether a bound condition holds on what is known so far, as `evaluateCondition` judges it once
 * everything is: `valueOfField` answers undefined for a value not known yet (a data form still
 * being filled), and the answer is undefined while the condition depends on one. A criterion
 * known to fail decides an "and", one known to pass decides an "or", whatever the others hold.
 */
export function evaluateKnownCondition(
  condition: ResolvedCondition,
  valueOfField: (fieldId: string) => string | null | undefined,
): boolean | undefined {
  const passes = condition.criteria.map((criterion) => {
    const actual = valueOfField(criterion.fieldId);
    return actual === undefined ? undefined : holds(criterion, actual);
  });
  const deciding = condition.join === 'or';
  if (passes.includes(deciding)) return deciding;
  return passes.includes(undefined) ? undefined : !deciding;
}
