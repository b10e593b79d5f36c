/** The languages of the texts (spec §8): Spanish by default. */
export const languages = ['es', 'en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';
