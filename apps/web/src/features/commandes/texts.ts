/** The client orders' web-only French texts that several of their files show, written once (issue 19). */
export const TEXT = {
  historyLoadFailed: "Impossible de charger l'historique des commandes.",
  yourCourier: 'Votre livreur',
} as const;
