import type { DeskGroup } from '@comoe/shared/schemas/admin-commandes';
import type { JournalType } from '@comoe/shared/schemas/admin-journal';
import type { AccountStatus, EntrepriseType, PayoutStatus } from '@comoe/shared/enums';

/** A range of whole days, both ends given (admin-finance.ts). */
export type AdminRange = { from: string; to: string };
/** One page of a range's financial report, its orders in `sort` order. */
export type FinancesQuery = { range: AdminRange; page: number; sort: string };

/** The businesses', couriers' and clients' tables: what the server filters, sorts and pages. */
export type DirectoryFilter = {
  q: string;
  from?: string | undefined;
  to?: string | undefined;
  statut?: AccountStatus | undefined;
  type?: EntrepriseType | undefined;
  /** The clients' table filters by city. */
  villeId?: number | undefined;
  /** `key,asc|desc`. */
  sort: string;
  page: number;
  size: number;
};

export type PayoutGroupsFilter = AdminRange & { statutPaiement: PayoutStatus; page: number };
export type PayoutOrdersFilter = AdminRange & { statutPaiement: PayoutStatus; entrepriseId: number };

/** The desk's list: what the server filters, searches, sorts and pages. */
export type DeskFilter = {
  groupe?: DeskGroup | undefined;
  villeId?: number | undefined;
  q: string;
  sort: 'dateCommande,desc' | 'dateCommande,asc' | 'total,desc' | 'total,asc';
  page: number;
  /** DESK_PAGE_SIZE unless said. */
  size?: number;
};

export type JournalFilter = {
  type?: JournalType | undefined;
  /** One person's entries (as the admin or the target), one order's. */
  utilisateurId?: number | undefined;
  commandeId?: string | undefined;
  page: number;
  sort?: string;
};

/** An inbox read by page: its prefix (reading an item refetches every page) and one page's key. */
const inboxKeys = <N extends string>(name: N) => ({
  all: ['admin', name] as const,
  page: (page: number) => ['admin', name, page] as const,
});

/** Every query of the admin area starts with 'admin': signing out or a write refetches by prefix. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: (range: AdminRange) => ['admin', 'stats', range] as const,
  finances: ({ range, page, sort }: FinancesQuery) => ['admin', 'finances', range, page, sort] as const,
  allFinances: ['admin', 'finances'] as const,
  villes: ['admin', 'villes'] as const,
  allAdmins: ['admin', 'users'] as const,
  admins: (q: string, sort: string) => ['admin', 'users', q, sort] as const,
  allEntreprises: ['admin', 'entreprises'] as const,
  entreprises: (filter: DirectoryFilter) => ['admin', 'entreprises', filter] as const,
  allLivreurs: ['admin', 'livreurs'] as const,
  livreurs: (filter: DirectoryFilter) => ['admin', 'livreurs', filter] as const,
  allClients: ['admin', 'clients'] as const,
  clients: (filter: DirectoryFilter) => ['admin', 'clients', filter] as const,
  /** Groups and orders of the payouts screen, and the figures a payout changes. */
  allPayouts: ['admin', 'payouts'] as const,
  payoutGroups: (filter: PayoutGroupsFilter) => ['admin', 'payouts', 'groups', filter] as const,
  payoutOrders: (filter: PayoutOrdersFilter) => ['admin', 'payouts', 'orders', filter] as const,
  /** 'Reste à verser', all dates: under allPayouts, so a payout or a delivery refetches it. */
  payoutsReste: ['admin', 'payouts', 'reste'] as const,
  /** The operations desk: its lists, one order, the couriers it may go to. */
  desk: ['admin', 'desk'] as const,
  deskOrders: (filter: DeskFilter) => ['admin', 'desk', 'list', filter] as const,
  deskOrder: (id: string) => ['admin', 'desk', 'order', id] as const,
  deskCouriers: (id: string) => ['admin', 'desk', 'couriers', id] as const,
  journal: (filter: JournalFilter) => ['admin', 'journal', filter] as const,
  /** Couriers waiting for verification (and the sidebar's count): a courier's upload refetches it. */
  verification: ['admin', 'verification'] as const,
  verificationQueue: (etat: string, page: number) => ['admin', 'verification', etat, page] as const,
  /** An account's open orders, listed before deactivating it. */
  accountOpenOrders: (utilisateurId: number) => ['admin', 'open-orders', utilisateurId] as const,
  businessPayoutAccount: (entrepriseId: number) => ['admin', 'payout-account', entrepriseId] as const,
  messages: inboxKeys('messages'),
  avis: inboxKeys('avis'),
  notifications: inboxKeys('notifications'),
};

/** `?startDate&endDate`, the admin's names for a range (spec part 2 §7). */
export function rangeParams(range: AdminRange): URLSearchParams {
  return new URLSearchParams({ startDate: range.from, endDate: range.to });
}
