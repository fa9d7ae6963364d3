import type { Generated, Insertable, Selectable } from 'kysely';
import type { OrderStatus, PaymentType, PayoutMethod, PayoutStatus } from '@comoe/shared/enums';
import type { Timestamp } from './columns.ts';

export interface CommandesTable {
  /** UUID: order ids travel in links and are shown shortened. */
  id: string;
  clientId: number;
  entrepriseId: number;
  /** The business's city at order time: missions are listed by city. */
  villeId: number;
  livreurId: number | null;
  statut: OrderStatus;
  sousTotal: number;
  fraisLivraison: number;
  total: number;
  typePaiement: PaymentType;
  adresseLivraison: string;
  latitude: number | null;
  longitude: number | null;
  infoSupplementaire: string | null;
  distanceKm: number | null;
  codeClient: string;
  codeEntreprise: string;
  essaisCodeClient: Generated<number>;
  essaisCodeEntreprise: Generated<number>;
  preuveLivraisonUrl: string | null;
  statutPaiementEntreprise: Generated<PayoutStatus>;
  /** dateCommande in the API. */
  createdAt: Timestamp;
  updatedAt: Timestamp;
  livreeAt: Date | null;
  payeAt: Date | null;
  /** When the order entered its current status (null only on rows older than migration 002). */
  statutAt: Date | null;
  /** The unanswered-order reminder was sent (once). */
  rappelAt: Date | null;
  /** The business and admins were told no courier took it yet (once). */
  alerteLivreurAt: Date | null;
  /** How the business was paid for this order, and the transaction reference, once PAYE. */
  methodePaiementEntreprise: PayoutMethod | null;
  referencePaiement: string | null;
  /** What the delivery credits its courier (`courierGains`), set when it is delivered. */
  gainLivreur: number | null;
  /** The courier payout that settled it; null while owed. */
  versementLivreurId: number | null;
  /** Minutes the business said the preparation takes, when it accepted (issue 21). */
  delaiPreparationMin: number | null;
  /** Acceptance + delaiPreparationMin: when the order should be ready. */
  pretePrevueAt: Date | null;
}

export interface VersementsLivreurTable {
  id: Generated<number>;
  livreurId: number;
  montant: number;
  commandes: number;
  reference: string | null;
  adminId: number;
  createdAt: Timestamp;
}
export type CommandeRow = Selectable<CommandesTable>;
export type NewCommande = Insertable<CommandesTable>;

export interface LignesCommandeTable {
  id: Generated<number>;
  commandeId: string;
  produitId: number | null;
  nomProduit: string;
  prixUnitaire: number;
  quantite: number;
  /** JSON copy of the chosen options (`OptionChoisie[]`), null without any (issue 21 §3). */
  options: string | null;
}
export type LigneCommandeRow = Selectable<LignesCommandeTable>;

export interface TransitionsCommandeTable {
  id: Generated<number>;
  commandeId: string;
  deStatut: OrderStatus | null;
  versStatut: OrderStatus;
  acteurId: number | null;
  acteurRole: string;
  /** Why, when the mover said it (an admin's reason; null for the usual moves). */
  motif: string | null;
  /** The order machine's name of the move (`OrderMove`); null on rows older than migration 020. */
  mouvement: string | null;
  createdAt: Timestamp;
}

export interface ClesIdempotenceTable {
  utilisateurId: number;
  cle: string;
  /** Hash of the request body: the same key with another body is refused. */
  empreinte: string;
  commandeId: string;
  createdAt: Timestamp;
}
