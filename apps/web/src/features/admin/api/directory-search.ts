import type { DirectoryFilter } from './query-keys';

/** The query string of the people's tables; empty filters are left out. */
export function directorySearch(filter: DirectoryFilter): string {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.statut) params.set('statut', filter.statut);
  if (filter.type) params.set('type', filter.type);
  if (filter.villeId) params.set('villeId', String(filter.villeId));
  params.set('sort', filter.sort);
  params.set('page', String(filter.page));
  params.set('size', String(filter.size));
  return params.toString();
}
