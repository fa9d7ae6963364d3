import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { partEntreprise } from '@comoe/shared/admin-finance';
import { daysOf } from '@comoe/shared/periods';
import {
  FINANCES_CSV_HEADER,
  type DashboardStats,
  type Finances,
  type FinanceSortKey,
} from '@comoe/shared/schemas/admin';
import { csvLine, CSV_BOM, frenchDateTime } from '../../lib/csv.ts';
import { paging } from '../../lib/paging.ts';
import {
  accountsByRole,
  financeRows,
  financeRowsAfter,
  rangeTotals,
  recentOrders,
  totalsPerDay,
  type FinanceRow,
  type Range,
} from './admin-reports.repository.ts';

const RECENT_ORDERS = 10;
/** Rows read per query of the CSV export: small enough never to hold the store for long. */
const CSV_CHUNK = 500;

const num = (v: number | string | null | undefined) => Number(v ?? 0);
const fullName = (r: { prenom: string; nom: string }) => `${r.prenom} ${r.nom}`.trim();

function csvRow(r: FinanceRow): string {
  return csvLine([
    r.id,
    frenchDateTime(r.createdAt),
    r.entrepriseNom,
    fullName(r),
    r.total,
    r.fraisLivraison,
    partEntreprise(r),
  ]);
}

/** The admin's money screens, per the definitions of `@comoe/shared/admin-finance`. */
export function createAdminReportsService(app: FastifyInstance) {
  async function dashboard(range: Range): Promise<DashboardStats> {
    const [days, recent, accounts] = await Promise.all([
      totalsPerDay(app.db, range),
      recentOrders(app.db, range, RECENT_ORDERS),
      accountsByRole(app.db),
    ]);
    const byDay = new Map(days.map((d) => [d.jour, d]));
    let revenuTotal = 0;
    let notrePart = 0;
    let totalCommandes = 0;
    for (const d of days) {
      revenuTotal += num(d.revenu);
      notrePart += num(d.frais);
      totalCommandes += num(d.commandes);
    }
    return {
      startDate: range.from,
      endDate: range.to,
      revenuTotal,
      notrePart,
      partEntreprises: revenuTotal - notrePart,
      totalCommandes,
      totalClients: accounts.get('CLIENT') ?? 0,
      totalEntreprises: accounts.get('ENTREPRISE') ?? 0,
      totalLivreurs: accounts.get('LIVREUR') ?? 0,
      commandesRecentes: recent.map((r) => ({
        id: r.id,
        clientNomComplet: fullName(r),
        entrepriseNom: r.entrepriseNom,
        total: r.total,
        statut: r.statut,
        dateCommande: r.createdAt.toISOString(),
      })),
      parJour: daysOf(range).map((date) => ({
        date,
        commandes: num(byDay.get(date)?.commandes),
        revenu: num(byDay.get(date)?.revenu),
      })),
    };
  }

  async function finances(
    q: Range & { page: number; size: number; sort: { key: FinanceSortKey; desc: boolean } },
  ): Promise<Finances> {
    const [totals, rows] = await Promise.all([
      rangeTotals(app.db, q),
      financeRows(app.db, q, paging(q), q.sort),
    ]);
    const totalRevenu = num(totals.revenu);
    const notrePart = num(totals.frais);
    return {
      startDate: q.from,
      endDate: q.to,
      totalRevenu,
      nombreCommandes: num(totals.livrees),
      notrePart,
      partEntreprises: totalRevenu - notrePart,
      commandes: rows.map((r) => ({
        id: r.id,
        entrepriseNom: r.entrepriseNom,
        clientNomComplet: fullName(r),
        total: r.total,
        fraisLivraison: r.fraisLivraison,
        dateCommande: r.createdAt.toISOString(),
      })),
      totalElements: num(totals.livrees),
    };
  }

  /**
   * The whole range as CSV, produced as it is sent: the BOM and header, then the orders a chunk
   * at a time, read only when the client has taken the previous ones (the stream's backpressure).
   */
  function financesCsv(range: Range): Readable {
    async function* lines(): AsyncGenerator<string> {
      yield CSV_BOM + csvLine([...FINANCES_CSV_HEADER]);
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const rows = await financeRowsAfter(app.db, range, after, CSV_CHUNK);
        if (rows.length > 0) yield rows.map(csvRow).join('');
        if (rows.length < CSV_CHUNK) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.createdAt, id: last.id };
      }
    }
    return Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 });
  }

  return { dashboard, finances, financesCsv };
}
