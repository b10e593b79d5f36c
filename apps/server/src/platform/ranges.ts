import type { ByteRange } from './storage.ts';

/**
 * The one byte range a `Range` header asks of an object of `size` bytes (RFC 9110 §14.1.2):
 * `bytes=a-b`, `bytes=a-` or the last `bytes=-n`. Undefined for no header, or one this server
 * answers whole instead (several ranges, another unit, something unreadable); 'unsatisfiable'
 * when the range starts past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  return end < start ? undefined : { start, end };
}
