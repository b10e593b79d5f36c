import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeRecordFilter,
  encodeRecordFilter,
  FilterOperator,
  RecordDatum,
  type RecordFilter,
} from './record-filters.ts';

const text = fc
  .string({ minLength: 1, maxLength: 30 })
  .filter((value) => value.trim() === value && value !== '' && value.length <= 30);

const filter: fc.Arbitrary<RecordFilter> = fc.record({
  criteria: fc.uniqueArray(
    fc.record({
      field: fc.oneof(fc.constantFrom(...RecordDatum.options), fc.uuid()),
      operator: fc.constantFrom(...FilterOperator.options),
      value: text,
    }),
    { maxLength: 3, selector: (criterion) => `${criterion.field} ${criterion.operator}` },
  ),
  join: fc.constantFrom('and' as const, 'or' as const),
  text: fc.oneof(fc.constant(''), text),
});

describe('a filter in the address', () => {
  it('reads back as it was written, whatever its values hold (&, =, %, accents, spaces)', () => {
    fc.assert(
      fc.property(filter, (written) => {
        expect(decodeRecordFilter(encodeRecordFilter(written))).toEqual(written);
      }),
    );
  });

  it('reads as no filter when the segment is not one', () => {
    const none = { criteria: [], join: 'and', text: '' };
    expect(decodeRecordFilter(undefined)).toEqual(none);
    expect(decodeRecordFilter('f=subject&o=resembles&v=x')).toEqual(none);
    expect(decodeRecordFilter('j=and&t=queja')).toEqual({ ...none, text: 'queja' });
  });
});
