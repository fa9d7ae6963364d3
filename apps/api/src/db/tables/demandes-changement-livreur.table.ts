import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Transport } from '@comoe/shared/enums';
import type { ChangeRequestStatus } from '@comoe/shared/schemas/courier-change-requests';
import type { Id, Timestamp } from './columns.ts';

/** Issue 22 §4: a courier's request to change vehicle or city (migration 017). */
export interface DemandesChangementLivreurTable {
  id: Id;
  livreurId: number;
  /** Asked for; null keeps the current one. */
  typeTransport: Transport | null;
  villeId: number | null;
  /** What he had when he asked. */
  ancienTypeTransport: Transport;
  ancienneVilleId: number | null;
  motif: string;
  statut: Generated<ChangeRequestStatus>;
  motifRefus: ColumnType<string | null, string | null | undefined, string | null>;
  adminId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  decideeAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type DemandeChangementRow = Selectable<DemandesChangementLivreurTable>;
export type NewDemandeChangement = Insertable<DemandesChangementLivreurTable>;
