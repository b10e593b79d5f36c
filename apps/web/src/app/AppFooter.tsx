import { APP_VERSION } from '@custodia/contracts/plain';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <span className="plain-secondary" data-testid="footer-version">
      {t('app.name')} · {t('app.version', { version: APP_VERSION })}
    </span>
  );
}
