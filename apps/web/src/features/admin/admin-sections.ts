import {
  Bell,
  Bike,
  ChartColumn,
  ClipboardList,
  HandCoins,
  LayoutDashboard,
  Mail,
  MapPin,
  ScrollText,
  ShieldCheck,
  Star,
  Store,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { AdminSection } from '@/lib/paths';

/**
 * The sidebar's order (issue 9): the day's orders first (issue 20), the money and the places, then
 * the people, then the inbox, and the journal of what admins did.
 */
export const ADMIN_SIDEBAR: readonly AdminSection[] = [
  'dashboard',
  'commandes',
  'user-management',
  'city-management',
  'payouts',
  'courier-payouts',
  'finances',
  'businesses',
  'delivery-personnel',
  'livreurs/verification',
  'clients',
  'messages',
  'reviews',
  'notifications',
  'journal',
];

/** The sidebar's labels (spec part 2 §2). */
export const ADMIN_NAV_LABELS: Record<AdminSection, string> = {
  dashboard: 'Dashboard',
  commandes: 'Commandes',
  journal: 'Journal',
  'user-management': 'Gestion Admins',
  'city-management': 'Gestion Villes',
  payouts: 'Paiements',
  'courier-payouts': 'Versements livreurs',
  finances: 'Finances',
  businesses: 'Entreprises',
  'delivery-personnel': 'Livreurs',
  'livreurs/verification': 'Vérifications',
  clients: 'Clients',
  messages: 'Messages',
  reviews: 'Avis',
  notifications: 'Notifications',
};

export const ADMIN_NAV_ICONS: Record<AdminSection, LucideIcon> = {
  dashboard: LayoutDashboard,
  commandes: ClipboardList,
  journal: ScrollText,
  'user-management': UserCog,
  'city-management': MapPin,
  payouts: Wallet,
  'courier-payouts': HandCoins,
  finances: ChartColumn,
  businesses: Store,
  'delivery-personnel': Bike,
  'livreurs/verification': ShieldCheck,
  clients: Users,
  messages: Mail,
  reviews: Star,
  notifications: Bell,
};

/** The sections whose entry shows an unread count. */
export type UnreadCounts = Partial<Record<AdminSection, number>>;
