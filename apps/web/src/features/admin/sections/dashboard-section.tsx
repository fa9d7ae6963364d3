import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { Bike, ShoppingBag, Store, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '@/components/list-states';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { DailyChart } from '@/components/charts/daily-chart';
import { RangeFilter } from '../components/range-filter';
import { RecentOrders } from '../components/recent-orders';
import { SectionHeader } from '@/components/section-header';
import type { StatCardProps } from '../components/stat-card';
import { StatGrid } from '../components/stat-grid';
import { revenueCards } from '../components/revenue-cards';
import { defaultDashboardRange } from '../ranges';
import { useErrorToast } from '../use-error-toast';
import { LABELS } from '@/lib/labels';

const count = new Intl.NumberFormat('fr-FR');

/** A card that counts (orders, accounts); the accounts' cards stay grey, the money comes first. */
function counted(
  label: string,
  value: number | undefined,
  description: string,
  icon: LucideIcon,
  tone: StatCardProps['tone'] = 'stone',
): StatCardProps {
  return { label, value: value === undefined ? undefined : count.format(value), description, icon, tone };
}

/** The range's money and orders, the accounts of all time, the newest orders and the curve per day. */
export default function DashboardSection() {
  const [range, setRange] = useState(defaultDashboardRange);
  const stats = useDashboardStats(range);
  useErrorToast(stats, ADMIN_MSG.statsLoadFailed);
  const data = stats.data;

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title={LABELS.dashboard}
        description="L'argent compte les commandes passées sur la période et livrées ; les comptes, depuis le début."
      />
      <RangeFilter value={range} onChange={setRange} />
      {stats.isError && !data ? (
        <ErrorState message={stats.error.message} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <StatGrid
            className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3"
            busy={stats.isFetching}
            cards={[
              ...revenueCards(
                data && { revenu: data.revenuTotal, notrePart: data.notrePart },
                LABELS.deliveredInPeriod,
              ),
              counted(
                'Commandes',
                data?.totalCommandes,
                'Passées sur la période, tous statuts',
                ShoppingBag,
                'blue',
              ),
              counted('Clients', data?.totalClients, 'Comptes clients', Users),
              counted('Entreprises', data?.totalEntreprises, 'Comptes entreprises', Store),
              counted('Livreurs', data?.totalLivreurs, 'Comptes livreurs', Bike),
            ]}
          />
          {data && (
            <DailyChart
              parJour={data.parJour}
              Heading="h2"
              title="Commandes et revenu par jour"
              revenueLabel="Revenu (livrées)"
            />
          )}
          <RecentOrders orders={data?.commandesRecentes} />
        </>
      )}
    </div>
  );
}
