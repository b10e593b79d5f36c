import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ControlTypeValue } from './form-fields.ts';
import {
  cascadeParent,
  type FieldDefinition,
  type ListLink,
  recordValuesSchema,
  type ValuesPurpose,
} from './record-values.ts';

/** A fixed clock: 10 May 2026, 10:03 UTC, so date rules do not depend on when tests run. */
const now = new Date('2026-05-10T10:03:00Z');
const lastYear = 2026 + 80;
const dateRange = `validation.dateRange?min=1950&max=${lastYear}`;

function field(control_data: ControlTypeValue, options: Partial<FieldDefinition> = {}) {
  return {
    id: control_data,
    status: 1,
    control_data,
    required: false,
    hide: false,
    len_min_chars: null,
    len_max_chars: null,
    allowed_negative: false,
    show_pass_dates: false,
    ...options,
  } satisfies FieldDefinition;
}

/** What one field makes of one value: the stored value, or the message keys of its refusal. */
function outcome(definition: FieldDefinition, value: unknown, mode: ValuesPurpose = 'file') {
  const schema = recordValuesSchema([definition], { mode, now });
  const result = schema.safeParse({ [definition.id]: value });
  if (result.success) return { value: result.data[definition.id] };
  return { refused: result.error.issues.map((issue) => issue.message) };
}

const accepted = (value: string | null) => ({ value });
const refused = (key: string) => ({ refused: [key] });

// ── Generators ─────────────────────────────────────────────────────────────────────────────────

/** One allowed, non-blank character: ASCII often, any other Unicode scalar value sometimes. */
const safeChar = fc
  .oneof(
    fc.constantFrom(...'abcXYZ019ñÁé-_.,:;/()@#$%&*+=?¿!¡"\''),
    fc.integer({ min: 0x20, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
  )
  .filter((char) => !/[<>\s\p{Cc}\p{Cs}]/u.test(char));

const text = (minLength: number, maxLength: number) =>
  fc.string({ unit: safeChar, minLength, maxLength });

/** Designer bounds: a minimum of 1–40 and a maximum not below it, up to 80. */
const bounds = fc
  .integer({ min: 1, max: 40 })
  .chain((min) => fc.record({ min: fc.constant(min), max: fc.integer({ min, max: 80 }) }));

const controlChar = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** A value with a forbidden character inside it (not at an end, where trimming could take it). */
const withInside = (bad: fc.Arbitrary<string>) =>
  fc.tuple(text(1, 10), bad, text(1, 10)).map((parts) => parts.join(''));

const maxInteger = 10n ** 18n - 1n;

/** Any instant from 1950 to the last accepted year, as a Date. */
const instantInRange = (min = new Date('1950-01-01T00:00:00Z')) =>
  fc.date({ min, max: new Date(`${lastYear}-12-31T23:59:59.999Z`), noInvalidDate: true });

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A real day outside 1950…now+80. */
const dayOutOfRange = fc
  .oneof(
    fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('1949-12-31T23:59:59Z') }),
    fc.date({
      min: new Date(`${lastYear + 1}-01-01T00:00:00Z`),
      max: new Date('9999-12-31T00:00:00Z'),
    }),
  )
  .filter((date) => !Number.isNaN(date.getTime()))
  .map(day);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** Y-M-D text that is no calendar day: day past the month's end, day 0, month 0 or 13+. */
const impossibleDay = fc
  .record({
    year: fc.integer({ min: 1950, max: lastYear }),
    month: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ year, month }) =>
    fc.oneof(
      fc.integer({ min: daysIn(year, month) + 1, max: 99 }).map((d) => [year, month, d]),
      fc.constant([year, month, 0]),
      fc.integer({ min: 13, max: 99 }).map((m) => [year, m, 1]),
      fc.constant([year, 0, 1]),
    ),
  )
  .map(([year, month, d]) => `${year}-${pad(Number(month))}-${pad(Number(d))}`);

/** An instant on a 5-minute step, written in one of the UTC spellings a client may send. */
const stepTime = (min?: Date) =>
  fc
    .tuple(instantInRange(min), fc.constantFrom('Z', ':00Z', ':00.000Z', '+00:00', ':00+00:00'))
    .map(([date, zone]) => {
      const step = new Date(Math.ceil(date.getTime() / 300_000) * 300_000);
      return step.toISOString().slice(0, 16) + zone;
    })
    .filter((value) => value.slice(0, 4) <= String(lastYear));

// ── Text ───────────────────────────────────────────────────────────────────────────────────────

