import type { Language, MessageKey } from '@custodia/contracts';
import { languages } from '@custodia/contracts/plain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from './i18n.ts';
import { PlainButton } from './PlainButton.tsx';

/** Each language is named in itself, so a reader finds theirs whatever is on screen. */
export const languageNames: Record<Language, MessageKey> = {
  es: 'language.es',
  en: 'language.en',
  fr: 'language.fr',
};

/**
 * The visitor's language picker: a button and, below it, the three languages, as antd's Popover
 * showed them, drawn by the plain kit for the login screen. A choice, a click elsewhere or Escape
 * closes it (Escape gives the focus back to the button).
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = currentLanguage();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="plain-menu" ref={menu}>
      <PlainButton
        ref={button}
        aria-label={`${t('language.label')}: ${t(languageNames[current])}`}
        aria-expanded={open}
        data-testid="language-select"
        onClick={() => setOpen(!open)}
      >
        {t(languageNames[current])}
      </PlainButton>
      {open && (
        <fieldset className="plain-menu-popup" aria-label={t('language.label')}>
          {languages.map((language) => (
            <PlainButton
              key={language}
              variant="text"
              title={t(languageNames[language])}
              aria-pressed={language === current}
              style={{ fontWeight: language === current ? 600 : 400 }}
              onClick={() => {
                setOpen(false);
                void changeLanguage(language);
              }}
            >
              {t(languageNames[language])}
            </PlainButton>
          ))}
        </fieldset>
      )}
    </div>
  );
}
