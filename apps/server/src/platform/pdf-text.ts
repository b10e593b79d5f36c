import type { PDFFont } from 'pdf-lib';

/** Helvetica prints WinAnsi only (STACK.md): anything beyond Latin-1 prints as '?'. */
export const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** A text cut into printable lines no wider than `width` points, at most `most` of them. */
export function wrappedLines(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  most = Number.POSITIVE_INFINITY,
): string[] {
  const words = printable(text).split(/\s+/).filter(Boolean);
  return joinedWithin(words, ' ', { font, size, width, most });
}

/**
 * An address cut into lines after its slashes and separators, where a reader expects it to break,
 * and nowhere else: its lines joined again are the address.
 */
export function wrappedAddress(
  address: string,
  font: PDFFont,
  size: number,
  width: number,
  most = Number.POSITIVE_INFINITY,
): string[] {
  return joinedWithin(printable(address).split(/(?<=[/?&])/), '', { font, size, width, most });
}

function joinedWithin(
  pieces: string[],
  joiner: string,
  { font, size, width, most }: { font: PDFFont; size: number; width: number; most: number },
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const tried = line ? `${line}${joiner}${piece}` : piece;
    if (line && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line);
      line = piece;
    } else line = tried;
  }
  if (line) lines.push(line);
  if (lines.length <= most) return lines;
  return [...lines.slice(0, most - 1), `${lines[most - 1]}…`];
}
