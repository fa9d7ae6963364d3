import type { Selectable } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A state-changing request sent with an `Idempotency-Key` (plugins/idempotency.ts), and the first answer it got. */
export interface ReponsesIdempotentesTable {
  utilisateurId: number;
  cle: string;
  /** The route the key was sent to: `POST /api/livreurs/marquer-livree/:id`. */
  route: string;
  /** The path it acted on, ids included: `/api/livreurs/marquer-livree/<id>`. */
  ressource: string;
  /** Null while the first request is still running. */
  statutHttp: number | null;
  /** The body answered, as sent (JSON; empty for a 204). */
  corps: string | null;
  createdAt: Timestamp;
  reponduAt: Date | null;
}
export type ReponseIdempotenteRow = Selectable<ReponsesIdempotentesTable>;
