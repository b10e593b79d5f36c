import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../platform/paths.ts';
import { expiryWarningDays } from './passwordExpiry.ts';

export function PasswordExpiryBanner({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation();
  const days = expiryWarningDays(daysLeft);
  if (days === null) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="password-expiry-warning"
      title={t('auth.expiry.soon', { days })}
      action={<Link to={paths.renewPassword}>{t('auth.expiry.change')}</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
