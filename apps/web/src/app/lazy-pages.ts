import { preloadable as lazy } from '@/lib/preloadable';

/**
 * One chunk per public page and one per role area: a visitor downloads only what the page in
 * front of them needs. Placeholders of later releases live in their area's chunk. An area that
 * composes several features is an app module (./areas/); features never import one another.
 */
export const AboutPage = lazy(() => import('@/features/landing/about-page'));
export const ContactPage = lazy(() => import('@/features/contact/contact-page'));
export const LoginPage = lazy(() => import('@/features/auth/login-page'));
export const RegisterPage = lazy(() => import('@/features/auth/register-page'));
export const CourierCheckPage = lazy(() => import('@/features/courier-check/courier-check-page'));

// One chunk per client page: the city list never downloads the profile's forms, nor the cart.
export const ClientDashboardRoute = lazy(() => import('./areas/client/client-dashboard-route'));
export const CityRoute = lazy(() => import('./areas/client/city-route'));
export const BusinessPageRoute = lazy(() => import('./areas/client/business-page-route'));
export const ProfileClientRoute = lazy(() => import('./areas/client/profile-client-route'));
export const OrdersClientRoute = lazy(() => import('./areas/client/orders-client-route'));
export const CartRoute = lazy(() => import('./areas/client/cart-route'));

const accountArea = () => import('./areas/account-area');
export const ProfileRoute = lazy(() => accountArea().then((m) => ({ default: m.ProfileRoute })));
export const OrdersRoute = lazy(() => accountArea().then((m) => ({ default: m.OrdersRoute })));

const businessArea = () => import('@/features/entreprises/business-area');
export const BusinessDashboardRoute = lazy(() =>
  businessArea().then((m) => ({ default: m.BusinessDashboardRoute })),
);
// Its own chunk: the payout form's react-hook-form stays off the dashboard's 3G path.
export const PaymentOnboardingRoute = lazy(() =>
  import('@/features/entreprises/onboarding/payment-onboarding-page').then((m) => ({
    default: m.PaymentOnboardingPage,
  })),
);

export const DeliveryDashboardRoute = lazy(() =>
  import('@/features/livreurs/delivery-area').then((m) => ({ default: m.DeliveryDashboardRoute })),
);

const adminArea = () => import('@/features/admin/admin-area');
export const AdminLoginRoute = lazy(() => adminArea().then((m) => ({ default: m.AdminLoginRoute })));
export const AdminLayoutRoute = lazy(() => adminArea().then((m) => ({ default: m.AdminLayoutRoute })));
export const AdminSectionRoute = lazy(() => adminArea().then((m) => ({ default: m.AdminSectionRoute })));
