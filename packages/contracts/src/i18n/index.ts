import { defaultLanguage, type Language, languages } from '../enums.ts';
import { interpolate, parseMessage } from '../messages.ts';
import { enServer } from './en.server.ts';
import { enWeb } from './en.web.ts';
import { esServer } from './es.server.ts';
import { esWeb } from './es.web.ts';
import { frServer } from './fr.server.ts';
import { frWeb } from './fr.web.ts';

const es = { ...esServer, ...esWeb };
export type MessageKey = keyof typeof es;
export type Catalogue = Record<MessageKey, string>;

export const catalogues: Record<Language, Catalogue> = {
  es,
  en: { ...enServer, ...enWeb },
  fr: { ...frServer, ...frWeb },
};

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
  const { key, params: embedded } = parseMessage(encoded);
  const text = (catalogues[language] as Record<string, string>)[key];
  return text === undefined ? encoded : interpolate(text, { ...embedded, ...params });
}
