import {
  type Catalogue,
  catalogues,
  defaultLanguage,
  type Language,
  languages,
  translate,
} from '@custodia/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    keySeparator: false;
    nsSeparator: false;
    resources: { translation: Catalogue };
  }
}

const storageKey = 'custodia.language';

function isLanguage(value: string | null): value is Language {
  return languages.some((language) => language === value);
}

function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

// Keys are flat and dotted ('users.status.active'), so i18next must not read dots as nesting.
i18next.use(initReactI18next).init({
  resources: {
    es: { translation: catalogues.es },
    en: { translation: catalogues.en },
    fr: { translation: catalogues.fr },
  },
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
});
document.documentElement.lang = i18next.language;

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** Text of a catalogue key or of an encoded validation message ('validation.between?min=5&max=100'). */
export function translateMessage(encoded: string): string {
  return translate(currentLanguage(), encoded);
}
