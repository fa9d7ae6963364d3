import type { OrderStatus } from '../enums.ts';

/** The owner's groups of statuses (spec part 2 §4), as its filter and badges name them. */
export const BUSINESS_GROUPS = ['EN_ATTENTE', 'EN_COURS', 'LIVREE', 'ANNULEE'] as const;
export type BusinessGroup = (typeof BUSINESS_GROUPS)[number];
export const BUSINESS_GROUP_LABELS = {
  EN_ATTENTE: 'En attente',
  EN_COURS: 'En cours',
  LIVREE: 'Livrée',
  ANNULEE: 'Annulée',
} as const satisfies Record<BusinessGroup, string>;

/** The courier's view of a status (spec part 2 §4). */
export type CourierStatus = 'pending' | 'accepted' | 'ready' | 'picked_up' | 'delivered';

/**
 * The courier's badges (spec part 2 §4: En attente, Acceptée, Récupérée, Livrée). The spec names
 * no badge for `ready`; it reads 'Prête', as the order's own label, since that is when to go.
 */
export const COURIER_STATUS_LABELS: Record<CourierStatus, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  ready: 'Prête',
  picked_up: 'Récupérée',
  delivered: 'Livrée',
};

/** The client's tracker (issue 11): five steps, whatever the finer statuses behind them. */
export const ORDER_STEPS = ['Envoyée', 'Acceptée', 'Prête', 'En route', 'Livrée'] as const;

interface StatusRow {
  /** The order's own label (badges, histories, admin lists). */
  label: string;
  /** What the client reads under its badge, and in the notification of the move (spec part 1 §4). */
  client: string;
  business: BusinessGroup;
  courier: CourierStatus;
  /**
   * Tracker steps done: the business accepting is 'Acceptée' for the client before a courier
   * takes the mission (EN_ATTENTE_LIVREUR, then ACCEPTEE); null for a cancelled order.
   */
  steps: number | null;
  /** How it ended, once nothing moves it any more. */
  ended: 'livree' | 'annulee' | null;
  /**
   * For the couriers: `offerte`, on their city's list; `en-cours`, the mission of the courier who
   * took it, until delivered.
   */
  mission: 'offerte' | 'en-cours' | null;
  /** Where the courier heads while it is open: the business's counter, then the client's door. */
  heading: 'entreprise' | 'client' | null;
  /** The client may rate it. */
  ratable: boolean;
  /** Mobile-money links show: the courier is on the way (spec part 1 §2). */
  payLinks: boolean;
}

/** Every status and what each side reads of it: one row a status, one place for each wording. */
export const ORDER_STATUS_TABLE: Record<OrderStatus, StatusRow> = {
  EN_ATTENTE_ENTREPRISE: {
    label: "En attente de l'entreprise",
    client: "Nous attendons que l'entreprise confirme qu'elle dispose bien de votre commande.",
    business: 'EN_ATTENTE',
    courier: 'accepted',
    steps: 1,
    ended: null,
    mission: null,
    heading: 'entreprise',
    ratable: false,
    payLinks: false,
  },
  EN_ATTENTE_LIVREUR: {
    label: 'En attente du livreur',
    client: 'Nous attendons de trouver votre livreur.',
    business: 'EN_ATTENTE',
    courier: 'pending',
    steps: 2,
    ended: null,
    mission: 'offerte',
    heading: 'entreprise',
    ratable: false,
    payLinks: false,
  },
  ACCEPTEE: {
    label: 'Acceptée',
    client: "Notre livreur va récupérer votre colis pendant que l'entreprise le prépare.",
    business: 'EN_ATTENTE',
    courier: 'accepted',
    steps: 2,
    ended: null,
    mission: 'en-cours',
    heading: 'entreprise',
    ratable: false,
    payLinks: false,
  },
  PRETE: {
    label: 'Prête',
    client: "Votre commande est prête et attend d'être récupérée par le livreur.",
    business: 'EN_ATTENTE',
    courier: 'ready',
    steps: 3,
    ended: null,
    mission: 'en-cours',
    heading: 'entreprise',
    ratable: false,
    payLinks: false,
  },
  EN_LIVRAISON: {
    label: 'En livraison',
    client: 'Votre livreur vient vous livrer le colis.',
    business: 'EN_COURS',
    courier: 'picked_up',
    steps: 4,
    ended: null,
    mission: 'en-cours',
    heading: 'client',
    ratable: false,
    payLinks: true,
  },
  LIVREE: {
    label: 'Livrée',
    client: 'Commande livrée.',
    business: 'LIVREE',
    courier: 'delivered',
    steps: 5,
    ended: 'livree',
    mission: null,
    heading: null,
    ratable: true,
    payLinks: false,
  },
  ANNULEE: {
    label: 'Annulée',
    client: 'Commande annulée.',
    business: 'ANNULEE',
    courier: 'pending',
    steps: null,
    ended: 'annulee',
    mission: null,
    heading: null,
    ratable: false,
    payLinks: false,
  },
};

