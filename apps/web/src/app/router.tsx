import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot.tsx';
import { RouteGate } from './RouteGate.tsx';
import { routes } from './routes.ts';

export const router = createBrowserRouter([
  {
    element: <AppRoot />,
    children: routes.map((route) => ({
      path: route.path,
      element: <RouteGate route={route} Page={lazy(route.page)} />,
    })),
  },
]);
