import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogues } from './i18n/index.ts';
import { parseMessage, translateIn } from './messages.ts';
import './zod-messages.ts';

/** One schema and value for every kind of issue zod raises, each size limit of each origin. */
const cases: [string, z.ZodType, unknown][] = [
  ['invalid_type, nothing given', z.string(), undefined],
  ['invalid_type, null', z.number(), null],
  ['invalid_type, another type', z.number(), 'x'],
  ['too_small string', z.string().min(3), 'ab'],
  ['too_small empty string', z.string().min(1), ''],
  ['too_small array', z.array(z.string()).min(2), ['a']],
  ['too_small empty array', z.array(z.string()).min(1), []],
  ['too_small set', z.set(z.string()).min(2), new Set(['a'])],
  ['too_small number', z.number().min(5), 4],
  ['too_small bigint', z.bigint().min(5n), 4n],
  ['too_small date', z.date().min(new Date('2026-01-02')), new Date('2026-01-01')],
  ['too_small file', z.file().min(10), new File(['a'], 'a.txt')],
  ['too_big string', z.string().max(2), 'abc'],
  ['too_big array', z.array(z.string()).max(1), ['a', 'b']],
  ['too_big set', z.set(z.string()).max(1), new Set(['a', 'b'])],
  ['too_big number', z.number().max(5), 6],
  ['too_big bigint', z.bigint().max(5n), 6n],
  ['too_big date', z.date().max(new Date('2026-01-01')), new Date('2026-01-02')],
  ['too_big file', z.file().max(1), new File(['ab'], 'a.txt')],
  ['invalid_format email', z.email(), 'nobody'],
  ['invalid_format uuid', z.uuid(), 'x'],
  ['invalid_format regex', z.string().regex(/^a$/), 'b'],
  ['invalid_format date', z.iso.date(), '2026-13-01'],
  ['invalid_format datetime', z.iso.datetime(), 'yesterday'],
  ['invalid_format url', z.url(), 'x y'],
  ['invalid_format starts_with', z.string().startsWith('a'), 'b'],
  ['not_multiple_of', z.number().multipleOf(5), 7],
  ['unrecognized_keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
  ['invalid_union', z.union([z.string(), z.number()]), true],
  ['invalid_key', z.record(z.enum(['a']), z.string()), { b: 'x' }],
  ['invalid_element', z.map(z.string(), z.number()), new Map([['a', 'x']])],
  ['invalid_value enum', z.enum(['a', 'b']), 'c'],
  ['invalid_value literal', z.literal(1), 2],
  ['custom', z.string().refine(() => false), 'x'],
  ['integer', z.number().int(), 1.5],
];

describe("zod's own messages", () => {
  it.each(cases)('%s reads as a catalogue text in es, en and fr', (_, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? []) {
      const { key } = parseMessage(issue.message);
      for (const catalogue of Object.values(catalogues)) {
        expect(catalogue, issue.message).toHaveProperty([key]);
        expect(translateIn(catalogue, issue.message)).not.toMatch(/[{}]/);
      }
    }
  });

  it('says a choice left empty or a value not given is required, and what a limit is', () => {
    const es = (schema: z.ZodType, value: unknown) =>
      translateIn(catalogues.es, schema.safeParse(value).error?.issues[0]?.message ?? '');
    expect(es(z.array(z.string()).min(1), [])).toBe('¡Este campo es obligatorio!');
    expect(es(z.string(), undefined)).toBe('¡Este campo es obligatorio!');
    expect(es(z.array(z.string()).min(2), ['a'])).toBe('Seleccione al menos 2');
    expect(es(z.array(z.string()).max(1), ['a', 'b'])).toBe('Seleccione como máximo 1');
    expect(es(z.string().max(2), 'abc')).toBe('Use como máximo 2 caracteres');
    expect(es(z.number().min(5), 4)).toBe('No puede ser menor que 5');
    expect(es(z.enum(['a']), 'b')).toBe('El valor no es válido');
  });
});
