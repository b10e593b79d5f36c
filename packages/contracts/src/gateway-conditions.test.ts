import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Condition,
  type ConditionField,
  evaluateCondition,
  evaluateKnownCondition,
  parseCondition,
  type ResolvedCondition,
  type ResolvedCriterion,
  resolveCondition,
} from './gateway-conditions.ts';
import { type CriterionKind, type FilterOperator, operatorsOf } from './record-filters.ts';

function parsed(text: string): Condition {
  const result = parseCondition(text);
  if (!result.ok) throw new Error(`${text}: ${result.problem.key} at ${result.problem.at}`);
  return result.condition;
}

function problemOf(text: string) {
  const result = parseCondition(text);
  if (result.ok) throw new Error(`${text} was read`);
  return result.problem;
}

const fields: ConditionField[] = [
  { id: 'amount', label: 'Monto', kind: 'integer', source: 'record' },
  { id: 'type', label: 'Tipo de solicitud', kind: 'text', source: 'record' },
  { id: 'due', label: 'Vence', kind: 'day', source: 'record' },
  { id: 'opinion', label: 'Concepto', kind: 'text', source: 'data_form', form_name: 'Jurídico' },
  { id: 'other', label: 'Concepto', kind: 'text', source: 'data_form', form_name: 'Técnico' },
];

function resolved(text: string): ResolvedCondition {
  const result = resolveCondition(parsed(text), fields);
  if (!result.ok) throw new Error(`${text}: ${result.problem.key}`);
  return result.condition;
}

function resolveProblem(text: string) {
  const result = resolveCondition(parsed(text), fields);
  if (result.ok) throw new Error(`${text} was resolved`);
  return result.problem;
}

