import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';

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

const A4: [number, number] = [595, 842];

/**
 * A letter-like document in Helvetica whose lines flow over as many A4 pages as they take (a PQRS
 * answer, a message's rendition): each line wraps to the width between the margins, and a page
 * that is full starts the next.
 */
export async function flowingDocument(title: string, margin: number) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(title));
  pdf.setProducer('Custodia');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * margin;
  let page = pdf.addPage(A4);
  let y = A4[1] - margin;
  return {
    bold,
    line(text: string, size: number, face: PDFFont = font) {
      for (const part of wrappedLines(text, face, size, width)) {
        if (y - size - 4 < margin) {
          page = pdf.addPage(A4);
          y = A4[1] - margin;
        }
        y -= size + 4;
        page.drawText(part, { x: margin, y, size, font: face });
      }
    },
    /** A gap of `points` before the next line. */
    skip(points: number) {
      y -= points;
    },
    save: () => pdf.save(),
  };
}
