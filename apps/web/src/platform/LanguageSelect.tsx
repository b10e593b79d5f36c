import { type Language, languages, type MessageKey } from '@custodia/contracts';
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from './i18n.ts';

/** Each language is named in itself, so a reader finds theirs whatever is on screen. */
export const languageNames: Record<Language, MessageKey> = {
  es: 'language.es',
  en: 'language.en',
  fr: 'language.fr',
};

/**
 * The visitor's language picker: a button and a small popover of the three languages. antd's
 * Select would add about 25 kB gzip to the login screen (ARCHITECTURE §8).
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = currentLanguage();
  const choices = (
    <Flex vertical role="group" aria-label={t('language.label')}>
      {languages.map((language) => (
        <Button
          key={language}
          type="text"
          title={t(languageNames[language])}
          aria-pressed={language === current}
          style={{ justifyContent: 'flex-start', fontWeight: language === current ? 600 : 400 }}
          onClick={() => {
            setOpen(false);
            void changeLanguage(language);
          }}
        >
          {t(languageNames[language])}
        </Button>
      ))}
    </Flex>
  );
  return (
    <Popover
      content={choices}
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
    >
      <Button
        aria-label={`${t('language.label')}: ${t(languageNames[current])}`}
        aria-expanded={open}
        data-testid="language-select"
      >
        {t(languageNames[current])}
      </Button>
    </Popover>
  );
}
