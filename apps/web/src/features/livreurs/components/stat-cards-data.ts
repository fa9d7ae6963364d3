import type { CourierStats } from '@comoe/shared/schemas/livreurs';
import { Package, Route, Star, Wallet, type LucideIcon } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import { LABELS } from '@/lib/labels';

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Card = { label: string; value: string; icon: LucideIcon; tone: string; detail?: string };

/** "sur 1 avis", "sur 12 avis": how many client ratings make the mean. */
export const ratingCount = (n: number) => `sur ${n} avis`;

/** Issue 8's four cards, in the spec's order: today's figures, and the clients' rating. */
export function statCards(stats: CourierStats): Card[] {
  return [
    {
      label: 'Livraisons',
      value: String(stats.livraisonsAujourdHui),
      icon: Package,
      tone: 'bg-orange-100 text-orange-800',
    },
    {
      label: 'Gains',
      value: formatFcfa(stats.revenusDuJour),
      icon: Wallet,
      tone: 'bg-green-100 text-green-800',
    },
    {
      label: 'Distance',
      value: `${oneDecimal.format(stats.distanceParcourue)} km`,
      icon: Route,
      tone: 'bg-blue-100 text-blue-800',
    },
    {
      label: LABELS.rating,
      value: stats.evaluation === null ? '—' : `${oneDecimal.format(stats.evaluation)} ★`,
      icon: Star,
      tone: 'bg-amber-100 text-amber-800',
      ...(stats.nombreAvis > 0 ? { detail: ratingCount(stats.nombreAvis) } : {}),
    },
  ];
}
