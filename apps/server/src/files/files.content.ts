import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { ContentType } from '../platform/uploads.ts';

/**
 * What a record may hold, by the type its content shows (issue 12 point 2): PDF, pictures, office
 * documents, text, XML and e-mail. Archives, executables, HTML, SVG, scripts and office files
 * with macros are not documents and are refused, whatever they are named.
 */
const byMagicBytes: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/tiff': 'tif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/rtf': 'rtf',
  'application/xml': 'xml',
  'application/vnd.ms-outlook': 'msg',
};

/**
 * Word, Excel and PowerPoint before 2007 share one container (OLE compound file): the content
 * says "an old office document", the name says which.
 */
const compoundDocuments: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Markup a browser would run if it ever took the file for a page. */
const markup = /<\s*(!doctype\s+html|html|head|body|script|iframe|svg|object|embed)\b/i;

/** RFC 5322 header lines an e-mail starts with. */
const mailHeaders =
  /^(return-path|received|from|to|subject|date|message-id|mime-version|delivered-to):/im;

/**
 * Text without NUL and valid as UTF-8 (or plain ASCII), as far as the sample goes: it may end in
 * the middle of a character, which the decoder then keeps for bytes that never come.
 */
function isText(sample: Buffer): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Plain text, XML or an e-mail, told by the text itself; HTML and SVG are refused. */
function textType(sample: Buffer, extension: string): ContentType | undefined {
  if (!isText(sample)) return undefined;
  const text = sample.toString('utf8').replace(/^\uFEFF/, '');
  if (markup.test(text)) return undefined;
  if (/^\s*<\?xml\b/.test(text)) return { mime: 'application/xml', extension: 'xml' };
  if (mailHeaders.test(text.split(/\r?\n\r?\n/)[0] ?? '') && extension === 'eml') {
    return { mime: 'message/rfc822', extension: 'eml' };
  }
  if (extension === 'csv') return { mime: 'text/csv', extension: 'csv' };
  return { mime: 'text/plain', extension: 'txt' };
}

/** A TIFF's header: its byte order, then 42. */
const tiffHeaders = [Buffer.from('II*\0', 'latin1'), Buffer.from('MM\0*', 'latin1')];

/**
 * A TIFF whose directory lies past the sample, as libtiff (and so most scanners) writes it: its
 * header says TIFF, and file-type, which reads the directory to tell TIFF from camera formats,
 * says nothing.
 */
function tiffType(sample: Buffer, extension: string): ContentType | undefined {
  const tiff = tiffHeaders.some((header) => sample.subarray(0, 4).equals(header));
  return tiff && (extension === 'tif' || extension === 'tiff')
    ? { mime: 'image/tiff', extension: 'tif' }
    : undefined;
}

/**
 * The type of a record's file from its first bytes: magic bytes first (file-type), then text.
 * The name only tells apart what the content cannot (old office formats, CSV from text).
 */
export function documentTypeOf(name: string) {
  const extension = path.extname(name).slice(1).toLowerCase();
  return async (sample: Buffer): Promise<ContentType | undefined> => {
    if (sample.length === 0) return undefined;
    const found = await fileTypeFromBuffer(sample);
    if (found?.mime === 'application/x-cfb') {
      const mime = compoundDocuments[extension];
      return mime ? { mime, extension } : undefined;
    }
    if (found) {
      const stored = byMagicBytes[found.mime];
      // XML is text: an SVG or XHTML page in XML clothing is still refused.
      if (found.mime === 'application/xml') return textType(sample, extension);
      return stored ? { mime: found.mime, extension: stored } : undefined;
    }
    return tiffType(sample, extension) ?? textType(sample, extension);
  };
}