describe('reading a condition', () => {
  it.each([
    ['=', 'eq'],
    ['!=', 'ne'],
    ['<>', 'ne'],
    ['>', 'gt'],
    ['>=', 'gte'],
    ['<', 'lt'],
    ['<=', 'lte'],
    ['contiene', 'contains'],
    ['CONTAINS', 'contains'],
    ['contient', 'contains'],
    ['empieza por', 'starts'],
    ['Comienza  con', 'starts'],
    ['starts with', 'starts'],
    ['commence par', 'starts'],
    ['termina en', 'ends'],
    ['ends WITH', 'ends'],
    ['finit par', 'ends'],
  ])('reads the operator %s', (written, operator) => {
    expect(parsed(`[Monto] ${written} 5`).criteria[0]?.operator).toBe(operator);
  });

  it.each([
    ['asunto', 'subject'],
    ['Subject', 'subject'],
    ['objet', 'subject'],
    ['radicado', 'number'],
    ['número', 'number'],
    ['fecha_documento', 'document_date'],
    ['document_date', 'document_date'],
    ['date_document', 'document_date'],
    ['fecha_radicación', 'filed_on'],
    ['date_enregistrement', 'filed_on'],
    ['tipo_soporte', 'support_type'],
    ['support_type', 'support_type'],
    ['radicador', 'filer'],
    ['déposant', 'filer'],
  ])('reads %s as the record datum %s', (word, datum) => {
    expect(parsed(`${word} = 1`).criteria[0]?.field).toEqual({ datum });
  });

  it('reads labels bare or in brackets, where a datum word is a label', () => {
    expect(parsed('Monto > 5').criteria[0]?.field).toEqual({ label: 'Monto', bare: true });
    expect(parsed('[Asunto] = "x"').criteria[0]?.field).toEqual({ label: 'Asunto', bare: false });
    expect(parsed('[Jurídico / Concepto]="x"').criteria[0]?.field).toEqual({
      label: 'Jurídico / Concepto',
      bare: false,
    });
  });

  it('reads integers, texts with their escapes, and days', () => {
    const values = (text: string) => parsed(text).criteria.map((criterion) => criterion.value);
    expect(values('[A] = -123456789012345678 y [B] = 2024-02-29')).toEqual([
      { type: 'integer', value: '-123456789012345678' },
      { type: 'day', value: '2024-02-29' },
    ]);
    expect(values(String.raw`[A] = "dijo \"sí\" \\ no"`)).toEqual([
      { type: 'text', value: String.raw`dijo "sí" \ no` },
    ]);
    expect(values('[A] = ""')).toEqual([{ type: 'text', value: '' }]);
    expect(parsed(String.raw`[a \] b] = 1`).criteria[0]?.field).toEqual({
      label: 'a ] b',
      bare: false,
    });
  });

  it('joins up to 3 criteria with one kind of join, in any of the three languages', () => {
    for (const [words, join] of [
      [['y', 'AND'], 'and'],
      [['et', 'and'], 'and'],
      [['o', 'OR'], 'or'],
      [['ou', 'or'], 'or'],
    ] as const) {
      const condition = parsed(`[A] = 1 ${words[0]} [B] = 2 ${words[1]} [C] = 3`);
      expect(condition.join).toBe(join);
      expect(condition.criteria).toHaveLength(3);
    }
    expect(parsed('[A] = 1').join).toBe('and');
  });

  it('marks where each problem is', () => {
    const cases: [string, string, number][] = [
      ['', 'conditions.empty', 0],
      ['   ', 'conditions.empty', 0],
      ['= 5', 'conditions.expectedField', 0],
      ['[Monto] 5', 'conditions.expectedOperator', 8],
      ['[Monto] empieza 5', 'conditions.expectedOperator', 8],
      ['[Monto] == 5', 'conditions.expectedValue', 9],
      ['[Monto] >', 'conditions.expectedValue', 9],
      ['[Tipo] = Queja', 'conditions.quoteText', 9],
      ['[A] = 1 [B] = 2', 'conditions.expectedJoin', 8],
      ['[A] = 1 y [B] = 2 o [C] = 3', 'conditions.mixedJoins', 18],
      ['[A] = 1 y [B] = 2 y [C] = 3 y [D] = 4', 'conditions.tooManyCriteria?max=3', 28],
      ['[A] = 1 y', 'conditions.expectedField', 9],
      ['[A] = "abc', 'conditions.unclosedText', 6],
      ['[Monto > 5', 'conditions.unclosedField', 0],
      ['[ ] = 5', 'conditions.emptyField', 0],
      [String.raw`[A] = "a\nb"`, 'conditions.badEscape', 8],
      ['[A] = 1234567890123456789', 'conditions.integerTooLong', 6],
      ['[A] = 1.5', 'conditions.unexpected?text=.', 7],
      ['[A] = 1 ; [B] = 2', 'conditions.unexpected?text=%3B', 8],
    ];
    for (const [text, key, at] of cases) {
      expect(problemOf(text), text).toEqual({ key, at, error: 'conditionUnreadable' });
    }
  });
});

