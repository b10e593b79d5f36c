import { type ComponentType, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../platform/Loading.tsx';
import { useSession } from '../platform/session.ts';
import { decideAccess } from './access.ts';
import { refusalState } from './refusal.ts';
import type { AppRoute } from './routes.ts';

export function RouteGate({ route, Page }: { route: AppRoute; Page: ComponentType }) {
  const decision = decideAccess(route, useSession());
  if (!decision.allow) {
    const state = decision.forbidden ? refusalState(route.title) : undefined;
    return <Navigate to={decision.redirect} replace state={state} />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}
