import { journalPageSchema } from '@comoe/shared/schemas/admin-journal';
import { apiRequest } from '@/lib/api-client';
import { keptQuery } from '@/lib/query-factory';
import { adminKeys, type JournalFilter } from './query-keys';

export const JOURNAL_PAGE_SIZE = 30;

/** `GET /api/admin/journal`: who did what, newest first unless `sort` says `date,asc`. */
export function getJournal(filter: JournalFilter) {
  const params = new URLSearchParams({ page: String(filter.page), size: String(JOURNAL_PAGE_SIZE) });
  if (filter.type) params.set('type', filter.type);
  if (filter.utilisateurId !== undefined) params.set('utilisateurId', String(filter.utilisateurId));
  if (filter.commandeId) params.set('commandeId', filter.commandeId);
  if (filter.sort) params.set('sort', filter.sort);
  return apiRequest(`/api/admin/journal?${params.toString()}`, {
    schema: journalPageSchema,
    cache: 'no-store',
  });
}

export const { useKept: useJournal } = keptQuery(adminKeys.journal, getJournal);
