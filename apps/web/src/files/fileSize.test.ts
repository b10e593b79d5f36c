import { describe, expect, it } from 'vitest';
import { formatSize } from '../platform/fileSize.ts';

describe('file sizes', () => {
  it('read in the largest unit that keeps a number above one', () => {
    expect(formatSize(12, 'en')).toBe('12 bytes');
    expect(formatSize(5_242_880, 'en')).toBe('5 MB');
    expect(formatSize(1_288_490, 'es')).toBe('1,2 MB');
  });
});
