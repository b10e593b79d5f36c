import type { Language, MessageKey } from '@custodia/contracts';
import { translate } from '@custodia/contracts';
import { flowingDocument } from '../platform/pdf-text.ts';

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

/**
 * The answer to a PQRS as a letter, in the petitioner's language: the outgoing number, the date,
 * whom it is for and what it answers, then its paragraphs over as many A4 pages as they take. The
 * seal or the e-signature then signs this PDF.
 */
export async function answerPdf(content: AnswerContent, language: Language): Promise<Uint8Array> {
  const t = (key: MessageKey, params = {}) => translate(language, key, params);
  const { line, bold, skip, save } = await flowingDocument(
    `${t('pqrsAnswer.pdf.title')} ${content.number}`,
    64,
  );
  line(content.company, 15, bold);
  line(`${t('pqrsAnswer.pdf.number')} ${content.number}`, 10, bold);
  line(content.date, 10);
  skip(16);
  line(content.petitioner ?? t('pqrsAnswer.pdf.anonymous'), 11, bold);
  line(t('pqrsAnswer.pdf.reference', { number: content.pqrsNumber, filed: content.filedAt }), 10);
  line(`${t('pqrsAnswer.pdf.subject')} ${content.subject}`, 10);
  skip(12);
  for (const paragraph of content.text.split(/\n\s*\n/)) {
    line(paragraph, 11);
    skip(9);
  }
  skip(12);
  line(content.company, 11, bold);
  return save();
}
