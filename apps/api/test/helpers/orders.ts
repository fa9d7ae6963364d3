import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';

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
}

/**
 * An order written straight into the database, to control what the API cannot set
 * (its date, total, status, courier, delivery time). One line of 1 item.
 */
export async function insertOrder(db: Database, o: InsertedOrder): Promise<string> {
  const id = randomUUID();
  const total = o.total ?? 3000;
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
      sousTotal: total - 500,
      fraisLivraison: 500,
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
    })
    .execute();
  await db
    .insertInto('lignesCommande')
    .values({
      commandeId: id,
      produitId: null,
      nomProduit: 'Attiéké poisson',
      prixUnitaire: total - 500,
      quantite: 1,
    })
    .execute();
  return id;
}
