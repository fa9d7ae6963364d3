import type { OrderStatus } from '@comoe/shared/enums';
import { CLIENT_STATUS_MESSAGES, STATUS_LABELS } from '@comoe/shared/commandes/statuses';

/** Colours of the status badge: waiting in amber, moving in blue and orange, done in green or red. */
const BADGE_CLASSES: Record<OrderStatus, string> = {
  EN_ATTENTE_ENTREPRISE: 'bg-amber-100 text-amber-900 ring-amber-200',
  EN_ATTENTE_LIVREUR: 'bg-amber-100 text-amber-900 ring-amber-200',
  ACCEPTEE: 'bg-sky-100 text-sky-900 ring-sky-200',
  PRETE: 'bg-indigo-100 text-indigo-900 ring-indigo-200',
  EN_LIVRAISON: 'bg-orange-100 text-orange-900 ring-orange-200',
  LIVREE: 'bg-green-100 text-green-900 ring-green-200',
  ANNULEE: 'bg-red-100 text-red-900 ring-red-200',
};

export type StatusView = { label: string; message: string; badgeClass: string };

/** What the client sees for a status: the badge's label and colours, and the spec's message. */
export function statusView(statut: OrderStatus): StatusView {
  return {
    label: STATUS_LABELS[statut],
    message: CLIENT_STATUS_MESSAGES[statut],
    badgeClass: BADGE_CLASSES[statut],
  };
}
