import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DayRange } from '@comoe/shared/periods';
import type { AccountStatus, EntrepriseType } from '@comoe/shared/enums';
import type { DirectoryFilter } from './api/query-keys';
import { sortParam, useUrlSort, type Sort } from './use-url-sort';
import { useDebounced } from '@/hooks/use-debounced';

export const DIRECTORY_PAGE_SIZE = 20;

export type DirectoryControls = {
  filter: DirectoryFilter;
  search: string;
  setSearch: (q: string) => void;
  range: DayRange;
  setRange: (range: DayRange) => void;
  setStatut: (statut: AccountStatus | undefined) => void;
  setType: (type: EntrepriseType | undefined) => void;
  setVille: (villeId: number | undefined) => void;
  sort: Sort;
  setSort: (sort: Sort) => void;
  setPage: (page: number) => void;
  /** Any filter set: the empty state then says nothing matches, not that there is nothing. */
  filtered: boolean;
};

/**
 * The filters, sort and page of a table; any change of filter or sort goes back to the first page.
 * The sort is kept in the address among `sortKeys` (use-url-sort).
 */
export function useDirectoryFilter(defaultSort: Sort, sortKeys: readonly string[]): DirectoryControls {
  // A link names whom to show (the journal's `?q=`): the search starts with it.
  const [params] = useSearchParams();
  const [search, setSearchText] = useState(() => params.get('q') ?? '');
  const [range, setRangeState] = useState<DayRange>({});
  const [statut, setStatutState] = useState<AccountStatus | undefined>();
  const [type, setTypeState] = useState<EntrepriseType | undefined>();
  const [villeId, setVilleState] = useState<number | undefined>();
  const [sort, setSortState] = useUrlSort(defaultSort, sortKeys);
  const [page, setPage] = useState(0);
  const q = useDebounced(search);
  const [pagedQ, setPagedQ] = useState(q);
  // A new search starts from the first page (state adjusted during render, as React advises).
  if (pagedQ !== q) {
    setPagedQ(q);
    setPage(0);
  }

  const reset =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return {
    filter: {
      q,
      from: range.from,
      to: range.to,
      statut,
      type,
      villeId,
      sort: sortParam(sort),
      page,
      size: DIRECTORY_PAGE_SIZE,
    },
    search,
    setSearch: setSearchText,
    range,
    setRange: reset(setRangeState),
    setStatut: reset(setStatutState),
    setType: reset(setTypeState),
    setVille: reset(setVilleState),
    sort,
    setSort: reset(setSortState),
    setPage,
    filtered: Boolean(q || range.from || statut || type || villeId),
  };
}
