import { randomUUID } from 'node:crypto';
import {
  ENTREPRISE_TYPES,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  type EntrepriseType,
  type OrderStatus,
} from '@comoe/shared/enums';
import type { Database } from '../database.ts';
import { blankAccount } from '../new-account.ts';
import type { LigneCommandeRow, NewCommande } from '../tables/commandes.table.ts';
import { CITIES } from './cities.ts';

export interface LargeDatasetSize {
  businesses: number;
  productsPerBusiness: number;
  clients: number;
  orders: number;
}

/** Raised when the generated data change: a data set built by an older generator is built again. */
export const LARGE_DATASET_VERSION = 2;

export const LARGE_DEFAULT: LargeDatasetSize = {
  businesses: 1_000,
  productsPerBusiness: 100,
  clients: 10_000,
  orders: 1_000_000,
};

/** A fixed-seed generator: the same data set on every run, so figures compare. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = s;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Placeholder hash: the bench accounts cannot sign in; benches sign tokens. */
const NO_PASSWORD = '$argon2id$v=19$m=19456,t=2,p=1$bm9sb2dpbg$bm9sb2dpbmJ5cGFzc3dvcmRoYXNo';

interface BenchAccounts {
  role: 'ENTREPRISE' | 'CLIENT';
  count: number;
  prenom: string;
  /** The phone numbers' first two digits, one series per role. */
  phonePrefix: string;
}

/** `count` accounts of a role, `nom` 'Bench i', spread over the cities in turn: their ids, in order. */
async function insertBenchAccounts(
  db: Database,
  villes: ReadonlyArray<{ id: number }>,
  now: number,
  { role, count, prenom, phonePrefix }: BenchAccounts,
): Promise<number[]> {
  const ids: number[] = [];
  await insertChunks(
    Array.from({ length: count }, (_, i) =>
      blankAccount(
        {
          prenom,
          nom: `Bench ${i}`,
          email: null,
          telephone: `${phonePrefix}${String(i).padStart(8, '0')}`,
          motDePasseHash: NO_PASSWORD,
          role,
          villeId: villes[i % villes.length]!.id,
        },
        new Date(now),
      ),
    ),
    500,
    async (chunk) => {
      const rows = await db.insertInto('utilisateurs').values(chunk).returning('id').execute();
      ids.push(...rows.map((r) => r.id));
    },
  );
  return ids;
}

/**
 * Synthetic data for benchmarks: businesses spread over the cities, their menus, clients,
 * and orders over the last year in every status. Needs the cities to exist (demo seed).
 * Password hashes are placeholders (NO_PASSWORD).
 */
