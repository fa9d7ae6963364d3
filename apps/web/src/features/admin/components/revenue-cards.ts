import { Banknote, HandCoins } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import type { StatCardProps } from './stat-card';
import { TEXT } from '../texts';

type Revenue = { revenu: number; notrePart: number };

/** The two cards the dashboard and the financial report open with: what came in, what we keep. */
export function revenueCards(revenue: Revenue | undefined, revenuDescription: string | undefined) {
  const fcfa = (amount: number | undefined) => (amount === undefined ? undefined : formatFcfa(amount));
  const cards: StatCardProps[] = [
    {
      label: 'Revenu Total',
      value: fcfa(revenue?.revenu),
      description: revenuDescription,
      icon: Banknote,
      tone: 'green',
    },
    {
      label: 'Notre Part (Frais)',
      value: fcfa(revenue?.notrePart),
      description: TEXT.feesCollected,
      icon: HandCoins,
    },
  ];
  return cards;
}
