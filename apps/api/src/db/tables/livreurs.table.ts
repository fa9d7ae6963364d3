import type { Generated, Insertable, Selectable } from 'kysely';
import type { Transport } from '@comoe/shared/enums';
import type { Timestamp } from './columns.ts';

export interface LivreursTable {
  utilisateurId: number;
  typeTransport: Transport;
  disponible: Generated<boolean>;
  verifie: Generated<boolean>;
  cni: string | null;
  permis: string | null;
  matricule: string;
  permisPhotoUrl: string | null;
  /** Issue 20 §2: the ID card's photo (private), as the licence's. */
  cniPhotoUrl: string | null;
  /** Why an admin refused the documents; cleared when the courier sends a new one. */
  verificationMotif: string | null;
  /** When the courier last sent a document: the admin's queue takes the oldest first. */
  documentsAt: Date | null;
  /** The secret the card's QR code carries (lib/card-token.ts); set at sign-up or first read. */
  jetonCarte: string | null;
  latitude: number | null;
  longitude: number | null;
  positionAt: Date | null;
  noteMoyenne: number | null;
  /** How many courier ratings make `noteMoyenne` (migration 017), kept with it. */
  nombreAvis: Generated<number>;
  /** Kept by triggers (migration 005): its LIVREE orders, and their Σ total. */
  coursesTotal: Generated<number>;
  montantLivre: Generated<number>;
  createdAt: Timestamp;
}
export type LivreurRow = Selectable<LivreursTable>;
export type NewLivreur = Insertable<LivreursTable>;
