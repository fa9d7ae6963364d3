import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { Banknote, Bike, HandCoins, ShoppingBag, Store, Users } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '@/components/list-states';
import { formatFcfa } from '@/lib/format';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { DailyChart } from '@/components/charts/daily-chart';
import { RangeFilter } from '../components/range-filter';
import { RecentOrders } from '../components/recent-orders';
import { SectionHeader } from '@/components/section-header';
import { StatCard } from '../components/stat-card';
import { defaultDashboardRange } from '../ranges';
import { useErrorToast } from '../use-error-toast';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

const count = new Intl.NumberFormat('fr-FR');

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
          <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3" aria-busy={stats.isFetching}>
            <StatCard
              label="Revenu Total"
              value={data && formatFcfa(data.revenuTotal)}
              description={LABELS.deliveredInPeriod}
              icon={Banknote}
              tone="green"
            />
            <StatCard
              label="Notre Part (Frais)"
              value={data && formatFcfa(data.notrePart)}
              description={TEXT.feesCollected}
              icon={HandCoins}
            />
            <StatCard
              label="Commandes"
              value={data && count.format(data.totalCommandes)}
              description="Passées sur la période, tous statuts"
              icon={ShoppingBag}
              tone="blue"
            />
            <StatCard
              label="Clients"
              value={data && count.format(data.totalClients)}
              description="Comptes clients"
              icon={Users}
              tone="stone"
            />
            <StatCard
              label="Entreprises"
              value={data && count.format(data.totalEntreprises)}
              description="Comptes entreprises"
              icon={Store}
              tone="stone"
            />
            <StatCard
              label="Livreurs"
              value={data && count.format(data.totalLivreurs)}
              description="Comptes livreurs"
              icon={Bike}
              tone="stone"
            />
          </div>
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
