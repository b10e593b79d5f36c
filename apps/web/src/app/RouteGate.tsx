import { type ComponentType, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { useSession } from '../platform/session.ts';
import { decideAccess } from './access.ts';
import type { AppRoute } from './routes.ts';

export function RouteGate({ route, Page }: { route: AppRoute; Page: ComponentType }) {
  const decision = decideAccess(route, useSession());
  if (!decision.allow) return <Navigate to={decision.redirect} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
