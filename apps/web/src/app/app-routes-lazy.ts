import { lazy } from 'react';

/** Apart from lazy-pages.ts, which only the lazy route table may import, or all pages' loaders would ship with the landing page. */
export const AppRoutes = lazy(() => import('./app-routes'));
