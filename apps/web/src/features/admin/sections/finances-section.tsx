import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { FINANCE_SORT_KEYS, type FinanceSortKey } from '@comoe/shared/schemas/admin';
import { Download } from 'lucide-react';
import { Pagination } from '@/components/pagination';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDownloadFinancesCsv } from '../api/download-finances-csv';
import { FINANCES_PAGE_SIZE, useFinances } from '../api/get-finances';
import { PeriodField } from '../components/period-field';
import { FinanceCards } from '../components/finance-cards';
import { FinanceTable } from '../components/finance-table';
import { SectionHeader } from '@/components/section-header';
import { Spinner } from '../components/spinner';
import { useMonthPages } from '../use-month-pages';
import { useErrorToast } from '../use-error-toast';
import { SortSelect } from '../components/sort-select';
import { parseSort, sortParam, useUrlSort, type Sort } from '../use-url-sort';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../texts';

const FINANCE_SORT_OPTIONS = [
  { key: 'dateCommande', label: 'Date' },
  { key: 'entreprise', label: 'Entreprise' },
  { key: 'total', label: 'Total' },
  { key: 'fraisLivraison', label: 'Frais' },
] as const;

/** 'Rapport Financier': the range's delivered orders, what they brought, what goes to the businesses. */
export default function FinancesSection() {
  const { range, setRange, page, setPage, pagination } = useMonthPages();
  const [sort, setSort] = useUrlSort<FinanceSortKey>({ key: 'dateCommande', desc: true }, FINANCE_SORT_KEYS);
  const finances = useFinances({ range, page, sort: sortParam(sort) });
  const sortBy = (next: Sort) => {
    setSort(parseSort(sortParam(next), FINANCE_SORT_KEYS) ?? sort);
    setPage(0);
  };
  const csv = useDownloadFinancesCsv();
  useErrorToast(finances, 'Erreur', ADMIN_MSG.financeLoadFailed);
  const data = finances.data;

  const exportCsv = () =>
    csv.mutate(range, {
      onSuccess: (fileName) => toast.success(LABELS.csvExport, LABELS.csvDone(fileName)),
      onError: (error) => toast.error('Erreur', error.message),
    });

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader title="Rapport Financier" description="Les commandes passées sur la période et livrées.">
        <Button variant="outline" onClick={exportCsv} disabled={csv.isPending}>
          <Download aria-hidden="true" />
          {csv.isPending ? TEXT.csvExporting : TEXT.csvExportAction}
        </Button>
      </SectionHeader>
      <PeriodField
        value={range}
        onChange={setRange}
        fetching={finances.isFetching}
        loadingLabel="Chargement du rapport…"
      />
      {finances.isError && !data ? (
        <Alert variant="destructive">
          <AlertDescription>{ADMIN_MSG.dataLoadFailed}</AlertDescription>
        </Alert>
      ) : finances.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Chargement du rapport…" className="[&>span:first-child]:size-8" />
        </div>
      ) : (
        data && (
          <>
            <FinanceCards finances={data} />
            <section aria-labelledby="finance-details" className="flex flex-col gap-3">
              <h2 id="finance-details" className="text-lg font-semibold text-stone-900">
                Détail des Commandes
              </h2>
              <SortSelect
                sort={sort}
                onChange={sortBy}
                options={FINANCE_SORT_OPTIONS}
                className="md:hidden"
              />
              <div className="rounded-2xl border border-border bg-white p-2 shadow-sm max-md:border-0 max-md:bg-transparent max-md:p-0 max-md:shadow-none">
                <FinanceTable rows={data.commandes} sort={sort} onSort={sortBy} />
              </div>
              <Pagination {...pagination(data.totalElements, FINANCES_PAGE_SIZE, finances.isFetching)} />
            </section>
          </>
        )
      )}
    </div>
  );
}
