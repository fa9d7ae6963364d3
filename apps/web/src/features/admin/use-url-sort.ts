import { useSearchParams } from 'react-router';

export type Sort<K extends string = string> = { key: K; desc: boolean };

/** `key,asc|desc`, as the API's `sort` parameter spells it. */
export const sortParam = (sort: Sort) => `${sort.key},${sort.desc ? 'desc' : 'asc'}`;

/** A `key,asc|desc` among these keys, or nothing (a hand-edited or stale address). */
export function parseSort<K extends string>(raw: string | null, keys: readonly K[]): Sort<K> | undefined {
  const [key, dir, ...more] = (raw ?? '').split(',');
  if (more.length > 0 || (dir !== 'asc' && dir !== 'desc')) return undefined;
  return keys.includes(key as K) ? { key: key as K, desc: dir === 'desc' } : undefined;
}

/**
 * A table's sort, kept in the address (`?sort=nom,asc`): a reload, the back button or a shared
 * link shows the same order. Other parameters of the address are left as they are.
 */
export function useUrlSort<K extends string>(
  fallback: Sort<K>,
  keys: readonly K[],
): [Sort<K>, (sort: Sort<K>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = parseSort(params.get('sort'), keys) ?? fallback;
  const setSort = (next: Sort<K>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('sort', sortParam(next));
        return updated;
      },
      { replace: true },
    );
  return [sort, setSort];
}

export type SortState = false | 'asc' | 'desc';

/** The header cell's `aria-sort` for this state. */
export const ariaSort = (sorted: SortState) =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

/** The next sort on a click: a new column starts from `firstDesc`; the sorted one turns over. */
export function nextSort<K extends string>(
  current: { key: K; desc: boolean },
  key: K,
  firstDesc = false,
): { key: K; desc: boolean } {
  return current.key === key ? { key, desc: !current.desc } : { key, desc: firstDesc };
}
