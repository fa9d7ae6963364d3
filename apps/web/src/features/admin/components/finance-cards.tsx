import type { Finances } from '@comoe/shared/schemas/admin';
import { Banknote, HandCoins, Store } from 'lucide-react';
import { formatFcfa } from '@/lib/format';
import { StatCard } from './stat-card';
import { TEXT } from '../texts';

/** The three cards of the 'Rapport Financier' (spec part 2 §2), over the whole range. */
export function FinanceCards({ finances }: { finances: Finances | undefined }) {
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <StatCard
        label="Revenu Total"
        value={finances && formatFcfa(finances.totalRevenu)}
        description={finances ? `${finances.nombreCommandes} commandes sur la période` : undefined}
        icon={Banknote}
        tone="green"
      />
      <StatCard
        label="Notre Part (Frais)"
        value={finances && formatFcfa(finances.notrePart)}
        description={TEXT.feesCollected}
        icon={HandCoins}
      />
      <StatCard
        label="Part des Entreprises"
        value={finances && formatFcfa(finances.partEntreprises)}
        description="Montant total à verser"
        icon={Store}
        tone="blue"
      />
    </div>
  );
}
