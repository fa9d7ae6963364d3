import type { Selectable } from 'kysely';
import type { Timestamp } from './columns.ts';

/** A proof photo a courier uploaded for a mission, reused by each code try (issue 22 §2). */
export interface PreuvesLivraisonTable {
  id: string;
  commandeId: string;
  livreurId: number;
  /** SHA-256 (hex) of the bytes sent: the same photo sent again finds this row. */
  empreinte: string;
  /** The file's name under `private/proof`. */
  fichier: string;
  createdAt: Timestamp;
}
export type PreuveLivraisonRow = Selectable<PreuvesLivraisonTable>;
