import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppRoot } from './AppRoot.tsx';
import { RouteGate } from './RouteGate.tsx';
import { routes } from './routes.ts';

// Each page is its own lazy chunk, made once.
const pages = routes.map((route) => ({ route, Page: lazy(route.page) }));

/**
 * React Router in declarative mode: the app uses no loaders, actions or fetchers, and the data
 * router that carries them costs the login screen about 10 kB gzip (ARCHITECTURE §8).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppRoot />}>
          {pages.map(({ route, Page }) => (
            <Route
              key={route.path}
              path={route.path}
              element={<RouteGate route={route} Page={Page} />}
            />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
