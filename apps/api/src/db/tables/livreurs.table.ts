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
  latitude: number | null;
  longitude: number | null;
  positionAt: Date | null;
  noteMoyenne: number | null;
  /** Kept by triggers (migration 005): its LIVREE orders, and their Σ total. */
  coursesTotal: Generated<number>;
  montantLivre: Generated<number>;
  createdAt: Timestamp;
}
export type LivreurRow = Selectable<LivreursTable>;
export type NewLivreur = Insertable<LivreursTable>;
