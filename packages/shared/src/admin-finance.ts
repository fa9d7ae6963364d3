import type { OrderStatus } from './enums.ts';
import { addDays, abidjanDay, monthToDate, type DayRange } from './periods.ts';

/**
 * Issue 9's definitions, the one place the admin's screens, reports and tests take them from.
 *
 * - A range `startDate..endDate` (yyyy-MM-dd) covers the start of its first day to the end of
 *   its last, in Africa/Abidjan time, which is UTC (`periods.ts`).
 * - Money counts the orders **placed in the range and LIVREE**: revenuTotal = Σ total,
 *   notrePart = Σ fraisLivraison, partEntreprises = revenuTotal − notrePart.
 * - totalCommandes = orders placed in the range, whatever their status.
 * - totalClients / totalEntreprises / totalLivreurs = accounts of that role, all time.
 * - A business's commandesTotal = its orders of all time, any status; its gainsTotaux = Σ part
 *   entreprise of its LIVREE orders. A courier's coursesTotal = its LIVREE orders; its
 *   gainsTotaux = 15 % of their Σ total (design §5), rounded to the franc once, on the sum.
 */

/** The one status whose orders count as money. */
export const MONEY_STATUS = 'LIVREE' as const satisfies OrderStatus;

/** What the business is owed for one delivered order (design §2, versement). */
export function partEntreprise(o: { total: number; fraisLivraison: number }): number {
  return o.total - o.fraisLivraison;
}

/** The marketplace keeps the delivery fee. */
export function notrePart(o: { fraisLivraison: number }): number {
  return o.fraisLivraison;
}

/** Couriers are shown 15 % of the order total (design §5, spec part 2 §9). */
export const COURIER_SHARE = 0.15;

/** A courier's earnings on orders delivered for `deliveredTotal` FCFA in all: whole FCFA. */
export function courierGains(deliveredTotal: number): number {
  return Math.round(deliveredTotal * COURIER_SHARE);
}

/** The admin dashboard opens on the last 30 days: today and the 29 before (spec part 2 §9). */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The dashboard's chart has a bar per day: a range longer than this is refused. */
export const DASHBOARD_MAX_DAYS = 366;

export function lastDays(n: number, now = new Date()): Required<DayRange> {
  const today = abidjanDay(now);
  return { from: addDays(today, 1 - n), to: today };
}

/**
 * A range with its missing ends filled: no end is today, no start is the default's start
 * (the last 30 days for the dashboard, the first of the month for finances and payouts) or,
 * when the end is given, as many days before it.
 */
export function resolveRange(
  q: { startDate?: string | undefined; endDate?: string | undefined },
  fallback: 'last30days' | 'monthToDate',
  now = new Date(),
): Required<DayRange> {
  const def = fallback === 'last30days' ? lastDays(DASHBOARD_DEFAULT_DAYS, now) : monthToDate(now);
  if (q.startDate && q.endDate) return { from: q.startDate, to: q.endDate };
  if (q.startDate) return { from: q.startDate, to: q.startDate > def.to ? q.startDate : def.to };
  if (q.endDate) {
    const from =
      fallback === 'last30days'
        ? addDays(q.endDate, 1 - DASHBOARD_DEFAULT_DAYS)
        : `${q.endDate.slice(0, 8)}01`;
    return { from, to: q.endDate };
  }
  return def;
}

/** Days a range covers, ends included (0 when reversed). */
export function rangeLength(range: Required<DayRange>): number {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  return Math.max(0, Math.round(days));
}