describe.each(['textbox', 'textarea'] as const)('a %s value', (control) => {
  it('is accepted, trimmed, within the designer bounds', () => {
    const cases = bounds.chain((b) => fc.tuple(fc.constant(b), text(b.min, b.max)));
    fc.assert(
      fc.property(cases, fc.constantFrom('', ' ', '  '), ([b, value], pad) => {
        const definition = field(control, { len_min_chars: b.min, len_max_chars: b.max });
        expect(outcome(definition, pad + value + pad)).toEqual(accepted(value));
      }),
    );
  });

  it('is refused below the minimum or above the maximum, with both bounds in the message', () => {
    const short = bounds
      .filter((b) => b.min > 1)
      .chain((b) => fc.tuple(fc.constant(b), text(1, b.min - 1)));
    const long = bounds.chain((b) => fc.tuple(fc.constant(b), text(b.max + 1, b.max + 30)));
    fc.assert(
      fc.property(fc.oneof(short, long), ([b, value]) => {
        const definition = field(control, { len_min_chars: b.min, len_max_chars: b.max });
        expect(outcome(definition, value)).toEqual(
          refused(`validation.between?min=${b.min}&max=${b.max}`),
        );
      }),
    );
  });

  it('takes 1 to 1000 characters when the designer set no bounds', () => {
    fc.assert(
      fc.property(text(1, 1000), (value) => {
        expect(outcome(field(control), value)).toEqual(accepted(value));
      }),
      { numRuns: 30 },
    );
    fc.assert(
      fc.property(text(1001, 1100), (value) => {
        expect(outcome(field(control), value)).toEqual(
          refused('validation.between?min=1&max=1000'),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('counts characters, not UTF-16 units', () => {
    const definition = field(control, { len_min_chars: 3, len_max_chars: 3 });
    expect(outcome(definition, '😀😀😀')).toEqual(accepted('😀😀😀'));
  });

  it('refuses < and >, control characters and lone surrogates', () => {
    const allowedInside = control === 'textarea' ? ['\t', '\n', '\r'] : [];
    const bad = fc.oneof(
      fc.constantFrom('<', '>'),
      controlChar.filter((char) => !allowedInside.includes(char)),
      loneSurrogate,
    );
    fc.assert(
      fc.property(withInside(bad), (value) => {
        expect(outcome(field(control), value)).toEqual(refused('validation.textCharacters'));
      }),
    );
  });

  it('is null when blank, and refused blank only when required', () => {
    expect(outcome(field(control), '  ')).toEqual(accepted(null));
    expect(outcome(field(control), null)).toEqual(accepted(null));
    expect(outcome(field(control, { required: true }), ' \n ')).toEqual(refused('fieldRequired'));
  });
});

describe('line breaks', () => {
  it('are kept in a textarea and refused in a textbox', () => {
    const value = 'Primera línea\r\nSegunda\tcolumna\nTercera';
    expect(outcome(field('textarea'), value)).toEqual(accepted(value));
    expect(outcome(field('textbox'), value)).toEqual(refused('validation.textCharacters'));
  });
});

// ── Integer ────────────────────────────────────────────────────────────────────────────────────

describe('a numeric value', () => {
  const positive = field('numeric');
  const signed = field('numeric', { allowed_negative: true });

  it('is accepted with up to 18 digits, exactly (no floating point on the way)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxInteger }), (n) => {
        expect(outcome(positive, n.toString())).toEqual(accepted(n.toString()));
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -maxInteger, max: maxInteger }), (n) => {
        expect(outcome(signed, n.toString())).toEqual(accepted(n.toString()));
      }),
    );
  });

  it('is stored without leading zeros', () => {
    expect(outcome(positive, '007')).toEqual(accepted('7'));
    expect(outcome(signed, '-0042')).toEqual(accepted('-42'));
  });

  it('is refused with more than 18 digits', () => {
    const tooMany = fc.bigInt({ min: maxInteger + 1n, max: 10n ** 30n });
    fc.assert(
      fc.property(tooMany, fc.boolean(), (n, negative) => {
        const value = (negative ? -n : n).toString();
        expect(outcome(signed, value)).toEqual(refused('validation.maxDigits?max=18'));
      }),
    );
    expect(outcome(positive, '1000000000000000000')).toEqual(
      refused('validation.maxDigits?max=18'),
    );
  });

  it('is refused negative when the field does not allow negatives', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -maxInteger, max: -1n }), (n) => {
        expect(outcome(positive, n.toString())).toEqual(refused('validation.negativeNotAllowed'));
      }),
    );
  });

  it('is refused with decimals, a + sign, an exponent or other characters', () => {
    const integer = fc.bigInt({ min: -maxInteger, max: maxInteger }).map(String);
    const notInteger = fc.oneof(
      fc.tuple(integer, fc.constantFrom('.', ','), fc.nat()).map((parts) => parts.join('')),
      integer.filter((n) => !n.startsWith('-')).map((n) => `+${n}`),
      fc.tuple(integer, fc.nat(30)).map(([n, e]) => `${n}e${e}`),
      fc
        .tuple(integer, text(1, 3))
        .map(([n, t]) => n + t)
        .filter((v) => !/^-?[0-9]+$/.test(v)),
    );
    fc.assert(
      fc.property(notInteger, (value) => {
        expect(outcome(signed, value)).toEqual(refused('validation.integer'));
      }),
    );
  });

  it('is null when empty (spec §5), and travels only as text', () => {
    expect(outcome(positive, '')).toEqual(accepted(null));
    expect(outcome(field('numeric', { required: true }), '')).toEqual(refused('fieldRequired'));
    expect(outcome(positive, 12)).toEqual(refused('validation.invalid'));
  });
});