describe('binding a condition to the fields', () => {
  it('finds labels without case or accents, bare words with underscores as spaces', () => {
    expect(resolved('monto >= 10 o TIPO_DE_SOLICITUD = "Queja"').criteria).toEqual([
      { fieldId: 'amount', kind: 'integer', operator: 'gte', value: '10' },
      { fieldId: 'type', kind: 'text', operator: 'eq', value: 'Queja' },
    ]);
    expect(resolved('asunto contiene "urgente"').criteria).toEqual([
      { fieldId: 'subject', kind: 'text', operator: 'contains', value: 'urgente' },
    ]);
  });

  it('refuses a field none has, and one two data forms have, unless the form is named', () => {
    expect(resolveProblem('[Monto] = 1 y [Importe] > 5')).toEqual({
      key: 'conditions.unknownField?field=Importe',
      at: 14,
      error: 'conditionFieldUnknown',
    });
    expect(resolveProblem('[concepto] = "x"')).toMatchObject({
      key: 'conditions.ambiguousField?field=concepto',
      error: 'conditionFieldUnknown',
    });
    expect(resolved('[juridico / CONCEPTO] = "x"').criteria[0]?.fieldId).toBe('opinion');
    expect(resolved('[Técnico/Concepto] = "x"').criteria[0]?.fieldId).toBe('other');
  });

  it('takes exactly the operators the record filters allow for each kind', () => {
    const written: Record<FilterOperator, string> = {
      eq: '=',
      ne: '!=',
      gt: '>',
      gte: '>=',
      lt: '<',
      lte: '<=',
      contains: 'contains',
      starts: 'starts with',
      ends: 'ends with',
    };
    const examples: Record<CriterionKind, string> = {
      text: '[Tipo de solicitud] {op} "Queja"',
      integer: '[Monto] {op} 10',
      day: 'fecha_documento {op} 2024-01-31',
      support: 'tipo_soporte {op} 2',
    };
    for (const [kind, template] of Object.entries(examples) as [CriterionKind, string][]) {
      for (const [operator, symbol] of Object.entries(written) as [FilterOperator, string][]) {
        const text = template.replace('{op}', symbol);
        const result = resolveCondition(parsed(text), fields);
        if (operatorsOf[kind].includes(operator)) {
          expect(result, text).toMatchObject({ ok: true });
        } else {
          expect(result, text).toEqual({
            ok: false,
            problem: {
              key: 'validation.operatorNotFit',
              at: template.indexOf('{op}'),
              error: 'conditionNotFit',
            },
          });
        }
      }
    }
  });

  it('refuses a value that is not of the field’s kind', () => {
    const cases: [string, string][] = [
      ['[Monto] = "10"', 'validation.integer'],
      ['[Monto] = 2024-01-01', 'validation.integer'],
      ['[Vence] = 20240101', 'validation.date'],
      ['[Vence] = 2024-02-30', 'validation.date'],
      ['tipo_soporte = 4', 'validation.invalid'],
      ['tipo_soporte = "1"', 'validation.invalid'],
      ['[Tipo de solicitud] = 5', 'conditions.quoteText'],
    ];
    for (const [text, key] of cases) {
      expect(resolveProblem(text), text).toMatchObject({ key, error: 'conditionNotFit' });
    }
    expect(resolveProblem('[Monto] > "x"').at).toBe(10);
  });
});

describe('evaluating a condition', () => {
  const holds = (text: string, values: Record<string, string | null>) =>
    evaluateCondition(resolved(text), (id) => values[id] ?? null);

  it('compares texts folded, as the record filters do', () => {
    const values = { type: 'Queja por el SERVICIO de atención' };
    expect(holds('[Tipo de solicitud] = "queja por el servicio de ATENCION"', values)).toBe(true);
    expect(holds('[Tipo de solicitud] != "Queja"', values)).toBe(true);
    expect(holds('[Tipo de solicitud] empieza por "QUEJA"', values)).toBe(true);
    expect(holds('[Tipo de solicitud] termina en "atencion"', values)).toBe(true);
    expect(holds('[Tipo de solicitud] contiene "servício"', values)).toBe(true);
    expect(holds('[Tipo de solicitud] contiene "reclamo"', values)).toBe(false);
  });

  it('compares integers as big integers, beyond what a double holds exactly', () => {
    const values = { amount: '900719925474099312' };
    expect(holds('[Monto] > 900719925474099311', values)).toBe(true);
    expect(holds('[Monto] >= 900719925474099312', values)).toBe(true);
    expect(holds('[Monto] < 900719925474099312', values)).toBe(false);
    expect(holds('[Monto] <= -5', values)).toBe(false);
    expect(holds('[Monto] = 900719925474099312', values)).toBe(true);
    expect(holds('[Monto] != 900719925474099313', values)).toBe(true);
  });

  it('compares days and support types', () => {
    const values = { due: '2024-03-01', support_type: '2' };
    expect(holds('[Vence] > 2024-02-29', values)).toBe(true);
    expect(holds('[Vence] >= 2024-03-01', values)).toBe(true);
    expect(holds('[Vence] < 2024-03-01', values)).toBe(false);
    expect(holds('[Vence] <= 2024-03-01', values)).toBe(true);
    expect(holds('[Vence] = 2024-03-01', values)).toBe(true);
    expect(holds('tipo_soporte = 2', values)).toBe(true);
    expect(holds('tipo_soporte != 2', values)).toBe(false);
  });

  it('lets a missing value, or one not of its kind, pass only "not equal"', () => {
    for (const value of [null, '', 'not a number']) {
      const values = { amount: value };
      for (const symbol of ['=', '>', '>=', '<', '<=']) {
        expect(holds(`[Monto] ${symbol} 1`, values)).toBe(false);
      }
      expect(holds('[Monto] != 1', values)).toBe(true);
    }
    expect(holds('asunto contiene ""', {})).toBe(false);
  });

  it('joins with and or or', () => {
    const values = { amount: '5', type: 'Queja' };
    expect(holds('[Monto] > 1 y [Tipo de solicitud] = "queja"', values)).toBe(true);
    expect(holds('[Monto] > 9 and [Tipo de solicitud] = "queja"', values)).toBe(false);
    expect(holds('[Monto] > 9 o [Tipo de solicitud] = "queja"', values)).toBe(true);
    expect(holds('[Monto] > 9 ou [Tipo de solicitud] = "x"', values)).toBe(false);
  });
});

