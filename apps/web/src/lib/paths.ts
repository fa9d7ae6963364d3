import type { Role, UserType } from '@comoe/shared/enums';
import { citySlug } from '@comoe/shared/city-slug';

/** The account kinds a visitor can create, as the `type` query parameter of /register spells them. */
export const REGISTER_TYPES = ['client', 'business', 'delivery'] as const satisfies readonly UserType[];
export type RegisterType = (typeof REGISTER_TYPES)[number];

export const ADMIN_SECTIONS = [
  'dashboard',
  'commandes',
  'journal',
  'user-management',
  'messages',
  'reviews',
  'city-management',
  'payouts',
  'courier-payouts',
  'finances',
  'notifications',
  'delivery-personnel',
  'livreurs/verification',
  'businesses',
  'clients',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sections of /business-dashboard, as its `tab` query parameter spells them (spec part 2 §2). */
export const BUSINESS_TABS = [
  'dashboard',
  'orders',
  'menu',
  'deliveries',
  'categories',
  'settings',
  'order-history',
  'payment-history',
  'earnings',
  'reviews',
  'notifications',
] as const;
export type BusinessTab = (typeof BUSINESS_TABS)[number];
export const DEFAULT_BUSINESS_TAB: BusinessTab = 'orders';

export function parseBusinessTab(value: string | null): BusinessTab {
  return (BUSINESS_TABS as readonly string[]).includes(value ?? '')
    ? (value as BusinessTab)
    : DEFAULT_BUSINESS_TAB;
}

/** Every URL of the web app, written once. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: (type?: RegisterType) => (type ? `/register?type=${type}` : '/register'),
  clientDashboard: '/client-dashboard',
  city: (nom: string) => `/city/${encodeURIComponent(citySlug(nom))}`,
  business: (id: number, cityName?: string) =>
    cityName ? `/business/${id}?city=${encodeURIComponent(citySlug(cityName))}` : `/business/${id}`,
  profile: '/profile',
  profileClient: '/profile_client',
  orders: '/orders',
  ordersClient: '/orders_client',
  cart: '/cart',
  cartClient: '/cart_client',
  businessDashboard: '/business-dashboard',
  businessTab: (tab: BusinessTab) => `/business-dashboard?tab=${tab}`,
  paymentOnboarding: '/entreprise/onboarding/paiement',
  deliveryDashboard: '/delivery-dashboard',
  adminLogin: '/admin/login',
  admin: (section: AdminSection) => `/admin/${section}`,
  /** One order opened over the desk (its sheet follows `?commande=`). */
  adminOrder: (id: string) => `/admin/commandes?commande=${encodeURIComponent(id)}`,
  /** The admin journal kept to one order (its entries, read by the journal's filter). */
  adminOrderJournal: (id: string, nom: string) =>
    `/admin/journal?${new URLSearchParams({ commandeId: id, nom }).toString()}`,
  /** An admin list searched for someone (a directory reads `?q=` as its search). */
  adminSearch: (section: AdminSection, q: string) => `/admin/${section}?q=${encodeURIComponent(q)}`,
} as const;

/** What a guard hands the sign-in page it sends a signed-out visitor to: the page asked for. */
export type SignInState = { from: string };

/** The page a guard sent the visitor from (`state.from`), when it is a path of this site. */
function returnUrl(state: unknown): URL | null {
  const from: unknown =
    typeof state === 'object' && state !== null ? (state as Partial<SignInState>).from : null;
  // A path, not an address: '//host' and '\\host' would leave the site.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\'))
    return null;
  const base = 'http://comoe.invalid';
  try {
    const url = new URL(from, base);
    return url.origin === base ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where the admin's sign-in lands: the admin page the visitor asked for (`state.from`, set by the
 * guard), if it is a path of this site under /admin other than the sign-in itself; else the dashboard.
 */
export function adminReturnPath(state: unknown): string {
  const fallback = paths.admin('dashboard');
  // Read once resolved: '/admin/../login' is /login.
  const url = returnUrl(state);
  if (!url?.pathname.startsWith('/admin/') || /^\/admin\/login\/?$/i.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where /login lands: the user's own dashboard as the guard found it asked for, its tab
 * (`?tab=settings`) kept; any other page, his dashboard.
 */
export function signInReturnPath(state: unknown, dashboard: string): string {
  const url = returnUrl(state);
  return url?.pathname === dashboard ? `${url.pathname}${url.search}${url.hash}` : dashboard;
}

/** Where a signed-out user goes to sign in again: admins have their own door. */
export function signInPathFor(role: Role | null): string {
  return role === 'ADMIN' ? paths.adminLogin : paths.login;
}

/**
 * The login page, the sign-up pages, the courier's and business owner's dashboards and the admin
 * area (but its sign-in page) are full-screen, without the site's header or footer: the
 * dashboards bring their own bar and menu.
 */
export function hidesSiteChrome(pathname: string): boolean {
  return (
    pathname === paths.login ||
    pathname.includes('/register') ||
    pathname === paths.deliveryDashboard ||
    pathname === paths.businessDashboard ||
    // /admin and everything under it but /admin/login (a regular expression: the shell stays light).
    /^\/admin(\/(?!login\/?$)|$)/.test(pathname)
  );
}

/**
 * Screens where a user is in the middle of something (cart, checkout, orders, a new business's
 * payout account): no marketing footer under them, the task ends the page.
 */
export function hidesFooter(pathname: string): boolean {
  return [paths.cart, paths.cartClient, paths.orders, paths.ordersClient, paths.paymentOnboarding].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}
