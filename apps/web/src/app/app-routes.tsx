import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { ADMIN_SECTIONS, paths } from '@/lib/paths';
import { ACCESS, type AccessRule } from './guards/access';
import { RequireAccess } from './guards/require-access';
import * as page from './lazy-pages';
import { NotFoundPage } from './not-found-page';

/** Routes behind one guard: they render only for the users its rule admits. */
const guarded = (rule: AccessRule, children: RouteObject[]): RouteObject => ({
  element: <RequireAccess rule={rule} />,
  children,
});

/** Both route tables of the spec but the landing page, each route inside the guard its audience needs. */
const appRoutes: RouteObject[] = [
  { path: 'about', element: <page.AboutPage /> },
  { path: 'contact', element: <page.ContactPage /> },
  // The courier card's QR code (issue 8): public, whoever opens it.
  { path: 'livreurs/verifier/:matricule', element: <page.CourierCheckPage /> },
  guarded(ACCESS.signedOut, [
    { path: 'login', element: <page.LoginPage /> },
    { path: 'register', element: <page.RegisterPage /> },
  ]),
  guarded(ACCESS.client, [
    { path: 'client-dashboard', element: <page.ClientDashboardRoute /> },
    { path: 'city/:cityName', element: <page.CityRoute /> },
    { path: 'business/:id', element: <page.BusinessPageRoute /> },
    { path: 'profile_client', element: <page.ProfileClientRoute /> },
    { path: 'orders_client', element: <page.OrdersClientRoute /> },
    { path: 'cart', element: <page.CartRoute /> },
    { path: 'cart_client', element: <page.CartRoute /> },
  ]),
  guarded(ACCESS.signedIn, [
    { path: 'profile', element: <page.ProfileRoute /> },
    { path: 'orders', element: <page.OrdersRoute /> },
  ]),
  guarded(ACCESS.business, [
    { path: 'business-dashboard', element: <page.BusinessDashboardRoute /> },
    { path: 'entreprise/onboarding/paiement', element: <page.PaymentOnboardingRoute /> },
  ]),
  guarded(ACCESS.delivery, [{ path: 'delivery-dashboard', element: <page.DeliveryDashboardRoute /> }]),
  {
    path: 'admin',
    children: [
      guarded(ACCESS.adminLogin, [{ path: 'login', element: <page.AdminLoginRoute /> }]),
      guarded(ACCESS.admin, [
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
      ]),
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
