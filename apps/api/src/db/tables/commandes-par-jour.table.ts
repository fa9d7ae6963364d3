/**
 * The orders placed on each Abidjan day, in 16 parts (the order id's first hex digit), kept by
 * triggers (migration 005): all of them, and the LIVREE ones' count, Σ total and Σ fee.
 */
export interface CommandesParJourTable {
  /** yyyy-MM-dd */
  jour: string;
  part: number;
  commandes: number;
  livrees: number;
  revenu: number;
  frais: number;
}
