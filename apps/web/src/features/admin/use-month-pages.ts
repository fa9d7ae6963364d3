import { useState } from 'react';
import type { AdminRange } from './api/query-keys';
import { defaultMonthRange } from './ranges';

/** The period and page of the financial report and of the payouts: a new period opens on its first page. */
export function useMonthPages() {
  const [range, setRangeState] = useState<AdminRange>(defaultMonthRange);
  const [page, setPage] = useState(0);
  const setRange = (next: AdminRange) => {
    setRangeState(next);
    setPage(0);
  };
  /** The `Pagination` under the list; its buttons wait while a page loads. */
  const pagination = (totalElements: number, pageSize: number, fetching: boolean) => ({
    page,
    totalElements,
    pageSize,
    onPageChange: setPage,
    disabled: fetching,
  });
  return { range, setRange, page, setPage, pagination };
}
