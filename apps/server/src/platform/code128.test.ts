import { describe, expect, it } from 'vitest';
import { code128Widths } from './code128.ts';

describe('Code 128 B', () => {
  it('encodes start, each character, the check symbol and stop, 11 modules a symbol', () => {
    const widths = code128Widths('1-20210512-1');
    // start + 12 characters + check = 14 symbols of 11 modules, and a stop of 13.
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(14 * 11 + 13);
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
  });

  it('weighs each character by its position in the check symbol', () => {
    // (104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7) mod 103 = 55, the symbol 311321.
    const widths = code128Widths('PJJ123C');
    expect(widths.slice(-13, -7)).toEqual([3, 1, 1, 3, 2, 1]);
  });

  it('refuses what code set B cannot print', () => {
    expect(() => code128Widths('ñ')).toThrow();
  });
});
