import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import type { NewCommande } from '../../src/db/tables/commandes.table.ts';

export interface InsertedOrder {
  entrepriseId: number;
  clientId: number;
  villeId: number;
  createdAt?: Date;
  total?: number;
  statut?: OrderStatus;
  livreurId?: number | null;
  livreeAt?: Date | null;
  distanceKm?: number | null;
  fraisLivraison?: number;
  /** One line per quantity (default: one line of 1), the sub-total shared out over them. */
  quantites?: number[];
  /** Any other column (payout record, statut_at…). */
  extra?: Partial<NewCommande>;
}

/**
 * An order written straight into the database, to control what the API cannot set
 * (its date, total, status, courier, delivery time). One line of 1 item.
 */
export async function insertOrder(db: Database, o: InsertedOrder): Promise<string> {
  const id = randomUUID();
  const total = o.total ?? 3000;
  const fraisLivraison = o.fraisLivraison ?? 500;
  const quantites = o.quantites ?? [1];
  const createdAt = o.createdAt ?? new Date();
  await db
    .insertInto('commandes')
    .values({
      id,
      clientId: o.clientId,
      entrepriseId: o.entrepriseId,
      villeId: o.villeId,
      livreurId: o.livreurId ?? null,
      statut: o.statut ?? 'EN_ATTENTE_ENTREPRISE',
      sousTotal: total - fraisLivraison,
      fraisLivraison,
      total,
      typePaiement: 'WAVE',
      adresseLivraison: 'Quartier France',
      latitude: null,
      longitude: null,
      infoSupplementaire: null,
      distanceKm: o.distanceKm ?? null,
      codeClient: '1234',
      codeEntreprise: '5678',
      preuveLivraisonUrl: null,
      createdAt,
      updatedAt: createdAt,
      livreeAt: o.livreeAt ?? null,
      payeAt: null,
      ...o.extra,
    })
    .execute();
  await db
    .insertInto('lignesCommande')
    .values(
      quantites.map((quantite, i) => ({
        commandeId: id,
        produitId: null,
        nomProduit: 'Attiéké poisson',
        // The first line carries what the others do not divide evenly.
        prixUnitaire: i === 0 ? total - fraisLivraison : 0,
        quantite,
      })),
    )
    .execute();
  return id;
}
