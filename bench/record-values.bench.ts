/**
 * Cost of checking a record's values with recordValuesSchema, the one check the browser and the
 * server share: building the schema of a large form, and parsing values that pass and that fail.
 * Filing will build the schema once per request, so both figures matter. It prints figures and
 * asserts nothing. Run with `npm run bench`; BENCH_FIELDS changes the form's size.
 */
import { performance } from 'node:perf_hooks';
import {
  type ControlTypeValue,
  type FieldDefinition,
  recordValuesSchema,
} from '@custodia/contracts';

const FIELD_COUNT = Number(process.env.BENCH_FIELDS ?? 60);
const ROUNDS = 2_000;
const now = new Date('2026-05-10T10:03:00Z');

const controls: ControlTypeValue[] = [
  'textbox',
  'textarea',
  'combobox',
  'numeric',
  'datepicker',
  'datetimepicker',
  'lookup',
];

/** A value each control accepts, and one it refuses. */
const samples: Record<ControlTypeValue, { good: string; bad: string }> = {
  textbox: { good: 'Derecho de petición 2026', bad: '<script>' },
  textarea: { good: 'Solicitud de copia del expediente laboral.', bad: '' },
  combobox: { good: '5d0c1f5e-8a47-4d55-9d3c-0b1a3c2f4e61', bad: 'Antioquia' },
  numeric: { good: '123456789012345678', bad: '12.5' },
  datepicker: { good: '2026-06-01', bad: '01/06/2026' },
  datetimepicker: { good: '2026-06-01T15:05:00.000Z', bad: '2026-06-01T15:03:00.000Z' },
  lookup: { good: '9a7b6c5d-4e3f-4a1b-8c2d-1e0f9a8b7c6d', bad: 'no-es-un-uuid' },
  label: { good: '', bad: '' },
};

const fields: FieldDefinition[] = Array.from({ length: FIELD_COUNT }, (_, index) => ({
  id: `f${index}`,
  status: 1,
  control_data: controls[index % controls.length] as ControlTypeValue,
  required: true,
  hide: false,
  len_min_chars: null,
  len_max_chars: null,
  allowed_negative: false,
  show_pass_dates: false,
}));

const values = (kind: 'good' | 'bad') =>
  Object.fromEntries(fields.map((field) => [field.id, samples[field.control_data][kind]]));

function timed(label: string, rounds: number, work: () => void): void {
  for (let round = 0; round < rounds / 10; round++) work();
  const start = performance.now();
  for (let round = 0; round < rounds; round++) work();
  const micros = ((performance.now() - start) * 1000) / rounds;
  console.log(
    `${label.padEnd(44)} ${micros.toFixed(1).padStart(8)} µs   ${Math.round(1e6 / micros)
      .toString()
      .padStart(7)} /s`,
  );
}

const schema = recordValuesSchema(fields, { mode: 'file', now });
const good = values('good');
const bad = values('bad');
if (!schema.safeParse(good).success) throw new Error('the good values should pass');
if (schema.safeParse(bad).success) throw new Error('the bad values should fail');

console.log(
  `recordValuesSchema, a form of ${FIELD_COUNT} required fields (${controls.length} controls)`,
);
timed('build the schema', ROUNDS, () => recordValuesSchema(fields, { mode: 'file', now }));
timed('parse values that pass', ROUNDS, () => schema.safeParse(good));
timed('parse values that all fail', ROUNDS, () => schema.safeParse(bad));
timed('build and parse (one filing request)', ROUNDS, () =>
  recordValuesSchema(fields, { mode: 'file', now }).safeParse(good),
);
const before = process.memoryUsage().heapUsed;
const kept = Array.from({ length: 200 }, () => recordValuesSchema(fields, { mode: 'file', now }));
const perSchema = (process.memoryUsage().heapUsed - before) / kept.length;
console.log(
  `${'heap per schema (200 kept)'.padEnd(44)} ${(perSchema / 1024).toFixed(1).padStart(8)} KiB`,
);
