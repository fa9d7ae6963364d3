import type { Generated, Insertable, Selectable } from 'kysely';
import type { Timestamp } from './columns.ts';

/** Append-only: rows are inserted, never updated or deleted (design §13). */
export interface JournalAdminTable {
  id: Generated<number>;
  adminId: number;
  /** The admin's name when he acted: entries outlive accounts. */
  adminNom: string;
  /** What was done: 'commande.annuler', 'livreur.verification'… (shared `JOURNAL_TYPES`). */
  type: string;
  /** On what: 'commande', 'utilisateur', 'ville'…, and its id. */
  cibleType: string;
  cibleId: string;
  /** The target's name when the admin acted (null on entries older than migration 021). */
  cibleNom: string | null;
  /** The person concerned: the account acted on, a business's owner. */
  cibleUtilisateurId: number | null;
  /** The order concerned. */
  commandeId: string | null;
  /** One line saying what changed, in French. */
  resume: string;
  motif: string | null;
  createdAt: Timestamp;
}
export type JournalAdminRow = Selectable<JournalAdminTable>;
export type NewJournalAdmin = Insertable<JournalAdminTable>;
