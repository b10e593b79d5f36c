import type { MessageKey } from '@custodia/contracts';

/**
 * The record's own data (spec §3 Record, §5 record form): every filing asks them before the form's
 * fields. The filing screen draws them from this list, and the form designer warns on a field
 * labelled like one of them, which the filing screen would show twice.
 */
export const recordOwnData = [
  { name: 'subject', label: 'records.fields.subject' },
  { name: 'support_type', label: 'records.fields.supportType' },
  { name: 'document_date', label: 'records.fields.documentDate' },
] as const satisfies readonly { name: string; label: MessageKey }[];

export type OwnDatum = (typeof recordOwnData)[number];

/** A label as compared: without case, accents, punctuation or repeated spaces. */
function comparable(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The datum of the record a field label repeats, read in each language given (the designer may
 * label fields in the company's language while reading the app in another), or undefined.
 */
export function ownDatumLabelled(
  label: string,
  languages: readonly ((key: MessageKey) => string)[],
): OwnDatum | undefined {
  const wanted = comparable(label);
  return recordOwnData.find((datum) =>
    languages.some((translate) => comparable(translate(datum.label)) === wanted),
  );
}
