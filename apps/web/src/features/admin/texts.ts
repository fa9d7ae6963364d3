import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { RESCUE_MSG } from '@comoe/shared/commandes/rescue';
import { CLIENT_STATUS_MESSAGES } from '@comoe/shared/commandes/statuses';
import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { LABELS } from '@/lib/labels';
import type { DeactivationPreview } from '@comoe/shared/schemas/admin-commandes';
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
  reasonLabel: 'Motif (lu par la personne concernée)',
  verificationWithdrawn: 'Vérification retirée',
  payoutAccount: ADMIN_MSG.payoutAccountNoticeTitle,
  pending: 'En cours...',
  payoutAccountHint:
    "Là où l'entreprise reçoit ses versements. Le propriétaire est prévenu ; le journal garde la modification.",
  payoutAccountSaved: 'Compte de versement enregistré',
  payoutAccountLoadFailed: 'Impossible de lire le compte de versement.',
  readClientCode: 'Lire le code au client',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/**
 * What the deactivation's confirmation says it will do, counted (issue 34). A deactivated
 * courier's orders already picked up are among `continuent` but go nowhere by themselves: the
 * admin hands them over or closes them, so they are counted apart from those that go on.
 */
export function deactivationSummary(p: DeactivationPreview) {
  const signalees = p.commandes.filter((o) => o.suite === 'SIGNALEE').length;
  const continuent = p.continuent - signalees;
  const parts = [
    p.annulees > 0 && plural(p.annulees, 'sera annulée', 'seront annulées'),
    p.remisesAuxLivreurs > 0 &&
      plural(
        p.remisesAuxLivreurs,
        'reviendra aux livreurs de la ville',
        'reviendront aux livreurs de la ville',
      ),
    continuent > 0 &&
      plural(
        continuent,
        'déjà en route continuera jusqu’à la livraison',
        'déjà en route continueront jusqu’à la livraison',
      ),
    signalees > 0 &&
      plural(
        signalees,
        'déjà récupérée sera à confier à un autre livreur ou à clôturer',
        'déjà récupérées seront à confier à un autre livreur ou à clôturer',
      ),
  ].filter(Boolean);
  const total = p.annulees + p.remisesAuxLivreurs + p.continuent;
  return `${plural(total, 'commande en cours', 'commandes en cours')} : ${parts.join(', ')}.`;
}

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
  orderJournal: 'Ce que les administrateurs ont fait sur cette commande',
  moveDone: {
    annuler: CLIENT_STATUS_MESSAGES.ANNULEE,
    liberer: 'Mission remise aux livreurs.',
    assigner: 'Livreur assigné.',
    'debloquer-codes': 'Codes débloqués.',
    relancer: DESK_MSG.reminderSent,
    transferer: RESCUE_MSG.transferred,
    cloturer: RESCUE_MSG.closed,
  },
} as const;
