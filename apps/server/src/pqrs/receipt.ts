import type { Language, MessageKey } from '@custodia/contracts';
import { translate } from '@custodia/contracts';
import {
  fill,
  PDFDocument,
  type PDFOperator,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  StandardFonts,
  setFillingGrayscaleColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { printable, wrappedAddress, wrappedLines } from '../platform/pdf-text.ts';

export type ReceiptContent = {
  company: string;
  number: string;
  /** As the company's clock reads them, with the zone named. */
  filedAt: string;
  dueDate: string;
  type: string;
  subject: string;
  petitioner: string | null;
  trackingCode: string;
  trackingUrl: string;
};

/**
 * A QR code's dark modules as PDF rectangles, a run of them in a row per rectangle, `side` points
 * square with one module's quiet zone, its top left corner at (x, top): drawn as vectors it is
 * exact at any zoom, and costs the filing far less than a PNG made and then decoded again to
 * embed it (bench/pqrs-window.bench.ts).
 */
function qrOperators(text: string, x: number, top: number, side: number): PDFOperator[] {
  const { size, data } = QRCode.create(text, {}).modules;
  const module = side / (size + 2);
  const runs: PDFOperator[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (!data[row * size + column]) continue;
      const start = column;
      while (column + 1 < size && data[row * size + column + 1]) column += 1;
      const width = (column - start + 1) * module;
      runs.push(rectangle(x + (start + 1) * module, top - (row + 2) * module, width, module));
    }
  }
  return [pushGraphicsState(), setFillingGrayscaleColor(0), ...runs, fill(), popGraphicsState()];
}

/**
 * The receipt (acuse de recibo) of a PQRS, in the petitioner's language: an A4 page with the
 * number, the filing time, the legal due date and the tracking code, and a QR code that opens its
 * tracking page filled in. Made once at filing and stored (issue 47: never rebuilt per view).
 */
export async function receiptPdf(content: ReceiptContent, language: Language): Promise<Uint8Array> {
  const t = (key: MessageKey) => translate(language, key);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${t('pqrs.receipt.title')} ${content.number}`));
  pdf.setProducer('Custodia');
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const width = 595 - 2 * margin;
  let y = 842 - margin;
  const line = (text: string, size: number, face = font) => {
    for (const part of wrappedLines(text, face, size, width, 6)) {
      y -= size + 4;
      page.drawText(part, { x: margin, y, size, font: face });
    }
  };
  line(content.company, 16, bold);
  line(t('pqrs.receipt.title'), 13, bold);
  y -= 10;
  const facts: [MessageKey, string][] = [
    ['pqrs.receipt.number', content.number],
    ['pqrs.receipt.filedAt', content.filedAt],
    ['pqrs.receipt.dueDate', content.dueDate],
    ['pqrs.receipt.type', content.type],
    ['pqrs.receipt.subject', content.subject],
    ['pqrs.receipt.petitioner', content.petitioner ?? t('pqrs.receipt.anonymous')],
    ['pqrs.receipt.trackingCode', content.trackingCode],
  ];
  for (const [label, value] of facts) {
    line(t(label), 9, bold);
    line(value, 11);
    y -= 6;
  }
  y -= 130;
  page.pushOperators(...qrOperators(content.trackingUrl, margin, y + 120, 120));
  page.drawText(printable(t('pqrs.receipt.trackAt')), {
    x: margin + 135,
    y: y + 70,
    size: 9,
    font: bold,
  });
  wrappedAddress(content.trackingUrl, font, 8, width - 135, 4).forEach((part, index) => {
    page.drawText(part, { x: margin + 135, y: y + 56 - index * 11, size: 8, font });
  });
  y -= 10;
  line(t('pqrs.receipt.note'), 9);
  return pdf.save();
}
