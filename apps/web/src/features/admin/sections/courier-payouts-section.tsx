import { COURIER_PAYOUT_MSG } from '@comoe/shared/admin/courier-payout-messages';
import type { CourierDebt } from '@comoe/shared/schemas/courier-gains';
import { CircleCheck, Download, HandCoins } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { SectionHeader } from '@/components/section-header';
import { Button } from '@/components/ui/button';
import { formatFcfa, plural } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDownloadCourierDebtsCsv } from '../api/download-courier-debts-csv';
import { COURIER_DEBTS_PAGE_SIZE, useCourierDebts, type CourierDebtsSort } from '../api/get-courier-debts';
import { CourierDebtList } from '../components/courier-payouts/courier-debt-list';
import { CourierPayoutDialog } from '../components/courier-payouts/courier-payout-dialog';
import { StatCard } from '../components/stat-card';
import { useErrorToast } from '../use-error-toast';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

/**
 * 'Paiements livreurs' (issue 20 §2): each courier's 15 % not paid yet, all dates, and paying him
 * everything owed at once. Deliveries arriving live refetch it (under the payouts' prefix).
 */
export default function CourierPayoutsSection() {
  const [sort, setSort] = useState<CourierDebtsSort>('du,desc');
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<CourierDebt | null>(null);
  const debts = useCourierDebts({ sort, page });
  const csv = useDownloadCourierDebtsCsv();
  useErrorToast(debts, COURIER_PAYOUT_MSG.debtsLoadFailed);
  const data = debts.data;

  const exportCsv = () =>
    csv.mutate(sort, {
      onSuccess: (fileName) => toast.success(LABELS.csvExport, LABELS.csvDone(fileName)),
      onError: (error) => toast.error('Erreur', error.message),
    });

  const owed = data ? data.totalElements > 0 : undefined;
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Paiements des livreurs"
        description="Chaque livraison doit à son livreur 15 % du total de la commande, versés d’un coup."
      >
        <Button variant="outline" onClick={exportCsv} disabled={csv.isPending || !owed}>
          <Download aria-hidden="true" />
          {csv.isPending ? TEXT.csvExporting : TEXT.csvExportAction}
        </Button>
      </SectionHeader>
      <StatCard
        label="Reste à verser aux livreurs"
        value={data ? formatFcfa(data.totalDu) : debts.isError ? '—' : undefined}
        description={
          data
            ? owed
              ? `${plural(data.totalElements, 'livreur')}${TEXT.allDates}`
              : 'Toutes les livraisons ont été versées.'
            : undefined
        }
        icon={HandCoins}
        tone={owed === false ? 'green' : 'orange'}
      />
      {debts.isPending ? (
        <ListSkeleton rows={3} className="h-28 rounded-xl" />
      ) : debts.isError && !data ? (
        <ErrorState message={COURIER_PAYOUT_MSG.debtsLoadFailed} onRetry={() => void debts.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={CircleCheck} title={COURIER_PAYOUT_MSG.nothingOwed} />
      ) : (
        <div className="flex flex-col gap-3">
          <CourierDebtList
            debts={data.content}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(0);
            }}
            onPay={setTarget}
          />
          <Pagination
            page={page}
            totalElements={data.totalElements}
            pageSize={COURIER_DEBTS_PAGE_SIZE}
            onPageChange={setPage}
            disabled={debts.isFetching}
          />
        </div>
      )}
      {target && <CourierPayoutDialog debt={target} onClose={() => setTarget(null)} />}
    </div>
  );
}
