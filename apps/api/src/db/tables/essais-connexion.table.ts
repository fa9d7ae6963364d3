/** Failed password tries per key, counted before the hash is checked (the policy in lib/attempts, the store in db/attempts). */
export interface EssaisConnexionTable {
  cle: string;
  echecs: number;
  /** No try for this key before this instant (ms since 1970). */
  bloqueJusquaMs: number;
  /** The row means nothing after this instant: the tries are forgotten. */
  expireMs: number;
}
