import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { SectionHeader } from '@/components/section-header';
import { useDebounced } from '@/hooks/use-debounced';
import { plural } from '@/lib/format';
import { DESK_PAGE_SIZE, useDeskOrders } from '../api/get-desk-orders';
import type { DeskFilter } from '../api/query-keys';
import { DeskFilters } from '../components/desk/desk-filters';
import { DESK_SORT_KEYS, groupOf, parseDeskTab, type DeskTab } from '../desk-tabs';
import { DeskOrderList } from '../components/desk/desk-order-list';
import { DeskOrderSheet } from '../components/desk/desk-order-sheet';
import { DESK_TEXT } from '../texts';
import { SortSelect } from '../components/sort-select';
import { parseSort, sortParam, useUrlSort } from '../use-url-sort';

const DESK_SORT_OPTIONS = [
  { key: 'dateCommande', label: 'Date' },
  { key: 'total', label: 'Total' },
];

/**
 * 'Commandes', the operations desk (issue 20): every order, newest first, live; the group and the
 * open order are in the address (`?groupe=ATTENTION&commande=…`) so a link shares the view.
 */
export default function CommandesSection() {
  const [params, setParams] = useSearchParams();
  const tab = parseDeskTab(params.get('groupe'));
  const opened = params.get('commande');
  const [search, setSearch] = useState('');
  const q = useDebounced(search, 300);
  const [villeId, setVilleId] = useState<number | undefined>();
  const [deskSort, setDeskSort] = useUrlSort({ key: 'dateCommande', desc: true }, DESK_SORT_KEYS);
  const sort = sortParam(deskSort) as DeskFilter['sort'];
  const [page, setPage] = useState(0);
  const orders = useDeskOrders({ groupe: groupOf(tab), villeId, q, sort, page });
  const data = orders.data;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'groupe' },
    );
  const onTab = (next: DeskTab) => {
    setPage(0);
    setParam('groupe', next === 'TOUTES' ? null : next);
  };

  return (
    <div className="flex flex-col gap-4">
      <SectionHeader title={DESK_TEXT.title} description={DESK_TEXT.description} />
      <DeskFilters
        tab={tab}
        onTab={onTab}
        attention={data?.aSurveiller}
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(0);
        }}
        villeId={villeId}
        onVille={(value) => {
          setVilleId(value);
          setPage(0);
        }}
      />
      {orders.isPending ? (
        <ListSkeleton rows={5} className="h-20 rounded-xl" />
      ) : orders.isError && !data ? (
        <ErrorState message={DESK_MSG.ordersLoadFailed} onRetry={() => void orders.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={ClipboardList} title={DESK_TEXT.empty} />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600" aria-live="polite">
            {plural(data.totalElements, 'commande')}
          </p>
          <SortSelect
            sort={deskSort}
            onChange={(next) => {
              setDeskSort(parseSort(sortParam(next), DESK_SORT_KEYS) ?? deskSort);
              setPage(0);
            }}
            options={DESK_SORT_OPTIONS}
            className="lg:hidden"
          />
          <DeskOrderList
            orders={data.content}
            sort={sort}
            onSort={(next) => {
              setDeskSort(parseSort(next, DESK_SORT_KEYS) ?? deskSort);
              setPage(0);
            }}
            onOpen={(id) => setParam('commande', id)}
          />
          <Pagination
            page={page}
            totalElements={data.totalElements}
            pageSize={DESK_PAGE_SIZE}
            onPageChange={setPage}
            disabled={orders.isFetching}
          />
        </div>
      )}
      {opened && <DeskOrderSheet key={opened} id={opened} onClose={() => setParam('commande', null)} />}
    </div>
  );
}
