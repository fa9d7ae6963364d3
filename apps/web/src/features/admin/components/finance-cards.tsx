import type { Finances } from '@comoe/shared/schemas/admin';
import { Store } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import { revenueCards } from './revenue-cards';
import { StatGrid } from './stat-grid';

/** The three cards of the 'Rapport Financier' (spec part 2 §2), over the whole range. */
export function FinanceCards({ finances }: { finances: Finances | undefined }) {
  const revenue = finances && { revenu: finances.totalRevenu, notrePart: finances.notrePart };
  const orders = finances && `${finances.nombreCommandes} commandes sur la période`;
  return (
    <StatGrid
      className="grid gap-3 md:grid-cols-3"
      cards={[
        ...revenueCards(revenue, orders),
        {
          label: 'Part des entreprises',
          value: finances && formatFcfa(finances.partEntreprises),
          // Their share of the range's delivered orders, paid or not: what is left to pay is on 'Paiements'.
          description: 'Total des commandes livrées moins les frais',
          icon: Store,
          tone: 'blue',
        },
      ]}
    />
  );
}
