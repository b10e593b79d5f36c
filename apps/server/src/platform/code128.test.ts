import { describe, expect, it } from 'vitest';
import { code128Widths } from './code128.ts';

const modules = (widths: number[]) => widths.reduce((sum, width) => sum + width, 0);

describe('Code 128', () => {
  it('starts in code set B, ends with the stop symbol, bars and spaces alternating', () => {
    const widths = code128Widths('1-20210512-1');
    expect(widths.slice(0, 6)).toEqual([2, 1, 1, 2, 1, 4]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    // Symbols of six elements between the start and the seven of the stop.
    expect((widths.length - 7) % 6).toBe(0);
  });

  it('packs the digits of a record number two a symbol: shorter than code set B alone', () => {
    // In code set B: start, 12 characters and the check symbol of 11 modules each, and the stop's 13.
    const codeSetB = 14 * 11 + 13;
    expect(modules(code128Widths('1-20210512-1'))).toBeLessThan(codeSetB);
    // Eight digits: start C, four pairs, the check symbol, the stop.
    expect(modules(code128Widths('12345678'))).toBe(6 * 11 + 13);
  });
});
