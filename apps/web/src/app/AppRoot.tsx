import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSessionRefresh } from '../auth/useSessionRefresh.ts';
import { Loading } from '../platform/Loading.tsx';
import { useSession } from '../platform/session.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { useTransportEffects } from './useTransportEffects.ts';

// Visitors never download the logged-in shell.
const AppLayout = lazy(() => import('./AppLayout.tsx'));

/** Root of every route: picks the shell by login state (an unknown path keeps the user's shell). */
export function AppRoot() {
  useTransportEffects();
  const ready = useSessionRefresh();
  const session = useSession();
  if (!ready) return <Loading fullPage />;
  if (!session) {
    return (
      <PublicLayout>
        <Outlet />
      </PublicLayout>
    );
  }
  return (
    <Suspense fallback={<Loading fullPage />}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </Suspense>
  );
}
