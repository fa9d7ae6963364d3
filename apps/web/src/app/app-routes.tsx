import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS, paths } from '@/lib/paths';
import { ACCESS } from './guards/access';
import { RequireAccess } from './guards/require-access';
import * as page from './lazy-pages';
import { NotFoundPage } from './not-found-page';

/** Both route tables of the spec but the landing page, each route inside the guard its audience needs. */
const appRoutes: RouteObject[] = [
  { path: 'about', element: <page.AboutPage /> },
  { path: 'contact', element: <page.ContactPage /> },
  // The courier card's QR code (issue 8): public, whoever opens it.
  { path: 'livreurs/verifier/:matricule', element: <page.CourierCheckPage /> },
  {
    element: <RequireAccess rule={ACCESS.signedOut} />,
    children: [
      { path: 'login', element: <page.LoginPage /> },
      { path: 'register', element: <page.RegisterPage /> },
    ],
  },
  {
    element: <RequireAccess rule={ACCESS.client} />,
    children: [
      { path: 'client-dashboard', element: <page.ClientDashboardRoute /> },
      { path: 'city/:cityName', element: <page.CityRoute /> },
      { path: 'business/:id', element: <page.BusinessPageRoute /> },
      { path: 'profile_client', element: <page.ProfileClientRoute /> },
      { path: 'orders_client', element: <page.OrdersClientRoute /> },
      { path: 'cart', element: <page.CartRoute /> },
      { path: 'cart_client', element: <page.CartRoute /> },
    ],
  },
  {
    element: <RequireAccess rule={ACCESS.signedIn} />,
    children: [
      { path: 'profile', element: <page.ProfileRoute /> },
      { path: 'orders', element: <page.OrdersRoute /> },
    ],
  },
  {
    element: <RequireAccess rule={ACCESS.business} />,
    children: [
      { path: 'business-dashboard', element: <page.BusinessDashboardRoute /> },
      { path: 'entreprise/onboarding/paiement', element: <page.PaymentOnboardingRoute /> },
    ],
  },
  {
    element: <RequireAccess rule={ACCESS.delivery} />,
    children: [{ path: 'delivery-dashboard', element: <page.DeliveryDashboardRoute /> }],
  },
  {
    path: 'admin',
    children: [
      {
        element: <RequireAccess rule={ACCESS.adminLogin} />,
        children: [{ path: 'login', element: <page.AdminLoginRoute /> }],
      },
      {
        element: <RequireAccess rule={ACCESS.admin} />,
        children: [
          {
            // The sidebar and top bar stay on screen from one section to the next, and around the 404.
            element: <page.AdminLayoutRoute />,
            children: [
              { index: true, element: <Navigate to={paths.admin('dashboard')} replace /> },
              ...ADMIN_SECTIONS.map((section) => ({
                path: section,
                element: <page.AdminSectionRoute section={section} />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/** Loads the code of the page at `pathname` (and of its layouts) before the first render. */
// eslint-disable-next-line react-refresh/only-export-components -- used once, before the first render
export function preloadPage(pathname: string): Promise<unknown> {
  const pages: Array<Promise<void>> = [];
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    const type: unknown = (route.element as { type?: unknown } | undefined)?.type;
    const preload = (type as { preload?: () => Promise<void> } | undefined)?.preload;
    if (preload) pages.push(preload());
  }
  return Promise.all(pages);
}

export default function AppRoutes() {
  return useRoutes(appRoutes);
}
