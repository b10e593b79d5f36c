import type { Catalogue, Language } from '@custodia/contracts';
import { es } from '@custodia/contracts/i18n/es';
import { defaultLanguage, languages, translateIn } from '@custodia/contracts/plain';
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

/**
 * Spanish, the default, comes with the app; another language's texts are a chunk of their own,
 * loaded when chosen (or remembered), so nobody downloads three catalogues to read one.
 */
const otherCatalogues: Record<Exclude<Language, 'es'>, () => Promise<Catalogue>> = {
  en: () => import('@custodia/contracts/i18n/en').then((module) => module.en),
  fr: () => import('@custodia/contracts/i18n/fr').then((module) => module.fr),
};

function isLanguage(value: string | null): value is Language {
  return languages.some((language) => language === value);
}

function storedLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'es' || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await otherCatalogues[language]());
}

// Keys are flat and dotted ('users.status.active'), so i18next must not read dots as nesting.
i18next.use(initReactI18next).init({
  resources: { es: { translation: es } },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  initAsync: false,
});

/** Resolves once the remembered language can be shown: main.tsx renders after it. */
export const i18nReady: Promise<void> = changeLanguage(storedLanguage()).catch(() => undefined);

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : defaultLanguage;
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadCatalogue(language);
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/** Text of a catalogue key or of an encoded validation message ('validation.between?min=5&max=100'). */
export function translateMessage(encoded: string): string {
  const catalogue = i18next.getResourceBundle(currentLanguage(), 'translation') ?? es;
  return translateIn(catalogue, encoded);
}
