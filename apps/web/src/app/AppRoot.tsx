import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { useSession } from '../platform/session.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { routeAt } from './routes.ts';
import { useTransportEffects } from './useTransportEffects.ts';

// Visitors never download the logged-in shell, nor antd with it (docs/decisions.md 44).
const AppLayout = lazy(() => import('./AppLayout.tsx'));

/** The name of the screen at the address, from its row of the route table. */
function useScreenTitle(): string {
  const { t } = useTranslation();
  const route = routeAt(useLocation());
  const screen = route ? t(route.title) : '';
  const title = screen ? `${screen} · ${t('app.name')}` : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return screen;
}

/**
 * Root of every route: picks the shell by login state (an unknown path keeps the user's shell)
 * and names the screen: the browser tab's title and the shell's h1.
 */
export function AppRoot() {
  useTransportEffects();
  const session = useSession();
  const title = useScreenTitle();
  if (!session) {
    return (
      <PublicLayout title={title}>
        <Outlet />
      </PublicLayout>
    );
  }
  return (
    <Suspense fallback={<Loading fullPage />}>
      <AppLayout title={title}>
        <Outlet />
      </AppLayout>
    </Suspense>
  );
}
