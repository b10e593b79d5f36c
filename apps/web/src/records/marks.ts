/** A piece of a text, and whether it is a word a full-text search found. */
export type MarkedPart = { text: string; marked: boolean };

const literally = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text cut where the words a search found stand whole (the server names them as they are
 * written in the record), so the list can mark them wherever the row shows them.
 */
export function markedParts(text: string, words: readonly string[]): MarkedPart[] {
  const found = words.filter((word) => word.trim() !== '');
  if (found.length === 0) return [{ text, marked: false }];
  // Longest first, so "solicitudes" is marked whole rather than as "solicitud" + "es".
  const alternatives = [...found].sort((a, b) => b.length - a.length).map(literally);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}
