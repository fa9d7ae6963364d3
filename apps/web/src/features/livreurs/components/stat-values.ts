import type { CourierStats } from '@comoe/shared/schemas/livreurs';
import { formatFcfa } from '@/lib/format';
import { LABELS } from '@/lib/labels';

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export type StatValue = { label: string; value: string; detail?: string };

/** "sur 1 avis", "sur 12 avis": how many client ratings make the mean. */
export const ratingCount = (n: number) => `sur ${n} avis`;

/**
 * Issue 8's four figures, in the spec's order: today's, and the clients' rating. Without their
 * icons, so the page drawn before the app (features/livreurs/prepaint) reads them too.
 */
export function statValues(stats: CourierStats): [StatValue, StatValue, StatValue, StatValue] {
  return [
    { label: 'Livraisons', value: String(stats.livraisonsAujourdHui) },
    { label: 'Gains', value: formatFcfa(stats.revenusDuJour) },
    { label: 'Distance', value: `${oneDecimal.format(stats.distanceParcourue)} km` },
    {
      label: LABELS.rating,
      value: stats.evaluation === null ? '—' : `${oneDecimal.format(stats.evaluation)} ★`,
      ...(stats.nombreAvis > 0 ? { detail: ratingCount(stats.nombreAvis) } : {}),
    },
  ];
}
