import { WEB_ROUTES, type WebRoute } from '@namescope/common';
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/layout.tsx';
import HomePage from '../pages/home/home-page.tsx';

// Every other screen is its own chunk. The home page is in the main bundle: its hero and search box must be
// in the first paint, not behind a spinner while a chunk loads (its results UI is still a chunk of its own).
// Keyed by the shared route list, so the API's 404 (api/src/middleware/web-app.ts) knows the same paths.
const PAGES: Record<WebRoute, ComponentType> = {
  '/': HomePage,
  '/supported': lazy(() => import('../pages/supported/supported-page.tsx')),
  '/registrations': lazy(() => import('../pages/registrations/registrations-page.tsx')),
  '/learn': lazy(() => import('../pages/learn/learn-page.tsx')),
  '/authenticate': lazy(() => import('../pages/authenticate/authenticate-page.tsx')),
  '/services': lazy(() => import('../pages/services/services-page.tsx')),
  '/contact': lazy(() => import('../pages/contact/contact-page.tsx')),
  '/admin': lazy(() => import('../pages/admin/admin-page.tsx')),
  '/bulk': lazy(() => import('../pages/bulk/bulk-page.tsx')),
  '/watchlist': lazy(() => import('../pages/watchlist/watchlist-page.tsx')),
  '/search/:name': HomePage,
  '/status': lazy(() => import('../pages/status/status-page.tsx')),
  '/address/:address': lazy(() => import('../pages/address/address-page.tsx')),
};
const NotFoundPage = lazy(() => import('../pages/not-found/not-found-page.tsx'));

/**
 * The routes of docs/product.md section 2. Declarative routes (not a data router): nothing here loads data before
 * rendering, and the data-router code would cost the home route about 10 kB gzip for nothing.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Layout />}>
        {WEB_ROUTES.map((path) => {
          const Page = PAGES[path];
          return path === '/' ? (
            <Route key={path} index element={<Page />} />
          ) : (
            <Route key={path} path={path.slice(1)} element={<Page />} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