describe('an expression of another modeler', () => {
  /** The text of an expression, as the modelers write it: `${…}`. */
  const el = (body: string) => `\${${body}}`;
  const modelerFields: ConditionField[] = [
    ...fields,
    { id: 'complete', label: 'Solicitud completa', kind: 'text', source: 'record' },
    { id: 'kind', label: 'Tipo', kind: 'text', source: 'data_form', form_name: 'Revisión' },
  ];
  const bound = (text: string) => {
    const result = resolveCondition(parsed(text), modelerFields);
    if (!result.ok) throw new Error(`${text}: ${result.problem.key}`);
    return result.condition;
  };
  const criteriaOf = (text: string) =>
    bound(text).criteria.map(({ fieldId, operator, value }) => [fieldId, operator, value]);

  it('reads the conditions Camunda Modeler and Bizagi write as the criteria the grammar reads', () => {
    expect(bound(el('solicitudCompleta == true'))).toEqual({
      join: 'and',
      criteria: [{ fieldId: 'complete', kind: 'text', operator: 'eq', value: 'true' }],
    });
    expect(bound(`  ${el('monto >= 1000 && tipo == "A"')} `)).toEqual(
      bound('[Monto] >= 1000 y [Revisión / Tipo] = "A"'),
    );
    expect(bound("#{tipoDeSolicitud != 'Qu\\'eja' || monto < -5 or asunto == \"x\"}")).toEqual({
      join: 'or',
      criteria: [
        { fieldId: 'type', kind: 'text', operator: 'ne', value: "Qu'eja" },
        { fieldId: 'amount', kind: 'integer', operator: 'lt', value: '-5' },
        { fieldId: 'subject', kind: 'text', operator: 'eq', value: 'x' },
      ],
    });
  });

  it('reads every relation, as a symbol or a word, from either side', () => {
    const relations = [
      ['==', 'eq', 'eq'],
      ['eq', 'eq', 'eq'],
      ['!=', 'ne', 'ne'],
      ['ne', 'ne', 'ne'],
      ['<', 'lt', 'gt'],
      ['lt', 'lt', 'gt'],
      ['<=', 'lte', 'gte'],
      ['le', 'lte', 'gte'],
      ['>', 'gt', 'lt'],
      ['gt', 'gt', 'lt'],
      ['>=', 'gte', 'lte'],
      ['ge', 'gte', 'lte'],
    ] as const;
    for (const [written, operator, mirrored] of relations) {
      expect(criteriaOf(`\${monto ${written} 7}`), written).toEqual([['amount', operator, '7']]);
      expect(criteriaOf(`\${7 ${written} monto}`), written).toEqual([['amount', mirrored, '7']]);
    }
  });

  it('reads a name alone as true, and pushes negations into the comparisons', () => {
    expect(criteriaOf(el('solicitudCompleta'))).toEqual([['complete', 'eq', 'true']]);
    expect(criteriaOf(el('!solicitudCompleta'))).toEqual([['complete', 'ne', 'true']]);
    expect(criteriaOf(el('not not solicitudCompleta == false'))).toEqual([
      ['complete', 'eq', 'false'],
    ]);
    const negated = bound(el('!(monto < 1000 || monto > 5000 || (tipo != "A"))'));
    expect(negated.join).toBe('and');
    expect(criteriaOf(el('!(monto < 1000 || monto > 5000 || (tipo != "A"))'))).toEqual([
      ['amount', 'gte', '1000'],
      ['amount', 'lte', '5000'],
      ['kind', 'eq', 'A'],
    ]);
    expect(bound(el('(monto >= 1 and tipo == "A") && !(asunto == "x")'))).toEqual(
      bound('monto >= 1 y [Revisión / Tipo] = "A" y asunto != "x"'),
    );
  });

  it('takes the branch its condition says', () => {
    const holds = (text: string, values: Record<string, string | null>) =>
      evaluateCondition(bound(text), (id) => values[id] ?? null);
    const big = { amount: '1500', kind: 'a' };
    expect(holds(el('monto >= 1000 && tipo == "A"'), big)).toBe(true);
    expect(holds(el('!(monto >= 1000 && tipo == "A")'), big)).toBe(false);
    expect(holds(el('monto >= 1000 && tipo == "A"'), { ...big, amount: '999' })).toBe(false);
    expect(holds(el('solicitudCompleta == true'), { complete: 'True' })).toBe(true);
    expect(holds(el('solicitudCompleta == true'), { complete: 'false' })).toBe(false);
  });

  it('refuses what is beyond the subset, saying what was not understood and where', () => {
    const beyond = (text: string) =>
      `conditions.beyondExpressions?text=${encodeURIComponent(text)}`;
    const cases: [string, string, number][] = [
      [el('execution.getVariable("monto") > 5'), beyond('execution.getVariable'), 2],
      [el('monto.intValue() > 5'), beyond('monto.intValue'), 2],
      [el('contains(tipo, "A")'), beyond('contains'), 2],
      [el('monto + 5 > 10'), beyond('+'), 8],
      [el('monto > 5 * 2'), beyond('*'), 12],
      [el('monto > 10.5'), beyond('10.5'), 10],
      [el('empty tipo'), beyond('empty'), 2],
      [el('monto > 5 ? true : false'), beyond('?'), 12],
      [el('monto = 5'), beyond('='), 8],
      [el('tipo == null'), 'conditions.noNull', 10],
      [el('monto > tope'), 'conditions.compareWithValue', 10],
      [el('1 < 2'), 'conditions.compareWithValue', 2],
      [el('true'), 'conditions.compareWithValue', 2],
      [el('monto > 1 && tipo == "A" || asunto == "x"'), 'conditions.mixedJoins', 12],
      [el('monto > 1 || !(tipo == "A" || asunto == "x")'), 'conditions.mixedJoins', 29],
      [el('a == 1 && b == 2 && (c == 3 && d == 4)'), 'conditions.tooManyCriteria?max=3', 30],
      [el(''), 'conditions.empty', 0],
      ['$' + '{monto > 5', 'conditions.unclosedExpression', 0],
      [el('(monto > 5'), 'conditions.unclosedParenthesis', 12],
      [`${el('monto > 5')} y asunto = "x"`, 'conditions.unexpected?text=y', 13],
      [el('monto > '), 'conditions.expectedValue', 10],
      [el(' > 5'), 'conditions.expectedField', 3],
      [el('monto > 5 tipo == "A"'), 'conditions.expectedJoin', 12],
      [el('tipo == "A'), 'conditions.unclosedText', 10],
      [el('monto > 1234567890123456789'), 'conditions.integerTooLong', 10],
      [el('monto & 5'), 'conditions.unexpected?text=%26', 8],
    ];
    for (const [text, key, at] of cases) {
      expect(problemOf(text), text).toEqual({ key, at, error: 'conditionUnreadable' });
    }
  });

  it('names a name no field has as written', () => {
    const result = resolveCondition(parsed(el('montoTotal > 5')), modelerFields);
    expect(result).toEqual({
      ok: false,
      problem: {
        key: 'conditions.unknownField?field=montoTotal',
        at: 2,
        error: 'conditionFieldUnknown',
      },
    });
  });

  it('reads a word objects inherit as a name like any other', () => {
    expect(resolveCondition(parsed('constructor = 1'), fields)).toMatchObject({
      ok: false,
      problem: { key: 'conditions.unknownField?field=constructor' },
    });
    expect(resolveCondition(parsed(el('toString == 1')), fields)).toMatchObject({
      ok: false,
      problem: { key: 'conditions.unknownField?field=toString' },
    });
  });
});

