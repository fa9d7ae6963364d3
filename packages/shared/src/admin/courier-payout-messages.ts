import { formatFcfa } from '../money.ts';

/** The couriers' earnings and payouts (issue 20 §2): the admin's and the courier's screens. */
export const COURIER_PAYOUT_MSG = {
  debtsLoadFailed: 'Impossible de charger les montants dus aux livreurs.',
  debtReadFailed: 'Impossible de relire le montant dû à ce livreur.',
  nothingOwed: 'Rien à verser aux livreurs : toutes les livraisons sont payées.',
  nothingOwedAnyMore: 'Plus rien à verser à ce livreur : ses livraisons viennent d’être payées.',
  payoutDone: 'Versement enregistré',
  paid: (montant: number, commandes: number, nom: string) =>
    `${formatFcfa(montant)} versés à ${nom} pour ${commandes} livraison${commandes > 1 ? 's' : ''}.`,
  gainsLoadFailed: 'Impossible de charger vos gains.',
  noGains: 'Aucune livraison sur cette période.',
} as const;
