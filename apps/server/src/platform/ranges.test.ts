import { describe, expect, it } from 'vitest';
import { requestedRange } from './ranges.ts';

describe('byte ranges', () => {
  it('reads the forms a viewer or a download manager sends', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('answers whole what it does not serve, and refuses a start past the end', () => {
    expect(requestedRange(undefined, 1000)).toBeUndefined();
    expect(requestedRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(requestedRange('items=0-1', 1000)).toBeUndefined();
    expect(requestedRange('bytes=9-1', 1000)).toBeUndefined();
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
