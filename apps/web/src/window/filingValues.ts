import { characterisationOptions, type petitionerDocuments } from '@custodia/contracts/plain';
import type { FilingValues } from './windowCalls.ts';

/** The form's values as the API takes them; empty optional boxes are left out. */
export function filingValuesOf(
  data: FormData,
  shown: { identified: boolean; characterised: boolean },
): FilingValues {
  const text = (name: string) => String(data.get(name) ?? '');
  const optional = (name: string) => text(name) || undefined;
  const characterisation = Object.fromEntries(
    Object.keys(characterisationOptions).map((question) => [
      question,
      optional(`characterisation.${question}`),
    ]),
  );
  return {
    type_id: text('type_id'),
    subject: text('subject'),
    text: text('text'),
    petitioner: shown.identified
      ? {
          name: text('petitioner.name'),
          document_type: text('petitioner.document_type') as (typeof petitionerDocuments)[number],
          document_number: text('petitioner.document_number'),
          email: optional('petitioner.email'),
          phone: optional('petitioner.phone'),
          address: optional('petitioner.address'),
        }
      : null,
    characterisation: shown.characterised ? characterisation : undefined,
    consent: (data.get('consent') === 'on') as true,
  };
}
