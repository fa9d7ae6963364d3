import type { LucideIcon } from 'lucide-react';
import {
  Bell,
  ClipboardList,
  History,
  LayoutDashboard,
  ReceiptText,
  Settings,
  Star,
  Tags,
  Truck,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react';
import type { BusinessTab } from '@/lib/paths';
import { LABELS } from '@/lib/labels';

export const BUSINESS_TAB_LABELS: Record<BusinessTab, string> = {
  dashboard: LABELS.dashboard,
  orders: 'Commandes',
  menu: 'Menu',
  deliveries: 'Livraisons',
  categories: 'Catégories',
  settings: 'Paramètres',
  'order-history': 'Historique des commandes',
  'payment-history': 'Historique des paiements',
  earnings: 'Revenus',
  reviews: 'Avis',
  notifications: 'Notifications',
};

export const BUSINESS_TAB_ICONS: Record<BusinessTab, LucideIcon> = {
  dashboard: LayoutDashboard,
  orders: ClipboardList,
  menu: UtensilsCrossed,
  deliveries: Truck,
  categories: Tags,
  settings: Settings,
  'order-history': History,
  'payment-history': ReceiptText,
  earnings: Wallet,
  reviews: Star,
  notifications: Bell,
};

/** The tab bar under the banners (spec: Commandes, Menu, Livraisons, Catégories). */
export const TAB_BAR: readonly BusinessTab[] = ['orders', 'menu', 'deliveries', 'categories'];

/** The sidebar: the spec's entries first, then the history and money sections. */
export const SIDEBAR: readonly BusinessTab[] = [
  'dashboard',
  'categories',
  'orders',
  'menu',
  'deliveries',
  'order-history',
  'payment-history',
  'earnings',
  'reviews',
  'notifications',
  'settings',
];