describe('evaluating a condition on what is known so far', () => {
  const known = (text: string, values: Record<string, string | null | undefined>) =>
    evaluateKnownCondition(resolved(text), (id) => values[id]);

  it('waits on a value not known yet, unless the others decide', () => {
    expect(known('[Monto] > 1000', {})).toBeUndefined();
    expect(known('[Monto] > 1000', { amount: '5000' })).toBe(true);
    // A value known to be empty is known: it passes only "not equal".
    expect(known('[Monto] > 1000', { amount: null })).toBe(false);
    expect(known('[Monto] > 1000 y [Tipo de solicitud] = "queja"', { type: 'Reclamo' })).toBe(
      false,
    );
    expect(known('[Monto] > 1000 y [Tipo de solicitud] = "queja"', { type: 'Queja' })).toBe(
      undefined,
    );
    expect(known('[Monto] > 1000 o [Tipo de solicitud] = "queja"', { type: 'Queja' })).toBe(true);
    expect(
      known('[Monto] > 1000 o [Tipo de solicitud] = "queja"', { type: 'Reclamo' }),
    ).toBeUndefined();
  });
});

// ── Properties ─────────────────────────────────────────────────────────────────────────────────

const datumWordsOf = {
  subject: ['asunto', 'Subject', 'OBJET'],
  number: ['radicado', 'number'],
  document_date: ['fecha_documento', 'date_document'],
  filed_on: ['filed_on', 'fecha_radicación'],
  support_type: ['tipo_soporte', 'type_support'],
  filer: ['radicador', 'déposant'],
} as const;