const STATUSES = Object.keys(ORDER_STATUS_TABLE) as OrderStatus[];
const column = <K extends keyof StatusRow>(key: K) =>
  Object.fromEntries(STATUSES.map((s) => [s, ORDER_STATUS_TABLE[s][key]])) as Record<
    OrderStatus,
    StatusRow[K]
  >;

export const STATUS_LABELS = column('label');
export const CLIENT_STATUS_MESSAGES = column('client');

export const isFinished = (statut: OrderStatus): boolean => ORDER_STATUS_TABLE[statut].ended !== null;
export const isCancelled = (statut: OrderStatus): boolean => ORDER_STATUS_TABLE[statut].ended === 'annulee';
export const isDelivered = (statut: OrderStatus): boolean => ORDER_STATUS_TABLE[statut].ended === 'livree';
export const courierHeading = (statut: OrderStatus) => ORDER_STATUS_TABLE[statut].heading;

/** The statuses of each kind, for the lists that filter on them. */
export const FINISHED_STATUSES: readonly OrderStatus[] = STATUSES.filter(isFinished);
export const DELIVERED_STATUSES: readonly OrderStatus[] = STATUSES.filter(isDelivered);
export const OFFERED_MISSION_STATUSES: readonly OrderStatus[] = STATUSES.filter(
  (s) => ORDER_STATUS_TABLE[s].mission === 'offerte',
);
export const MISSION_IN_PROGRESS_STATUSES: readonly OrderStatus[] = STATUSES.filter(
  (s) => ORDER_STATUS_TABLE[s].mission === 'en-cours',
);
export const canRate = (statut: OrderStatus): boolean => ORDER_STATUS_TABLE[statut].ratable;
export const showsPaymentLinks = (statut: OrderStatus): boolean => ORDER_STATUS_TABLE[statut].payLinks;
export const stepsDone = (statut: OrderStatus): number | null => ORDER_STATUS_TABLE[statut].steps;

function inGroup(group: BusinessGroup): OrderStatus[] {
  return STATUSES.filter((s) => ORDER_STATUS_TABLE[s].business === group);
}

/** The statuses of each of the owner's groups: its filter's `statut` parameter and its counts. */
export const BUSINESS_STATUS_FILTERS: Record<BusinessGroup, readonly OrderStatus[]> = {
  EN_ATTENTE: inGroup('EN_ATTENTE'),
  EN_COURS: inGroup('EN_COURS'),
  LIVREE: inGroup('LIVREE'),
  ANNULEE: inGroup('ANNULEE'),
};

const isOrderStatus = (statut: string): statut is OrderStatus => Object.hasOwn(ORDER_STATUS_TABLE, statut);

/** The owner's badge: an order status, or a delivery one (EN_COURS); anything else reads 'Inconnu'. */
export type BusinessStatusGroup = (typeof BUSINESS_GROUP_LABELS)[BusinessGroup] | 'Inconnu';
export function businessStatusGroup(statut: string): BusinessStatusGroup {
  if (isOrderStatus(statut)) return BUSINESS_GROUP_LABELS[ORDER_STATUS_TABLE[statut].business];
  if (statut === 'EN_COURS') return BUSINESS_GROUP_LABELS.EN_COURS;
  return 'Inconnu';
}

export function courierStatus(statut: string): CourierStatus {
  return isOrderStatus(statut) ? ORDER_STATUS_TABLE[statut].courier : 'pending';
}

/** An order's label, or what was given when it is not an order status (a delivery's EN_COURS). */
export function statusLabel(statut: string): string | undefined {
  return isOrderStatus(statut) ? STATUS_LABELS[statut] : undefined;
}
