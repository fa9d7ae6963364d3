import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../src/db/database.ts';
import type { NewCommande } from '../../src/db/tables/commandes.table.ts';
import type { Market } from './marketplace.ts';

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

/** The row of an order as `insertOrder` writes it, without its lines: for writing many at once. */
export function orderRow(o: InsertedOrder, id: string = randomUUID()): NewCommande {
  const total = o.total ?? 3000;
  const fraisLivraison = o.fraisLivraison ?? 500;
  const createdAt = o.createdAt ?? new Date();
  return {
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
  };
}

/**
 * An order written straight into the database, to control what the API cannot set
 * (its date, total, status, courier, delivery time). One line of 1 item.
 */
export async function insertOrder(db: Database, o: InsertedOrder): Promise<string> {
  const row = orderRow(o);
  const { id, total, fraisLivraison } = row;
  const quantites = o.quantites ?? [1];
  await db.insertInto('commandes').values(row).execute();
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

/** Who an inserted order of the marketplace is from and to. */
export function marketOrder(m: Pick<Market, 'entreprise' | 'client' | 'ville'>) {
  return { entrepriseId: m.entreprise.id, clientId: m.client.id, villeId: m.ville.id };
}

/**
 * What the day's figures of `m.courier` must leave out: an order it delivered one minute before
 * today began (midnight UTC, Abidjan time), one it is still carrying, and one another courier
 * delivered `now`. Distances of the last two as given (none by default).
 */
export async function notCountedToday(
  db: Database,
  m: Pick<Market, 'entreprise' | 'client' | 'ville' | 'courier'>,
  otherCourierId: number,
  now: Date,
  km: { carried?: number; other?: number } = {},
): Promise<void> {
  const base = marketOrder(m);
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await insertOrder(db, {
    ...base,
    statut: 'LIVREE',
    livreurId: m.courier.id,
    total: 9000,
    distanceKm: 9,
    livreeAt: new Date(todayUtc - 60_000),
  });
  await insertOrder(db, {
    ...base,
    statut: 'EN_LIVRAISON',
    livreurId: m.courier.id,
    total: 7000,
    distanceKm: km.carried ?? null,
  });
  await insertOrder(db, {
    ...base,
    statut: 'LIVREE',
    livreurId: otherCourierId,
    total: 5000,
    distanceKm: km.other ?? null,
    livreeAt: now,
  });
}
