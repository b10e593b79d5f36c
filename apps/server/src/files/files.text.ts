import { createRequire } from 'node:module';
import path from 'node:path';
import mammoth from 'mammoth';
import { getDocument } from './pdfjs.ts';

/** Text kept per version: enough for any document a search reads, bounded for a huge one. */
export const MAX_TEXT = 1_000_000;

const require = createRequire(import.meta.url);
/** pdf.js draws nothing here, but reads a standard font's metrics to place text (STACK.md). */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

function openPdf(bytes: Uint8Array) {
  return getDocument({
    data: bytes,
    standardFontDataUrl,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

/** How many pages a PDF has (the electronic index numbers them); 1 for one pdf.js cannot read. */
export async function pdfPageCount(bytes: Buffer): Promise<number> {
  try {
    const document = await openPdf(new Uint8Array(bytes));
    const pages = document.numPages;
    await document.destroy();
    return pages;
  } catch {
    return 1;
  }
}

/** The text of every page of a PDF, a page a line. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await openPdf(bytes);
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < MAX_TEXT; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** Types whose bytes are their text (issue 12 point 6: text files). */
const plainText = new Set(['text/plain', 'text/csv', 'application/xml', 'message/rfc822']);

const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The text a search may find in a file: a PDF's pages, a Word document's paragraphs, a text
 * file's own text; '' for anything else (pictures, spreadsheets, old office formats).
 */
export async function textOf(bytes: Buffer, mime: string): Promise<string> {
  let text = '';
  if (mime === 'application/pdf') text = await pdfText(new Uint8Array(bytes));
  else if (mime === docx) text = (await mammoth.extractRawText({ buffer: bytes })).value;
  // A character is at least a byte: no more bytes than the text kept are ever decoded.
  else if (plainText.has(mime)) text = bytes.subarray(0, MAX_TEXT).toString('utf8');
  // Whitespace runs collapse: a search reads words, not layout. NUL is no text PostgreSQL keeps.
  return text.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
}
