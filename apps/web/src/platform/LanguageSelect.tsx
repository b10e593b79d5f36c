import { type Language, languages, type MessageKey } from '@custodia/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from './i18n.ts';

/** Each language is named in itself, so a reader finds theirs whatever is on screen. */
export const languageNames: Record<Language, MessageKey> = {
  es: 'language.es',
  en: 'language.en',
  fr: 'language.fr',
};

export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-select"
      value={currentLanguage()}
      onChange={(language: Language) => changeLanguage(language)}
      options={languages.map((language) => ({
        value: language,
        label: t(languageNames[language]),
      }))}
      style={{ width: 130 }}
    />
  );
}
