import { APP_VERSION } from '@custodia/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" data-testid="footer-version">
      {t('app.name')} · {t('app.version', { version: APP_VERSION })}
    </Typography.Text>
  );
}
