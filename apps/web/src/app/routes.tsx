import type { RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/landing-page';
import { AppRoutes } from './app-routes-lazy';
import { RootLayout } from './root-layout';

/**
 * The landing page ships with the shell; every other address is resolved by the route table of
 * app-routes.tsx, itself a lazy chunk, so a first visit to / downloads neither the other routes,
 * nor their guards, nor the 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: '*', element: <AppRoutes /> },
    ],
  },
];