// ── Select (combobox) and lookup ───────────────────────────────────────────────────────────────

const uuid = fc.uuid({ version: [1, 4, 5, 7] });
const notUuid = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((value) => value.trim() !== '' && !/^[0-9a-f-]{36}$/i.test(value.trim()));

describe.each(['combobox', 'lookup'] as const)('a %s value when filing', (control) => {
  it('is a uuid (a list item, or a record), stored in lower case', () => {
    fc.assert(
      fc.property(uuid, fc.boolean(), (id, upper) => {
        const value = upper ? id.toUpperCase() : id;
        expect(outcome(field(control), value)).toEqual(accepted(id.toLowerCase()));
      }),
    );
  });

  it('is refused when it is not a uuid', () => {
    fc.assert(
      fc.property(notUuid, (value) => {
        expect(outcome(field(control), value)).toEqual(refused('validation.invalid'));
      }),
    );
  });
});

describe('a required select', () => {
  it("is refused empty with the select's own message (form.field46)", () => {
    const required = field('combobox', { required: true });
    expect(outcome(required, '')).toEqual(refused('form.field46'));
    expect(outcome(required, null)).toEqual(refused('form.field46'));
    expect(outcome(field('lookup', { required: true }), null)).toEqual(refused('fieldRequired'));
  });
});

describe('a select in a filter', () => {
  it('is the name of a list item, not its uuid (spec §2)', () => {
    fc.assert(
      fc.property(text(1, 150), (name) => {
        expect(outcome(field('combobox'), name, 'filter')).toEqual(accepted(name));
      }),
    );
    expect(outcome(field('combobox'), 'x'.repeat(151), 'filter')).toEqual(
      refused('validation.between?min=1&max=150'),
    );
    expect(outcome(field('combobox'), 'a<b', 'filter')).toEqual(
      refused('validation.textCharacters'),
    );
  });
});

describe('a list field whose list hangs from another list', () => {
  const linkOf = (link: ListLink & { id: string }) => link;
  const topic = { id: 'topic', list: 'topics', parentList: null };
  const subtopic = { id: 'subtopic', list: 'subtopics', parentList: 'topics' };
  const detail = { id: 'detail', list: 'details', parentList: 'subtopics' };

  it("hangs from the form's field of the parent list, wherever it stands", () => {
    expect(cascadeParent(subtopic, [subtopic, topic, detail], linkOf)).toBe(topic);
    expect(cascadeParent(detail, [topic, subtopic, detail], linkOf)).toBe(subtopic);
  });

  it('hangs from nothing when its list has no parent, or the form does not draw the parent', () => {
    expect(cascadeParent(topic, [topic, subtopic], linkOf)).toBeUndefined();
    expect(cascadeParent(detail, [topic, detail], linkOf)).toBeUndefined();
  });
});

// ── Dates ──────────────────────────────────────────────────────────────────────────────────────