export async function generateLargeDataset(
  db: Database,
  size: LargeDatasetSize = LARGE_DEFAULT,
  log: (msg: string) => void = () => undefined,
) {
  const random = rng(2026);
  const villes = await db.selectFrom('villes').select(['id', 'fraisBase']).orderBy('id').execute();
  if (villes.length === 0) throw new Error('Les villes doivent exister (données de démonstration).');
  const now = Date.now();
  const pick = <T>(a: readonly T[]): T => a[Math.floor(random() * a.length)]!;

  const ownerIds = await insertBenchAccounts(db, villes, now, {
    role: 'ENTREPRISE',
    count: size.businesses,
    prenom: 'Gérant',
    phonePrefix: '09',
  });
  log(`${ownerIds.length} gérants`);

  // Every business must be listed to clients (design §12): each borrows the facade picture and
  // the category of a demo business of its type.
  const models = new Map<EntrepriseType, { photoFacadeUrl: string; categorieId: number }>();
  for (const m of await db
    .selectFrom('entreprises')
    .select(['type', 'photoFacadeUrl', 'categorieId'])
    .where('photoFacadeUrl', 'is not', null)
    .where('categorieId', 'is not', null)
    .orderBy('id')
    .execute()) {
    if (!models.has(m.type))
      models.set(m.type, { photoFacadeUrl: m.photoFacadeUrl!, categorieId: m.categorieId! });
  }
  const model = (type: EntrepriseType) => {
    const found = models.get(type);
    if (!found) throw new Error(`Il faut une entreprise de démonstration de type ${type}.`);
    return found;
  };

  const entreprises: Array<{ id: number; villeId: number; fraisBase: number }> = [];
  await insertChunks(
    ownerIds.map((ownerId, i) => {
      const v = villes[i % villes.length]!;
      const city = CITIES[(v.id - 1) % CITIES.length]!;
      const type = pick(ENTREPRISE_TYPES);
      return {
        utilisateurId: ownerId,
        nom: `Entreprise bench ${i}`,
        description: 'Données synthétiques de mesure',
        adresse: `Rue ${i}, ${city.nom}`,
        email: null,
        telephone: `27${String(i).padStart(8, '0')}`,
        type,
        villeId: v.id,
        categorieId: model(type).categorieId,
        typeCuisine: null,
        photoUrl: null,
        photoFacadeUrl: model(type).photoFacadeUrl,
        logoUrl: null,
        latitude: city.latitude + (random() - 0.5) * 0.02,
        longitude: city.longitude + (random() - 0.5) * 0.02,
        noteMoyenne: null,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      };
    }),
    500,
    async (chunk) => {
      const rows = await db.insertInto('entreprises').values(chunk).returning(['id', 'villeId']).execute();
      for (const r of rows)
        entreprises.push({ ...r, fraisBase: villes.find((v) => v.id === r.villeId)?.fraisBase ?? 500 });
    },
  );
  log(`${entreprises.length} entreprises`);

  const products = new Map<number, Array<{ id: number; nom: string; prix: number }>>();
  for (const e of entreprises) {
    const rows = Array.from({ length: size.productsPerBusiness }, (_, j) => ({
      entrepriseId: e.id,
      categorieId: null,
      nom: `Produit ${j}`,
      description: null,
      prix: 100 * (5 + Math.floor(random() * 95)),
      photoUrl: null,
      disponible: random() > 0.05,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    }));
    const ids = await db.insertInto('produits').values(rows).returning(['id', 'nom', 'prix']).execute();
    products.set(e.id, ids);
  }
  log(`${size.businesses * size.productsPerBusiness} produits`);

  const clientIds = await insertBenchAccounts(db, villes, now, {
    role: 'CLIENT',
    count: size.clients,
    prenom: 'Client',
    phonePrefix: '08',
  });
  log(`${clientIds.length} clients`);

  const BATCH = 2_000;
  const year = 365 * 86_400_000;
  for (let done = 0; done < size.orders; done += BATCH) {
    const orders: NewCommande[] = [];
    const lines: Array<Omit<LigneCommandeRow, 'id'>> = [];
    for (let k = 0; k < Math.min(BATCH, size.orders - done); k++) {
      const e = pick(entreprises);
      const menu = products.get(e.id)!;
      const id = randomUUID();
      let sousTotal = 0;
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
        const p = pick(menu);
        const quantite = 1 + Math.floor(random() * 3);
        sousTotal += p.prix * quantite;
        lines.push({
          commandeId: id,
          produitId: p.id,
          nomProduit: p.nom,
          prixUnitaire: p.prix,
          quantite,
          options: null,
        });
      }
      const statut: OrderStatus = random() < 0.85 ? 'LIVREE' : pick(ORDER_STATUSES);
      const createdAt = new Date(now - Math.floor(random() * year));
      orders.push({
        id,
        clientId: pick(clientIds),
        entrepriseId: e.id,
        villeId: e.villeId,
        livreurId: null,
        statut,
        sousTotal,
        fraisLivraison: e.fraisBase,
        total: sousTotal + e.fraisBase,
        typePaiement: pick(PAYMENT_TYPES),
        adresseLivraison: 'Adresse synthétique',
        latitude: null,
        longitude: null,
        infoSupplementaire: null,
        distanceKm: null,
        codeClient: '0000',
        codeEntreprise: '0000',
        preuveLivraisonUrl: null,
        createdAt,
        updatedAt: createdAt,
        livreeAt: statut === 'LIVREE' ? createdAt : null,
        payeAt: null,
      });
    }
    await db.transaction().execute(async (trx) => {
      await insertChunks(orders, 500, (c) => trx.insertInto('commandes').values(c).execute());
      await insertChunks(lines, 1_000, (c) => trx.insertInto('lignesCommande').values(c).execute());
    });
    if ((done / BATCH) % 50 === 0) log(`${done + orders.length} commandes`);
  }
  log(`${size.orders} commandes`);
  return { ownerIds, clientIds, entrepriseIds: entreprises.map((e) => e.id) };
}
