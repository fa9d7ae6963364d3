import { History, Inbox, Truck, UserRound, type LucideIcon } from 'lucide-react';
import { LABELS } from '@/lib/labels';

/** The four tabs of the courier area (spec part 2 §2), as the `tab` query parameter spells them. */
export const COURIER_TABS = ['disponibles', 'en-cours', 'historique', 'profil'] as const;
export type CourierTab = (typeof COURIER_TABS)[number];

export const COURIER_TAB_LABELS: Record<CourierTab, string> = {
  disponibles: 'Missions disponibles',
  'en-cours': 'Missions en cours',
  historique: LABELS.deliveryHistory,
  profil: 'Profil',
};

export const COURIER_TAB_ICONS: Record<CourierTab, LucideIcon> = {
  disponibles: Inbox,
  'en-cours': Truck,
  historique: History,
  profil: UserRound,
};

export function parseCourierTab(value: string | null): CourierTab {
  return (COURIER_TABS as readonly string[]).includes(value ?? '') ? (value as CourierTab) : 'disponibles';
}