describe('a date value', () => {
  const date = field('datepicker');
  const futureOnly = field('datepicker', { show_pass_dates: true });

  it('is a real day from 1950 to 80 years ahead', () => {
    fc.assert(
      fc.property(instantInRange(), (instant) => {
        expect(outcome(date, day(instant))).toEqual(accepted(day(instant)));
      }),
    );
    expect(outcome(date, '1950-01-01')).toEqual(accepted('1950-01-01'));
    expect(outcome(date, `${lastYear}-12-31`)).toEqual(accepted(`${lastYear}-12-31`));
  });

  it('is refused when no such day exists, like 2023-02-30', () => {
    fc.assert(
      fc.property(impossibleDay, (value) => {
        expect(outcome(date, value)).toEqual(refused('validation.date'));
      }),
    );
    for (const value of ['2023-02-29', '2023-02-30', '2024-04-31', '2024/01/01', '01/02/2024']) {
      expect(outcome(date, value), value).toEqual(refused('validation.date'));
    }
    expect(outcome(date, '2024-02-29')).toEqual(accepted('2024-02-29'));
  });

  it('is refused before 1950 or after 80 years ahead', () => {
    fc.assert(
      fc.property(dayOutOfRange, (value) => {
        expect(outcome(date, value)).toEqual(refused(dateRange));
      }),
    );
    expect(outcome(date, '1949-12-31')).toEqual(refused(dateRange));
    expect(outcome(date, `${lastYear + 1}-01-01`)).toEqual(refused(dateRange));
  });

  it('is refused in the past when show_pass_dates is set', () => {
    const past = fc.date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2026-05-08T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(past, (instant) => {
        expect(outcome(futureOnly, day(instant))).toEqual(refused('validation.pastDate'));
        expect(outcome(date, day(instant))).toEqual(accepted(day(instant)));
      }),
    );
    fc.assert(
      fc.property(instantInRange(now), (instant) => {
        expect(outcome(futureOnly, day(instant))).toEqual(accepted(day(instant)));
      }),
    );
  });

  it("takes today as the earliest date current anywhere (UTC−12), so nobody's today is past", () => {
    // At 10:03 UTC it is still 9 May west of UTC−10.
    expect(outcome(futureOnly, '2026-05-09')).toEqual(accepted('2026-05-09'));
    expect(outcome(futureOnly, '2026-05-08')).toEqual(refused('validation.pastDate'));
  });
});

describe('a date the record already holds (an edit)', () => {
  const kept = (definition: FieldDefinition, held: string, value: string) =>
    recordValuesSchema([definition], {
      mode: 'file',
      now,
      kept: { [definition.id]: held },
    }).safeParse({ [definition.id]: value }).success;

  it('is kept once past, while choosing another past one is refused', () => {
    const day = field('datepicker', { show_pass_dates: true });
    expect(kept(day, '2026-01-15', '2026-01-15')).toBe(true);
    expect(kept(day, '2026-01-15', '2026-01-16')).toBe(false);
    const moment = field('datetimepicker', { show_pass_dates: true });
    // Sent back as the picker writes it, stored as the schema spells it.
    expect(kept(moment, '2026-01-15T10:05:00+00:00', '2026-01-15T10:05:00.000Z')).toBe(true);
    expect(kept(moment, '2026-01-15T10:05:00+00:00', '2026-01-15T10:10:00.000Z')).toBe(false);
  });

  it('is still checked for everything else', () => {
    expect(kept(field('datepicker'), '2026-02-30', '2026-02-30')).toBe(false);
  });
});

describe('a date-time value', () => {
  const dateTime = field('datetimepicker');
  const futureOnly = field('datetimepicker', { show_pass_dates: true });
  const canonical = (value: string) => `${value.slice(0, 16)}:00+00:00`;

  it('is a UTC instant on a 5-minute step, stored as …:00+00:00', () => {
    fc.assert(
      fc.property(stepTime(), (value) => {
        expect(outcome(dateTime, value)).toEqual(accepted(canonical(value)));
      }),
    );
  });

  it('is refused off the 5-minute steps', () => {
    const offStep = fc
      .tuple(stepTime(), fc.integer({ min: 1, max: 4 }))
      .map(([value, minutes]) => {
        const shifted = new Date(Date.parse(value) + minutes * 60_000);
        return `${shifted.toISOString().slice(0, 16)}Z`;
      })
      .filter((value) => value.slice(0, 4) <= String(lastYear));
    fc.assert(
      fc.property(offStep, (value) => {
        expect(outcome(dateTime, value)).toEqual(refused('validation.fiveMinutes'));
      }),
    );
    expect(outcome(dateTime, '2026-06-01T10:05:30Z')).toEqual(refused('validation.fiveMinutes'));
    expect(outcome(dateTime, '2026-06-01T10:05:00.500Z')).toEqual(
      refused('validation.fiveMinutes'),
    );
  });

  it('is refused without a UTC zone, or when no such day or time exists', () => {
    for (const value of [
      '2026-06-01T10:05',
      '2026-06-01T10:05-05:00',
      '2026-06-01T10:05+01:00',
      '2026-06-01 10:05Z',
      '2026-06-01',
      '2026-02-30T10:05Z',
      '2026-06-01T24:00Z',
      '2026-06-01T10:60Z',
    ]) {
      expect(outcome(dateTime, value), value).toEqual(refused('validation.dateTime'));
    }
    fc.assert(
      fc.property(impossibleDay, (value) => {
        expect(outcome(dateTime, `${value}T10:00Z`)).toEqual(refused('validation.dateTime'));
      }),
    );
  });

  it('is refused before 1950 or after 80 years ahead', () => {
    fc.assert(
      fc.property(dayOutOfRange, (value) => {
        expect(outcome(dateTime, `${value}T10:00Z`)).toEqual(refused(dateRange));
      }),
    );
  });

  it('is refused before the current 5-minute slot when show_pass_dates is set', () => {
    const past = fc
      .date({
        min: new Date('1950-01-01T00:00:00Z'),
        max: new Date('2026-05-10T09:55:00Z'),
        noInvalidDate: true,
      })
      .map(
        (instant) =>
          `${new Date(Math.floor(instant.getTime() / 300_000) * 300_000).toISOString().slice(0, 16)}Z`,
      );
    fc.assert(
      fc.property(past, (value) => {
        expect(outcome(futureOnly, value)).toEqual(refused('validation.pastDate'));
      }),
    );
    fc.assert(
      fc.property(stepTime(now), (value) => {
        expect(outcome(futureOnly, value)).toEqual(accepted(canonical(value)));
      }),
    );
    // 10:03 is inside the 10:00 slot, which is not past yet.
    expect(outcome(futureOnly, '2026-05-10T10:00Z')).toEqual(accepted('2026-05-10T10:00:00+00:00'));
    expect(outcome(futureOnly, '2026-05-10T09:55Z')).toEqual(refused('validation.pastDate'));
  });
});

