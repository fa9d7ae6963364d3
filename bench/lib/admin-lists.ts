import type { FastifyInstance } from 'fastify';
import { ENTREPRISE_SORT_KEYS, LIVREUR_SORT_KEYS } from '@comoe/shared/schemas/admin-accounts';
import { deskLists } from './admin-desk.ts';
import type { TimedRequest } from './timed-requests.ts';

/** The admin's money reports over a month read every order of it: their budget is wider. */
export const ADMIN_REPORT_BUDGET_P95_MS = 300;

export interface AdminListBench {
  name: string;
  describe: string;
  requests: TimedRequest[];
  budgetP95Ms?: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The administrator's screens on the large data set (issue 9), with the demo admin's token:
 * dashboard and finances over the last 30 days, page 10 of the finances, and the businesses
 * and couriers tables paged, sorted on each whitelisted key in turn, sometimes filtered.
 */
export async function adminLists(
  app: FastifyInstance,
  count: number,
  random: () => number,
): Promise<AdminListBench[]> {
  const admin = await app.db
    .selectFrom('utilisateurs')
    .select(['id', 'tokenVersion'])
    .where('role', '=', 'ADMIN')
    .where('statut', '=', 'ACTIF')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const headers = {
    authorization: `Bearer ${await app.signToken({ id: admin.id, role: 'ADMIN', tokenVersion: admin.tokenVersion })}`,
  };
  const today = new Date();
  const last30 = `startDate=${day(new Date(today.getTime() - 29 * 86_400_000))}&endDate=${day(today)}`;
  const same = (path: string) => Array.from({ length: count }, () => ({ path, headers }));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const filters = ['', '', '', '&statut=ACTIF', '&q=bench%201', '&from=2025-01-01'];
  const table = (path: string, keys: readonly string[], extra: readonly string[] = []) =>
    Array.from({ length: count }, () => ({
      path: `${path}?page=${Math.floor(random() * 40)}&size=20&sort=${pick(keys)},${pick(['asc', 'desc'])}${pick([...filters, ...extra])}`,
      headers,
    }));

  return [
    ...(await deskLists(app, headers, count, random)),
    {
      name: 'admin stats 30 j',
      describe: `GET /api/admin/dashboard/stats?${last30}`,
      requests: same(`/api/admin/dashboard/stats?${last30}`),
      budgetP95Ms: ADMIN_REPORT_BUDGET_P95_MS,
    },
    {
      name: 'finances 30 j',
      describe: `GET /api/admin/commandes/finances?${last30}&page=0&size=20`,
      requests: same(`/api/admin/commandes/finances?${last30}&page=0&size=20`),
      budgetP95Ms: ADMIN_REPORT_BUDGET_P95_MS,
    },
    {
      name: 'finances p. 10',
      describe: `… &page=10&size=20`,
      requests: same(`/api/admin/commandes/finances?${last30}&page=10&size=20`),
    },
    {
      name: 'admin entreprises',
      describe: 'GET /api/admin/entreprises?page=<0-39>&size=20&sort=<clé>,<sens>[&filtre]',
      requests: table('/api/admin/entreprises', ENTREPRISE_SORT_KEYS, ['&type=RESTAURANT']),
    },
    {
      name: 'admin livreurs',
      describe: 'GET /api/admin/livreurs?page=<0-39>&size=20&sort=<clé>,<sens>[&filtre]',
      requests: table('/api/admin/livreurs', LIVREUR_SORT_KEYS),
    },
  ];
}
