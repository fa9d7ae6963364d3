import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';

/** A query read by one argument (an id, a page, a filter): its `queryOptions`, for prefetches and derived hooks, and its hook. */
export function argQuery<TArg, TData, TKey extends QueryKey>(
  queryKey: (arg: TArg) => TKey,
  fetcher: (arg: TArg) => Promise<TData>,
) {
  const options = (arg: TArg) => queryOptions({ queryKey: queryKey(arg), queryFn: () => fetcher(arg) });
  const useArg = (arg: TArg) => useQuery(options(arg));
  return { options, useArg };
}

/** As `argQuery`, for a list whose rows stay on screen until the next page, sort or filter arrives. */
export function keptQuery<TArg, TData, TKey extends QueryKey>(
  queryKey: (arg: TArg) => TKey,
  fetcher: (arg: TArg) => Promise<TData>,
) {
  const options = (arg: TArg) =>
    queryOptions({ queryKey: queryKey(arg), queryFn: () => fetcher(arg), placeholderData: keepPreviousData });
  const useKept = (arg: TArg) => useQuery(options(arg));
  return { options, useKept };
}
