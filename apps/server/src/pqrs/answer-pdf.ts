import type { Language, MessageKey } from '@custodia/contracts';
import { translate } from '@custodia/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { printable, wrappedLines } from '../platform/pdf-text.ts';

export type AnswerContent = {
  company: string;
  /** The outgoing radicado's number, and the incoming one it answers. */
  number: string;
  pqrsNumber: string;
  /** As the company's clock reads them. */
  date: string;
  filedAt: string;
  petitioner: string | null;
  subject: string;
  /** Paragraphs separated by blank lines. */
  text: string;
};

const PAGE: [number, number] = [595, 842];
const MARGIN = 64;

/**
 * The answer to a PQRS as a letter, in the petitioner's language: the outgoing number, the date,
 * whom it is for and what it answers, then its paragraphs over as many A4 pages as they take. The
 * seal or the e-signature then signs this PDF.
 */
export async function answerPdf(content: AnswerContent, language: Language): Promise<Uint8Array> {
  const t = (key: MessageKey, params = {}) => translate(language, key, params);
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${t('pqrsAnswer.pdf.title')} ${content.number}`));
  pdf.setProducer('Custodia');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const line = (text: string, size: number, face = font) => {
    for (const part of wrappedLines(text, face, size, width)) {
      if (y - size - 4 < MARGIN) {
        page = pdf.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      y -= size + 4;
      page.drawText(part, { x: MARGIN, y, size, font: face });
    }
  };
  line(content.company, 15, bold);
  line(`${t('pqrsAnswer.pdf.number')} ${content.number}`, 10, bold);
  line(content.date, 10);
  y -= 16;
  line(content.petitioner ?? t('pqrsAnswer.pdf.anonymous'), 11, bold);
  line(t('pqrsAnswer.pdf.reference', { number: content.pqrsNumber, filed: content.filedAt }), 10);
  line(`${t('pqrsAnswer.pdf.subject')} ${content.subject}`, 10);
  y -= 12;
  for (const paragraph of content.text.split(/\n\s*\n/)) {
    line(paragraph, 11);
    y -= 9;
  }
  y -= 12;
  line(content.company, 11, bold);
  return pdf.save();
}
