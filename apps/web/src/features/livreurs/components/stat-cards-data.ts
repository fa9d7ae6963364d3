import type { CourierStats } from '@comoe/shared/schemas/livreurs';
import { Package, Route, Star, Wallet, type LucideIcon } from 'lucide-react';
import { statValues, type StatValue } from './stat-values';

export { ratingCount } from './stat-values';

type Card = StatValue & { icon: LucideIcon; tone: string };

const LOOKS: Array<Pick<Card, 'icon' | 'tone'>> = [
  { icon: Package, tone: 'bg-orange-100 text-orange-800' },
  { icon: Wallet, tone: 'bg-green-100 text-green-800' },
  { icon: Route, tone: 'bg-blue-100 text-blue-800' },
  { icon: Star, tone: 'bg-amber-100 text-amber-800' },
];

/** Issue 8's four cards, in the spec's order: today's figures, and the clients' rating. */
export function statCards(stats: CourierStats): Card[] {
  return statValues(stats).map((value, i) => ({ ...value, ...LOOKS[i]! }));
}
