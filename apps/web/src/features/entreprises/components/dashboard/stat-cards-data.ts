import type { BusinessStats } from '@comoe/shared/schemas/entreprise-reports';
import type { LucideIcon } from 'lucide-react';
import { Clock, ShoppingBag, Star, Wallet } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import type { BusinessTab } from '@/lib/paths';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

const rating = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export type StatCard = {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  tab: BusinessTab;
  tone: string;
};

/** The four figures of the dashboard's head, from real data ('—' when there is nothing to average). */
export function statCards(stats: BusinessStats): StatCard[] {
  return [
    {
      label: "Commandes aujourd'hui",
      value: String(stats.commandesAujourdhui),
      detail: LABELS.seeOrders,
      icon: ShoppingBag,
      tab: 'orders',
      tone: 'bg-orange-100 text-orange-800',
    },
    {
      label: TEXT.revenue,
      value: formatFcfa(stats.chiffreAffaires),
      detail: LABELS.deliveredInPeriod,
      icon: Wallet,
      tab: 'earnings',
      tone: 'bg-green-100 text-green-800',
    },
    {
      label: 'Temps moyen',
      value: stats.tempsMoyenMinutes === null ? '—' : `${Math.round(stats.tempsMoyenMinutes)} min`,
      detail: 'De la commande à la livraison',
      icon: Clock,
      tab: 'deliveries',
      tone: 'bg-blue-100 text-blue-800',
    },
    {
      label: LABELS.rating,
      value: stats.evaluation === null ? '—' : `${rating.format(stats.evaluation)} / 5`,
      detail: stats.nombreAvis === 0 ? 'Aucun avis' : `${stats.nombreAvis} avis`,
      icon: Star,
      tab: 'order-history',
      tone: 'bg-yellow-100 text-yellow-800',
    },
  ];
}
