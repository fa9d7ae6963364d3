import type { Selectable } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A courier's handover sent with an `Idempotency-Key`, and the first answer it got. */
export interface ReponsesIdempotentesTable {
  utilisateurId: number;
  cle: string;
  /** Which action the key was used for (`marquer-recuperee`, `marquer-livree`). */
  route: string;
  commandeId: string;
  /** Null while the first request is still running. */
  statutHttp: number | null;
  /** The JSON body answered. */
  corps: string | null;
  createdAt: Timestamp;
  reponduAt: Date | null;
}
export type ReponseIdempotenteRow = Selectable<ReponsesIdempotentesTable>;
