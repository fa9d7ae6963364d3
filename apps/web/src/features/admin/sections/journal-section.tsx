import {
  JOURNAL_LABELS,
  JOURNAL_SORT_KEYS,
  JOURNAL_TYPES,
  type JournalType,
} from '@comoe/shared/schemas/admin-journal';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { SectionHeader } from '@/components/section-header';
import { Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/dates';
import { JOURNAL_PAGE_SIZE, useJournal } from '../api/get-journal';
import { SortSelect } from '../components/sort-select';
import { sortParam, useUrlSort } from '../use-url-sort';

const NEWEST_FIRST = { key: 'date', desc: true } as const;

/** 'Journal': every admin action, newest first (or oldest), who, what, on what, why. Read only. */
export default function JournalSection() {
  const [type, setType] = useState<JournalType | undefined>();
  const [page, setPage] = useState(0);
  const [sort, setSort] = useUrlSort<'date'>(NEWEST_FIRST, JOURNAL_SORT_KEYS);
  const journal = useJournal({ type, page, sort: sortParam(sort) });
  const data = journal.data;
  return (
    <div className="flex flex-col gap-4">
      <SectionHeader
        title="Journal"
        description="Chaque action d’un administrateur, avec son auteur, sa date et son motif. Rien ne s’y modifie ni ne s’y efface."
      />
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-72">
          <Select
            aria-label="Type d’action"
            value={type ?? ''}
            onChange={(event) => {
              setType((event.target.value || undefined) as JournalType | undefined);
              setPage(0);
            }}
          >
            <option value="">Toutes les actions</option>
            {JOURNAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {JOURNAL_LABELS[t]}
              </option>
            ))}
          </Select>
        </div>
        {/* A list, not a table: its order is chosen here on every screen. */}
        <SortSelect
          sort={sort}
          onChange={(next) => {
            setSort({ key: 'date', desc: next.desc });
            setPage(0);
          }}
          options={[{ key: 'date', label: 'Date' }]}
          className="sm:w-72"
        />
      </div>
      {journal.isPending ? (
        <ListSkeleton rows={6} className="h-16 rounded-xl" />
      ) : journal.isError && !data ? (
        <ErrorState message="Impossible de charger le journal." onRetry={() => void journal.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={ScrollText} title="Aucune action enregistrée." />
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
            {data.content.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 p-3 text-sm" data-testid="journal-entry">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold text-stone-900">{JOURNAL_LABELS[entry.type]}</span>
                  <time dateTime={entry.date} className="text-xs text-stone-500">
                    {formatDateTime(entry.date)}
                  </time>
                </p>
                <p className="text-stone-800">{entry.resume}</p>
                {entry.motif && <p className="text-stone-700">Motif : {entry.motif}</p>}
                <p className="text-xs text-stone-500">par {entry.admin.nom}</p>
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            totalElements={data.totalElements}
            pageSize={JOURNAL_PAGE_SIZE}
            onPageChange={setPage}
            disabled={journal.isFetching}
          />
        </>
      )}
    </div>
  );
}
