import { History, Inbox, Truck, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import { LABELS } from '@/lib/labels';

/**
 * The tabs of the courier area (spec part 2 §2, and his earnings: issue 20 §2), as the `tab` query
 * parameter spells them.
 */
export const COURIER_TABS = ['disponibles', 'en-cours', 'historique', 'gains', 'profil'] as const;
export type CourierTab = (typeof COURIER_TABS)[number];

export const COURIER_TAB_LABELS: Record<CourierTab, string> = {
  disponibles: 'Missions disponibles',
  'en-cours': 'Missions en cours',
  historique: LABELS.deliveryHistory,
  gains: 'Gains',
  profil: 'Profil',
};

export const COURIER_TAB_ICONS: Record<CourierTab, LucideIcon> = {
  disponibles: Inbox,
  'en-cours': Truck,
  historique: History,
  gains: Wallet,
  profil: UserRound,
};

export function parseCourierTab(value: string | null): CourierTab {
  return (COURIER_TABS as readonly string[]).includes(value ?? '') ? (value as CourierTab) : 'disponibles';
}