// ── Which fields take a value ──────────────────────────────────────────────────────────────────

describe('the values of a form', () => {
  const form = [
    field('textbox', { id: 'subject', required: true }),
    field('textbox', { id: 'internal', hide: true, required: true }),
    field('label', { id: 'title' }),
    field('numeric', { id: 'old', status: 2, required: true }),
    field('combobox', { id: 'city', required: true }),
    field('datepicker', { id: 'due', show_pass_dates: true }),
  ];
  const cityId = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';

  it('at filing leave out hidden, label and inactive fields', () => {
    const schema = recordValuesSchema(form, { mode: 'file', now });
    expect(Object.keys(schema.shape)).toEqual(['subject', 'city', 'due']);
    const values = {
      subject: 'Derecho de petición',
      internal: 'x',
      title: 'y',
      old: '1',
      city: cityId,
    };
    expect(schema.parse(values)).toEqual({
      subject: 'Derecho de petición',
      city: cityId,
      due: null,
    });
  });

  it('at filing require the required fields, each with its message', () => {
    const result = recordValuesSchema(form, { mode: 'file', now }).safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'fieldRequired'],
      ['city', 'form.field46'],
    ]);
  });

  it('in a filter include hidden fields, require nothing, and still check what is given', () => {
    const schema = recordValuesSchema(form, { mode: 'filter', now });
    expect(Object.keys(schema.shape)).toEqual(['subject', 'internal', 'city', 'due']);
    expect(schema.parse({})).toEqual({ subject: null, internal: null, city: null, due: null });
    expect(schema.parse({ city: 'Medellín', due: '2020-01-31', subject: 'pe' })).toEqual({
      subject: 'pe',
      internal: null,
      city: 'Medellín',
      due: '2020-01-31',
    });
    const wrong = schema.safeParse({ due: '2023-02-30', subject: '<b>' });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['subject', 'validation.textCharacters'],
      ['due', 'validation.date'],
    ]);
  });

  it('never require anything in a filter, whatever the control', () => {
    const controls = [
      'textbox',
      'textarea',
      'numeric',
      'combobox',
      'datepicker',
      'datetimepicker',
      'lookup',
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...controls),
        fc.constantFrom(undefined, null, '', '   '),
        (control, value) => {
          const required = field(control, { required: true });
          expect(outcome(required, value, 'filter')).toEqual(accepted(null));
        },
      ),
    );
  });

  it('in a filter let a text search for a fragment shorter than the minimum', () => {
    const definition = field('textbox', { len_min_chars: 5, len_max_chars: 10 });
    expect(outcome(definition, 'ab', 'filter')).toEqual(accepted('ab'));
    expect(outcome(definition, 'ab')).toEqual(refused('validation.between?min=5&max=10'));
    expect(outcome(definition, 'x'.repeat(11), 'filter')).toEqual(
      refused('validation.between?min=1&max=10'),
    );
  });
});
