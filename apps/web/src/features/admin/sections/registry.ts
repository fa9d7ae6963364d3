import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminSection } from '@/lib/paths';

/**
 * One chunk per screen: the sign-in page and the sidebar load without the tables, the chart or
 * the calendar of screens the admin has not opened.
 */
export const SECTIONS: Record<AdminSection, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./dashboard-section')),
  commandes: lazy(() => import('./commandes-section')),
  journal: lazy(() => import('./journal-section')),
  'user-management': lazy(() => import('./admins-section')),
  'city-management': lazy(() => import('./villes-section')),
  payouts: lazy(() => import('./payouts-section')),
  'courier-payouts': lazy(() => import('./courier-payouts-section')),
  finances: lazy(() => import('./finances-section')),
  businesses: lazy(() => import('./entreprises-section')),
  'delivery-personnel': lazy(() => import('./livreurs-section')),
  clients: lazy(() => import('./clients-section')),
  'livreurs/verification': lazy(() => import('./verification-section')),
  messages: lazy(() => import('./messages-section')),
  reviews: lazy(() => import('./avis-section')),
  notifications: lazy(() => import('./notifications-section')),
};