const operatorSpellings: Record<FilterOperator, string[]> = {
  eq: ['='],
  ne: ['!=', '<>'],
  gt: ['>'],
  gte: ['>='],
  lt: ['<'],
  lte: ['<='],
  contains: ['contiene', 'Contains', 'contient'],
  starts: ['empieza por', 'comienza con', 'starts with', 'commence par'],
  ends: ['termina en', 'ends with', 'finit par'],
};

const joinSpellings = { and: ['y', 'and', 'ET'], or: ['o', 'OR', 'ou'] };

const escaped = (text: string, close: string) =>
  text.replaceAll('\\', '\\\\').replaceAll(close, `\\${close}`);

const pad = fc.constantFrom(' ', '  ', '\t', '\n ');

/** A criterion with the text that writes it, spelt in any of the ways the grammar reads. */
const writtenCriterion = fc
  .record({
    field: fc.oneof(
      fc
        .constantFrom(...(Object.keys(datumWordsOf) as (keyof typeof datumWordsOf)[]))
        .chain((datum) => fc.constantFrom(...datumWordsOf[datum]).map((word) => ({ datum, word }))),
      fc.string({ minLength: 1, maxLength: 20 }).filter((label) => label.trim() !== ''),
    ),
    operator: fc
      .constantFrom(...(Object.keys(operatorSpellings) as FilterOperator[]))
      .chain((operator) =>
        fc.constantFrom(...operatorSpellings[operator]).map((word) => ({ operator, word })),
      ),
    value: fc.oneof(
      fc
        .bigInt({ min: -(10n ** 18n) + 1n, max: 10n ** 18n - 1n })
        .map((n) => ({ type: 'integer' as const, value: String(n) })),
      fc.string({ maxLength: 20 }).map((value) => ({ type: 'text' as const, value })),
      fc
        .date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((date) => ({ type: 'day' as const, value: date.toISOString().slice(0, 10) })),
    ),
    spaces: fc.tuple(pad, pad),
  })
  .map(({ field, operator, value, spaces }) => {
    const fieldText = typeof field === 'string' ? `[${escaped(field, ']')}]` : field.word;
    const valueText = value.type === 'text' ? `"${escaped(value.value, '"')}"` : value.value;
    return {
      text: `${fieldText}${spaces[0]}${operator.word}${spaces[1]}${valueText}`,
      criterion: {
        field: typeof field === 'string' ? { label: field, bare: false } : { datum: field.datum },
        operator: operator.operator,
        value,
      },
    };
  });

