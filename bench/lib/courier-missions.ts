import { randomUUID } from 'node:crypto';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import type { OrderStatus } from '@comoe/shared/enums';
import type { Database } from '../../apps/api/src/db/database.ts';
import type { NewCommande } from '../../apps/api/src/db/tables/commandes.table.ts';

/**
 * The couriers' side of the large data set (issue 8's budget): one city of its own holding
 * exactly `openMissions` orders waiting for a courier, businesses spread over it, and available
 * couriers with a fresh position, their 3 missions in progress and a long history. Added to the
 * data folder once (accounts are recognised by their phone prefix), topped up if short.
 */
export const COURIER_BENCH = {
  city: 'Ville bench livreurs',
  center: { latitude: 5.2, longitude: -3.74 },
  businesses: 20,
  openMissions: 1_000,
  couriers: 10,
  deliveredPerCourier: 150,
} as const;

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm9sb2dpbg$bm9sb2dpbmJ5cGFzc3dvcmRoYXNo';
/** Phone prefixes of this data: 06 1… owners, 06 2… the client, 06 3… couriers (10 digits). */
const phone = (kind: 1 | 2 | 3, i: number) => `06${kind}${String(i).padStart(7, '0')}`;

/** Fixed seed: the same places on every build. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function account(telephone: string, role: 'ENTREPRISE' | 'CLIENT' | 'LIVREUR', villeId: number, i: number) {
  const now = new Date();
  return {
    prenom: role === 'LIVREUR' ? 'Livreur' : role === 'CLIENT' ? 'Client' : 'Gérant',
    nom: `Bench missions ${i}`,
    email: null,
    telephone,
    motDePasseHash: HASH,
    role,
    genre: null,
    dateDeNaissance: null,
    villeId,
    latitude: null,
    longitude: null,
    infoSupplementaire: null,
    photoProfilUrl: null,
    createdAt: now,
    updatedAt: now,
  };
}

async function ensureCity(db: Database): Promise<number> {
  const found = await db
    .selectFrom('villes')
    .select('id')
    .where('nom', '=', COURIER_BENCH.city)
    .executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('villes')
    .values({
      nom: COURIER_BENCH.city,
      ...COURIER_BENCH.center,
      photoUrl: null,
      fraisBase: 500,
      createdAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function ensureUser(
  db: Database,
  telephone: string,
  role: 'ENTREPRISE' | 'CLIENT' | 'LIVREUR',
  villeId: number,
  i: number,
) {
  const found = await db
    .selectFrom('utilisateurs')
    .select('id')
    .where('telephone', '=', telephone)
    .executeTakeFirst();
  if (found) return { id: found.id, created: false };
  const row = await db
    .insertInto('utilisateurs')
    .values(account(telephone, role, villeId, i))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

export async function ensureCourierMissions(db: Database, log: (msg: string) => void = () => undefined) {
  const random = rng(8);
  const near = (spread: number) => ({
    latitude: COURIER_BENCH.center.latitude + (random() - 0.5) * spread,
    longitude: COURIER_BENCH.center.longitude + (random() - 0.5) * spread,
  });
  const villeId = await ensureCity(db);

  const entreprises: number[] = [];
  for (let i = 0; i < COURIER_BENCH.businesses; i++) {
    const owner = await ensureUser(db, phone(1, i), 'ENTREPRISE', villeId, i);
    const place = near(0.06);
    const found = await db
      .selectFrom('entreprises')
      .select('id')
      .where('utilisateurId', '=', owner.id)
      .executeTakeFirst();
    if (found) {
      entreprises.push(found.id);
      continue;
    }
    const now = new Date();
    const row = await db
      .insertInto('entreprises')
      .values({
        utilisateurId: owner.id,
        nom: `Maquis bench missions ${i}`,
        description: 'Données synthétiques de mesure',
        adresse: `Rue ${i}, ${COURIER_BENCH.city}`,
        email: null,
        telephone: null,
        type: 'RESTAURANT',
        villeId,
        categorieId: null,
        typeCuisine: null,
        photoUrl: null,
        photoFacadeUrl: null,
        logoUrl: null,
        ...place,
        noteMoyenne: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    entreprises.push(row.id);
  }
  const client = await ensureUser(db, phone(2, 0), 'CLIENT', villeId, 0);

  const couriers: number[] = [];
  for (let i = 0; i < COURIER_BENCH.couriers; i++) {
    const user = await ensureUser(db, phone(3, i), 'LIVREUR', villeId, i);
    const place = near(0.05);
    if (user.created) {
      await db
        .insertInto('livreurs')
        .values({
          utilisateurId: user.id,
          typeTransport: 'MOTO',
          matricule: `BENCH-LIV-${i}`,
          cni: null,
          permis: null,
          permisPhotoUrl: null,
          ...place,
          positionAt: new Date(),
          noteMoyenne: 4.5,
          createdAt: new Date(),
        })
        .execute();
    }
    // Available, with a position fresh enough to sort by distance.
    await db
      .updateTable('livreurs')
      .set({ disponible: true, positionAt: new Date() })
      .where('utilisateurId', '=', user.id)
      .execute();
    couriers.push(user.id);
  }

  const order = (statut: OrderStatus, livreurId: number | null, ageMs: number): NewCommande => {
    const to = near(0.08);
    const createdAt = new Date(Date.now() - ageMs);
    const total = 1500 + Math.floor(random() * 60) * 100;
    return {
      id: randomUUID(),
      clientId: client.id,
      entrepriseId: entreprises[Math.floor(random() * entreprises.length)]!,
      villeId,
      livreurId,
      statut,
      sousTotal: total - 500,
      fraisLivraison: 500,
      total,
      typePaiement: 'ESPECES',
      adresseLivraison: 'Adresse synthétique',
      ...to,
      infoSupplementaire: null,
      distanceKm: Math.round(random() * 80) / 10,
      codeClient: '0000',
      codeEntreprise: '0000',
      preuveLivraisonUrl: null,
      createdAt,
      updatedAt: createdAt,
      livreeAt: statut === 'LIVREE' ? createdAt : null,
      payeAt: null,
      statutAt: createdAt,
    };
  };
  const count = async (statuts: OrderStatus[], livreurId: number | null) => {
    const row = await db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('villeId', '=', villeId)
      .where('statut', 'in', statuts)
      .$if(livreurId !== null, (q) => q.where('livreurId', '=', livreurId))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const missing: NewCommande[] = [];
  const open = COURIER_BENCH.openMissions - (await count(['EN_ATTENTE_LIVREUR'], null));
  for (let i = 0; i < open; i++) missing.push(order('EN_ATTENTE_LIVREUR', null, random() * 86_400_000));
  const inProgress: OrderStatus[] = ['ACCEPTEE', 'PRETE', 'EN_LIVRAISON'];
  for (const id of couriers) {
    const busy = MAX_MISSIONS_IN_PROGRESS - (await count(inProgress, id));
    for (let i = 0; i < busy; i++) missing.push(order(inProgress[i % 3]!, id, random() * 3_600_000));
    const done = COURIER_BENCH.deliveredPerCourier - (await count(['LIVREE'], id));
    for (let i = 0; i < done; i++) missing.push(order('LIVREE', id, random() * 90 * 86_400_000));
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing.length; i += 500) {
      const chunk = missing.slice(i, i + 500);
      await trx.insertInto('commandes').values(chunk).execute();
      await trx
        .insertInto('lignesCommande')
        .values(
          chunk.map((c) => ({
            commandeId: c.id,
            produitId: null,
            nomProduit: 'Garba',
            prixUnitaire: c.sousTotal,
            quantite: 1,
          })),
        )
        .execute();
    }
  });
  if (missing.length > 0)
    log(`${missing.length} commandes ajoutées pour les livreurs (${COURIER_BENCH.city})`);
  return { villeId, couriers };
}
