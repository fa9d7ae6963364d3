import { MAX_MISSIONS_IN_PROGRESS } from '../livreurs.ts';
import { MSG } from '../messages.ts';
import { ADMIN_MSG } from '../admin-messages.ts';

/** The operations desk's French texts (issue 20), for the API's answers and the admin's screens. */
export const DESK_MSG = {
  motifRequired: 'Indiquez le motif (3 à 300 caractères).',
  livreurIdRequired: 'Choisissez un livreur.',
  ordersLoadFailed: MSG.ordersLoadFailed,

  // Who may take a mission from the desk: each refusal says why.
  courierNotFound: ADMIN_MSG.livreurNotFound,
  courierInactive: 'Ce compte livreur est désactivé.',
  courierNotVerified: "Ce livreur n'est pas encore vérifié.",
  courierUnavailable: "Ce livreur n'est pas disponible en ce moment.",
  courierOtherCity: 'Ce livreur travaille dans une autre ville que celle de la commande.',
  courierFull: `Ce livreur a déjà ${MAX_MISSIONS_IN_PROGRESS} missions en cours.`,
  alreadyHisMission: 'Ce livreur a déjà cette mission.',

  // What the parties read.
  cancelledClient: (motif: string) => `Votre commande a été annulée par Comoé Express. Motif : ${motif}`,
  cancelledOthers: (motif: string) => `Commande annulée par Comoé Express. Motif : ${motif}`,
  released: (motif: string) =>
    `Comoé Express a retiré cette mission à son livreur : elle attend un nouveau livreur. Motif : ${motif}`,
  assignedCourier: 'Comoé Express vous a confié cette mission : elle est dans vos missions en cours.',
  assignedBusiness: (livreur: string) => `Comoé Express a confié cette commande au livreur ${livreur}.`,
  codesUnlocked: MSG.codesUnlocked,
  reminderSent: 'Rappel envoyé à l’entreprise.',

  // Deactivating an account settles its open orders.
  businessDisabled: 'Entreprise désactivée',
  courierDisabled: 'Livreur désactivé',
  clientDisabled: 'Compte client désactivé',
  openOrdersLoadFailed: 'Impossible de lire les commandes en cours de ce compte.',
} as const;

/** What deactivating an account does to each of its open orders (issue 20 §1). */
export const DEACTIVATION_OUTCOMES = ['ANNULEE', 'REMISE_AUX_LIVREURS', 'SIGNALEE', 'CONTINUE'] as const;
export type DeactivationOutcome = (typeof DEACTIVATION_OUTCOMES)[number];
export const DEACTIVATION_OUTCOME_LABELS: Record<DeactivationOutcome, string> = {
  ANNULEE: 'pas encore récupérée : sera annulée, les parties prévenues du motif',
  REMISE_AUX_LIVREURS: 'revient aux livreurs de la ville',
  SIGNALEE:
    "déjà récupérée : signalée sur le suivi, l'administrateur peut la confier à un autre livreur ou la clôturer",
  CONTINUE: 'déjà en route : suit son cours jusqu’à la livraison',
};

/** Why an order shows on the desk's "À surveiller" list. */
export const ATTENTION_REASONS = [
  'ATTENTE_LIVREUR',
  'SANS_REPONSE',
  'CODES_BLOQUES',
  'LIVREUR_DESACTIVE',
  'PROBLEME_SIGNALE',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];
export const ATTENTION_LABELS: Record<AttentionReason, string> = {
  ATTENTE_LIVREUR: 'Attend un livreur depuis trop longtemps',
  SANS_REPONSE: "L'entreprise n'a pas répondu",
  CODES_BLOQUES: 'Codes bloqués',
  LIVREUR_DESACTIVE: 'Livreur désactivé',
  PROBLEME_SIGNALE: 'Problème signalé par le livreur',
};
