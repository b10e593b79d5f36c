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
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const tried = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(tried, size) > width) {
      lines.push(line);
      line = word;
    } else line = tried;
  }
  if (line) lines.push(line);
  if (lines.length <= most) return lines;
  return [...lines.slice(0, most - 1), `${lines[most - 1]}…`];
}
