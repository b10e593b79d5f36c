import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { refusedScreen } from './refusal.ts';

/**
 * Says why the user landed here when a screen they may not open sent them away, as a 403 answer
 * does; closing it forgets the refusal, so reloading the page does not bring it back.
 */
export function RefusedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const screen = refusedScreen(location.state);
  if (!screen) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('access.refused', { screen: t(screen) })}
      closable={{ onClose: () => navigate(location, { replace: true, state: null }) }}
      style={{ marginBottom: 16 }}
      data-testid="access-refused"
    />
  );
}
