import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import { CLIENT_STATUS_MESSAGES } from '@comoe/shared/commandes/statuses';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { LABELS } from '@/lib/labels';
/** The admin area's web-only French texts that several of its files show, written once (issue 19). */
export const TEXT = {
  toPay: 'À verser',
  resteAVerser: 'Reste à verser',
  resteLoadFailed: 'Impossible de charger le reste à verser.',
  markPaid: 'Marquer comme payé',
  feesCollected: 'Frais de livraison perçus',
  allDates: ', toutes dates confondues',
  area: 'Espace administrateur',
  addVille: 'Ajouter une ville',
  newAdmin: 'Nouvel administrateur',
  peopleSearch: 'Nom, e-mail ou téléphone',
  csvExporting: 'Export en cours...',
  csvExportAction: 'Exporter en CSV',
  totalEarnings: 'Gains totaux',
  courierVerified: 'Livreur vérifié',
} as const;

/** The desk's groups, as its filter reads them. */
export const DESK_GROUP_LABELS = {
  TOUTES: 'Toutes',
  ATTENTION: 'À surveiller',
  EN_ATTENTE: 'En attente',
  EN_COURS: 'En cours',
  LIVREE: 'Livrées',
  ANNULEE: 'Annulées',
} as const;

export const DESK_TEXT = {
  title: 'Commandes',
  description: 'Toutes les commandes, en direct : cherchez, ouvrez, agissez.',
  searchLabel: 'Chercher une commande',
  searchPlaceholder: 'Référence, téléphone ou nom du client',
  allCities: 'Toutes les villes',
  cityLabel: 'Ville',
  empty: 'Aucune commande ne correspond.',
  closeOrder: 'Fermer la commande',
  motifLabel: 'Motif (lu par les personnes concernées)',
  assignTitle: ORDER_MACHINE.assigner.label,
  assignEmpty: 'Aucun livreur vérifié et actif dans cette ville.',
  unlock: LABELS.unlockCodes,
  moveDone: {
    annuler: CLIENT_STATUS_MESSAGES.ANNULEE,
    liberer: 'Mission remise aux livreurs.',
    assigner: 'Livreur assigné.',
    'debloquer-codes': 'Codes débloqués.',
    transferer: RESCUE_MSG.transferred,
    cloturer: RESCUE_MSG.closed,
  },
} as const;
