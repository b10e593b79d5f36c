import { useTranslation } from 'react-i18next';

/** The product's name atop both shells: a name, not a heading, so the screen's h1 comes first. */
export function AppBrand() {
  const { t } = useTranslation();
  return <strong className="plain-brand">{t('app.name')}</strong>;
}
