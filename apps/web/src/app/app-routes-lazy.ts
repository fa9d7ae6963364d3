import { preloadable } from '@/lib/preloadable';

/** Apart from lazy-pages.ts, which only the lazy route table may import, or all pages' loaders would ship with the landing page. */
export const AppRoutes = preloadable(() => import('./app-routes'));
