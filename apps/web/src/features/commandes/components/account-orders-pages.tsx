import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { businessOrdersQueryKey, useBusinessOrders } from '../api/get-business-orders';
import { courierMissionsQueryKey, useCourierMissions } from '../api/get-courier-missions';
import { useLiveRefetch } from '../api/use-live-refetch';
import { businessOrderSummary, missionSummary, type OrderSummary } from '../order-summary';
import { OrderSummaryList } from './order-summary-list';
import { OrdersSkeleton } from './orders-skeleton';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

function Frame({ intro, action, children }: { intro: string; action: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{LABELS.myOrders}</h1>
          <p className="text-stone-700">{intro}</p>
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}

function DashboardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonVariants({ variant: 'outline' })}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Link>
  );
}

function SummaryContent<T>({
  query,
  toSummary,
}: {
  query: UseQueryResult<T[]>;
  toSummary: (item: T) => OrderSummary;
}) {
  if (query.isPending) return <OrdersSkeleton />;
  if (query.data) return <OrderSummaryList orders={query.data.map(toSummary)} />;
  return (
    <RetryAlert title={TEXT.historyLoadFailed} onRetry={() => void query.refetch()}>
      {query.error?.message}
    </RetryAlert>
  );
}

export function BusinessOrdersPage() {
  useLiveRefetch(businessOrdersQueryKey, ['commande.statut', 'commande.nouvelle']);
  return (
    <Frame
      intro="Les dernières commandes de votre entreprise, mises à jour en direct."
      action={<DashboardLink to={paths.businessDashboard}>Gérer les commandes</DashboardLink>}
    >
      <SummaryContent query={useBusinessOrders()} toSummary={businessOrderSummary} />
    </Frame>
  );
}

export function CourierOrdersPage() {
  useLiveRefetch(courierMissionsQueryKey, ['commande.statut']);
  return (
    <Frame
      intro="Vos missions en cours et vos livraisons terminées."
      action={<DashboardLink to={paths.deliveryDashboard}>Voir mes missions</DashboardLink>}
    >
      <SummaryContent query={useCourierMissions()} toSummary={missionSummary} />
    </Frame>
  );
}

export function AdminOrdersNotice() {
  return (
    <Frame
      intro="Un compte administrateur ne passe pas de commandes."
      action={<DashboardLink to={paths.admin('dashboard')}>{LABELS.dashboard}</DashboardLink>}
    >
      <p className="rounded-2xl bg-orange-50 px-4 py-10 text-center text-stone-700">
        Les finances, les versements et les statistiques des commandes sont dans l'espace administrateur.
      </p>
    </Frame>
  );
}
