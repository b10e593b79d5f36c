import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../platform/paths.ts';
import { refusalState, refusedScreen } from './refusal.ts';
import { routeAt } from './routes.ts';

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

/**
 * An item of the screen the user may not read (a 403 answer): spec §2 sends them to the dashboard,
 * whose notice names the screen they were refused, as the route guard's refusal does.
 */
export function LeaveRefusedItem() {
  const route = routeAt(useLocation());
  return (
    <Navigate to={paths.dashboard} replace state={route ? refusalState(route.title) : undefined} />
  );
}
