/**
 * Issue 34 §2: an order its business never answered is cancelled by the server, which says why
 * in the order's history and tells the admins (the desk may call the business next time).
 */
export const NO_ANSWER_MSG = {
  /** The history's reason, the one the parties read with the order. */
  motif: (min: number) => `Annulée automatiquement : l'entreprise n'a pas répondu en ${min} min`,
  /** The admins' notification. */
  admins: (entreprise: string, min: number) =>
    `${entreprise} n'a pas répondu en ${min} min : la commande a été annulée automatiquement.`,
} as const;
