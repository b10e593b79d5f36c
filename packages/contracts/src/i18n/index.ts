import { defaultLanguage, type Language, languages } from '../languages.ts';
import { translateIn } from '../messages.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';

export type MessageKey = keyof typeof es;
export type Catalogue = Record<MessageKey, string>;

export const catalogues: Record<Language, Catalogue> = { es, en, fr };

/** Picks the first supported language of an Accept-Language header; Spanish when none is. */
export function pickLanguage(header: string | undefined | null): Language {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const found = languages.find((language) => language === tag);
    if (found) return found;
  }
  return defaultLanguage;
}

/** Translates a key or an encoded message (`key?min=5`); an unknown key is returned as is. */
export function translate(language: Language, encoded: string, params = {}): string {
  return translateIn(catalogues[language], encoded, params);
}
