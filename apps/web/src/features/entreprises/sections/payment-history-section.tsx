import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '@/components/pagination';
import { cn } from '@/lib/cn';
import { usePaiements } from '../api/get-paiements';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { PaiementsTable } from '../components/payments/paiements-table';
import { PeriodFilter } from '../components/period-filter';
import { SectionHeader } from '@/components/section-header';
import { usePeriod } from '../use-period';
import type { SectionProps } from './section-props';
import { BUSINESS_TAB_LABELS } from '../tabs';

export const PAIEMENTS_PAGE_SIZE = 20;

/** 'Historique des paiements': each delivered order of the period, what it earns and whether it was paid. */
export function PaymentHistorySection({ entreprise }: SectionProps) {
  const period = usePeriod('30d');
  const [page, setPage] = useState(0);
  const valid = period.error === null;
  const paiements = usePaiements(entreprise.id, { ...period.range, page, size: PAIEMENTS_PAGE_SIZE }, valid);

  // A new period starts again from the first page.
  const rangeKey = `${period.range.from ?? ''}|${period.range.to ?? ''}`;
  const [shownKey, setShownKey] = useState(rangeKey);
  if (shownKey !== rangeKey) {
    setShownKey(rangeKey);
    setPage(0);
  }

  const data = paiements.data;

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader level={2} title={BUSINESS_TAB_LABELS['payment-history']} />
      <p className="text-sm text-stone-600">
        Pour chaque commande livrée : son total moins les frais de livraison, versé sur votre compte de
        paiement.
      </p>
      <PeriodFilter period={period} />
      {!valid ? null : paiements.isPending ? (
        <ListSkeleton className="h-24 rounded-xl" />
      ) : paiements.isError && !data ? (
        <ErrorState message="Impossible de charger les paiements." onRetry={() => void paiements.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={ReceiptText} title="Aucun paiement sur cette période">
          <p className="text-sm text-stone-600">
            Chaque commande livrée apparaît ici avec le montant qui vous revient.
          </p>
        </EmptyState>
      ) : (
        <div className={cn('flex flex-col gap-3', paiements.isPlaceholderData && 'opacity-60')}>
          <PaiementsTable paiements={data.content} />
          <Pagination
            page={page}
            totalElements={data.totalElements}
            pageSize={PAIEMENTS_PAGE_SIZE}
            onPageChange={setPage}
            disabled={paiements.isFetching}
          />
        </div>
      )}
    </div>
  );
}
