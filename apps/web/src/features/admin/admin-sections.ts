import {
  Bell,
  Bike,
  ChartColumn,
  LayoutDashboard,
  Mail,
  MapPin,
  Star,
  Store,
  UserCog,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { AdminSection } from '@/lib/paths';

/** The sidebar's order (issue 9): the money and the places first, then the people, then the inbox. */
export const ADMIN_SIDEBAR: readonly AdminSection[] = [
  'dashboard',
  'user-management',
  'city-management',
  'payouts',
  'finances',
  'businesses',
  'delivery-personnel',
  'messages',
  'reviews',
  'notifications',
];

/** The sidebar's labels (spec part 2 §2). */
export const ADMIN_NAV_LABELS: Record<AdminSection, string> = {
  dashboard: 'Dashboard',
  'user-management': 'Gestion Admins',
  'city-management': 'Gestion Villes',
  payouts: 'Paiements',
  finances: 'Finances',
  businesses: 'Entreprises',
  'delivery-personnel': 'Livreurs',
  messages: 'Messages',
  reviews: 'Avis',
  notifications: 'Notifications',
};

export const ADMIN_NAV_ICONS: Record<AdminSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  'user-management': UserCog,
  'city-management': MapPin,
  payouts: Wallet,
  finances: ChartColumn,
  businesses: Store,
  'delivery-personnel': Bike,
  messages: Mail,
  reviews: Star,
  notifications: Bell,
};

/** The sections whose entry shows an unread count. */
export type UnreadCounts = Partial<Record<AdminSection, number>>;