const writtenCondition = fc
  .record({
    criteria: fc.array(writtenCriterion, { minLength: 1, maxLength: 3 }),
    join: fc.constantFrom('and' as const, 'or' as const),
    words: fc.array(fc.nat(2), { minLength: 2, maxLength: 2 }),
  })
  .map(({ criteria, join, words }) => ({
    text: criteria
      .map((criterion) => criterion.text)
      .reduce((text, next, index) => {
        const word = joinSpellings[join][words[index - 1] ?? 0];
        return `${text} ${word} ${next}`;
      }),
    join,
    criteria: criteria.map((criterion) => criterion.criterion),
  }));

describe('conditions, whatever they hold', () => {
  it('read back as the criteria they were written from', () => {
    fc.assert(
      fc.property(writtenCondition, ({ text, join, criteria }) => {
        const condition = parsed(text);
        expect(condition.criteria.map(({ at: _, ...criterion }) => criterion)).toEqual(criteria);
        if (criteria.length > 1) expect(condition.join).toBe(join);
      }),
    );
  });

  const resolvedCriterion: fc.Arbitrary<ResolvedCriterion> = fc.oneof(
    fc.record({
      fieldId: fc.constantFrom('a', 'b'),
      kind: fc.constant('text' as const),
      operator: fc.constantFrom(...operatorsOf.text),
      value: fc.constantFrom('', 'a', 'ab', 'Á'),
    }),
    fc.record({
      fieldId: fc.constantFrom('c', 'd'),
      kind: fc.constant('integer' as const),
      operator: fc.constantFrom(...operatorsOf.integer),
      value: fc.constantFrom('-1', '0', '1'),
    }),
  );
  const values = fc.record({
    a: fc.constantFrom(null, 'a', 'ab', 'ba'),
    b: fc.constantFrom(null, 'á'),
    c: fc.constantFrom(null, '-1', '0', '1'),
    d: fc.constantFrom(null, '1'),
  });

  it('hold with and when every criterion holds, with or when some does', () => {
    fc.assert(
      fc.property(
        fc.array(resolvedCriterion, { minLength: 1, maxLength: 3 }),
        values,
        (criteria, known) => {
          const valueOfField = (id: string) => known[id as keyof typeof known];
          const alone = criteria.map((criterion) =>
            evaluateCondition({ join: 'and', criteria: [criterion] }, valueOfField),
          );
          expect(evaluateCondition({ join: 'and', criteria }, valueOfField)).toBe(
            alone.every(Boolean),
          );
          expect(evaluateCondition({ join: 'or', criteria }, valueOfField)).toBe(
            alone.some(Boolean),
          );
        },
      ),
    );
  });
});

describe('conditions on what is known, whatever they hold', () => {
  const criterion: fc.Arbitrary<ResolvedCriterion> = fc.record({
    fieldId: fc.constantFrom('a', 'b', 'c'),
    kind: fc.constant('integer' as const),
    operator: fc.constantFrom(...operatorsOf.integer),
    value: fc.constantFrom('-1', '0', '1'),
  });
  const value = fc.constantFrom(null, '-1', '0', '1');
  const values = fc.record({ a: value, b: value, c: value });

  it('decide only what every value still unknown would leave as it is', () => {
    fc.assert(
      fc.property(
        fc.array(criterion, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<ResolvedCondition['join']>('and', 'or'),
        values,
        fc.subarray(['a', 'b', 'c']),
        values,
        (criteria, join, known, unknown, other) => {
          const condition = { join, criteria };
          const decided = evaluateKnownCondition(condition, (id) =>
            unknown.includes(id) ? undefined : known[id as keyof typeof known],
          );
          const whole = (id: string) =>
            (unknown.includes(id) ? other : known)[id as keyof typeof known];
          if (decided !== undefined) expect(evaluateCondition(condition, whole)).toBe(decided);
          if (unknown.length === 0) expect(decided).toBe(evaluateCondition(condition, whole));
        },
      ),
    );
  });
});
