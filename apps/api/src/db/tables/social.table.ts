import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Id, Timestamp } from './columns.ts';

export interface NotificationsTable {
  id: Id;
  utilisateurId: number;
  titre: string;
  corps: string;
  lu: Generated<boolean>;
  commandeId: string | null;
  createdAt: Timestamp;
}
export type NotificationRow = Selectable<NotificationsTable>;

export interface AbonnementsPushTable {
  id: Id;
  utilisateurId: number;
  /** A Web Push subscription endpoint, or a device token. */
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
  createdAt: Timestamp;
}

export interface MessagesContactTable {
  id: Id;
  nom: string;
  email: string;
  sujet: string;
  message: string;
  utilisateurId: number | null;
  lu: Generated<boolean>;
  createdAt: Timestamp;
}
export type MessageContactRow = Selectable<MessagesContactTable>;

export interface AvisTable {
  id: Id;
  commandeId: string;
  clientId: number;
  entrepriseId: number;
  livreurId: number | null;
  note: number;
  /** The client's rating of the courier (1–5), optional. */
  noteLivreur: number | null;
  /** The client's comment on the courier (issue 22 §4), beside his stars. */
  commentaireLivreur: ColumnType<string | null, string | null | undefined, string | null>;
  commentaire: string | null;
  lu: Generated<boolean>;
  createdAt: Timestamp;
  /** The owner's one reply (issue 21 §4); null until he answers. */
  reponse: ColumnType<string | null, string | null | undefined, string | null>;
  reponseAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type AvisRow = Selectable<AvisTable>;
