import {
  JOURNAL_LABELS,
  JOURNAL_MSG,
  JOURNAL_SORT_KEYS,
  JOURNAL_TYPES,
  type JournalType,
} from '@comoe/shared/schemas/admin-journal';
import { ScrollText, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';
import { Pagination } from '@/components/pagination';
import { SectionHeader } from '@/components/section-header';
import { Select } from '@/components/ui/select';
import { JOURNAL_PAGE_SIZE, useJournal } from '../api/get-journal';
import { JournalEntryItem, type JournalPick } from '../components/journal-entry';
import { SortSelect } from '../components/sort-select';
import { sortParam, useUrlSort } from '../use-url-sort';

const NEWEST_FIRST = { key: 'date', desc: true } as const;

/** The person or order the address keeps the journal to (`?utilisateurId=…&nom=…`, `?commandeId=…`). */
function usePick(): [JournalPick | null, (pick: JournalPick | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('utilisateurId'));
  const commandeId = params.get('commandeId');
  const nom = params.get('nom') ?? '';
  const pick: JournalPick | null = commandeId
    ? { commandeId, nom }
    : Number.isInteger(id) && id > 0
      ? { utilisateurId: id, nom }
      : null;
  const setPick = (next: JournalPick | null) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const key of ['utilisateurId', 'commandeId', 'nom']) out.delete(key);
      if (next) {
        out.set('nom', next.nom);
        if ('commandeId' in next) out.set('commandeId', next.commandeId);
        else out.set('utilisateurId', String(next.utilisateurId));
      }
      return out;
    });
  return [pick, setPick];
}

/**
 * 'Journal': every admin action, newest first (or oldest), who, what, on what (linked), why; kept
 * to one person or one order by a tap on a name. Read only.
 */
export default function JournalSection() {
  const [type, setType] = useState<JournalType | undefined>();
  const [page, setPage] = useState(0);
  const [pick, setPick] = usePick();
  const [sort, setSort] = useUrlSort<'date'>(NEWEST_FIRST, JOURNAL_SORT_KEYS);
  const journal = useJournal({
    type,
    page,
    sort: sortParam(sort),
    utilisateurId: pick && 'utilisateurId' in pick ? pick.utilisateurId : undefined,
    commandeId: pick && 'commandeId' in pick ? pick.commandeId : undefined,
  });
  const choose = (next: JournalPick | null) => {
    setPick(next);
    setPage(0);
  };
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
      {pick && (
        <p className="flex items-center gap-2 text-sm text-stone-800" data-testid="journal-pick">
          {'commandeId' in pick ? 'Commande' : 'Personne'} : <strong>{pick.nom}</strong>
          <button
            type="button"
            onClick={() => choose(null)}
            aria-label="Voir tout le journal"
            className="rounded-full p-1 text-stone-600 hover:bg-stone-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </p>
      )}
      {journal.isPending ? (
        <ListSkeleton rows={6} className="h-16 rounded-xl" />
      ) : journal.isError && !data ? (
        <ErrorState message={JOURNAL_MSG.loadFailed} onRetry={() => void journal.refetch()} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={ScrollText} title="Aucune action enregistrée." />
      ) : (
        <>
          <ol className="flex flex-col divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
            {data.content.map((entry) => (
              <JournalEntryItem key={entry.id} entry={entry} onPick={choose} />
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
