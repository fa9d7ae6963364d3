import { randomBytes } from 'node:crypto';
import type { Role } from '@comoe/shared/enums';
import { hashPassword } from '../../lib/passwords.ts';
import { courierNumber } from '@comoe/shared/livreurs';
import type { Database } from '../database.ts';
import { blankAccount } from '../new-account.ts';
import { CATEGORIES_ENTREPRISE, CITIES } from './cities.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { SeedImages } from './images.ts';
import { BUSINESSES, MENUS, type SeedBusiness } from './menus.ts';

/** The accounts the README lists. */
export const DEMO_ACCOUNTS = [
  { role: 'ADMIN', telephone: '0700000000', motDePasse: 'Admin@2026!', prenom: 'Koffi', nom: 'Yao' },
  { role: 'CLIENT', telephone: '0700000001', motDePasse: 'Client@2026', prenom: 'Aya', nom: 'Kouassi' },
  {
    role: 'ENTREPRISE',
    telephone: '0700000002',
    motDePasse: 'Entreprise@2026',
    prenom: 'Awa',
    nom: 'Traoré',
  },
  { role: 'LIVREUR', telephone: '0700000003', motDePasse: 'Livreur@2026', prenom: 'Moussa', nom: 'Diabaté' },
] as const satisfies ReadonlyArray<{
  role: Role;
  telephone: string;
  motDePasse: string;
  prenom: string;
  nom: string;
}>;

const DEMO_BUSINESS: SeedBusiness = {
  nom: () => 'Chez Tantie Awa',
  type: 'RESTAURANT',
  categorie: 'Maquis',
  menu: 'maquis',
  description: 'Le maquis familial du Quartier France : attiéké poisson, kedjenou et bissap maison.',
  typeCuisine: 'Ivoirienne',
};

function missingCategory(nom: string): never {
  throw new Error(`Catégorie d'entreprise inconnue dans les données de démonstration : ${nom}`);
}

/** A small offset around the city centre, stable for a given index. */
function near(base: number, i: number, spread = 0.012): number {
  return Math.round((base + (((i * 7919) % 100) / 100 - 0.5) * spread) * 1e6) / 1e6;
}

/** Seeds the embedded store on first start; does nothing when cities already exist. */
export async function seedDemoIfEmpty(db: Database, store: FileStore) {
  const existing = await db.selectFrom('villes').select('id').limit(1).executeTakeFirst();
  if (existing) return null;

  const images = new SeedImages(store);
  const now = new Date();
  const demoHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.motDePasse)));
  // Seeded owners other than the demo one get a password nobody knows.
  const unknownHash = await hashPassword(randomBytes(24).toString('base64url'));

  const cityPhotos = await Promise.all(CITIES.map((c) => images.city(c.nom)));
  const businessPlans = CITIES.flatMap((city, cityIndex) =>
    [...(cityIndex === 0 ? [DEMO_BUSINESS] : []), ...BUSINESSES].map((b) => ({ city, cityIndex, b })),
  );
  const businessPhotos = await Promise.all(businessPlans.map(({ b }) => images.business(b.type)));
  // Drawn side by side (sharp works in its own threads): the first start waits for the slowest only.
  const productKinds = new Map<string, SeedBusiness['type']>();
  for (const b of [DEMO_BUSINESS, ...BUSINESSES]) {
    for (const products of Object.values(MENUS[b.menu])) {
      for (const p of products) if (!productKinds.has(p.nom)) productKinds.set(p.nom, b.type);
    }
  }
  const productPhotos = new Map(
    await Promise.all(
      [...productKinds].map(async ([nom, type]) => [nom, await images.product(type, nom)] as const),
    ),
  );

  let counts = { villes: 0, entreprises: 0, produits: 0, utilisateurs: 0 };
  await db.transaction().execute(async (trx) => {
    const villeIds: number[] = [];
    for (const [i, c] of CITIES.entries()) {
      const row = await trx
        .insertInto('villes')
        .values({
          nom: c.nom,
          latitude: c.latitude,
          longitude: c.longitude,
          photoUrl: cityPhotos[i] ?? null,
          fraisBase: 500,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      villeIds.push(row.id);
    }
    const bassam = villeIds[0]!;
    const categoryIds = new Map<string, number>();
    for (const nom of CATEGORIES_ENTREPRISE) {
      const row = await trx
        .insertInto('categoriesEntreprise')
        .values({ nom })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(nom, row.id);
    }

    const userIds = new Map<Role, number>();
    for (const [i, a] of DEMO_ACCOUNTS.entries()) {
      const row = await trx
        .insertInto('utilisateurs')
        .values({
          prenom: a.prenom,
          nom: a.nom,
          email: null,
          telephone: a.telephone,
          motDePasseHash: demoHashes[i]!,
          role: a.role,
          genre: a.role === 'CLIENT' || a.role === 'ENTREPRISE' ? 'FEMME' : 'HOMME',
          dateDeNaissance: a.role === 'ENTREPRISE' ? null : '1994-06-15',
          villeId: bassam,
          latitude: near(CITIES[0].latitude, i + 11),
          longitude: near(CITIES[0].longitude, i + 17),
          infoSupplementaire: a.role === 'CLIENT' ? 'Quartier France, maison jaune après la pharmacie' : null,
          photoProfilUrl: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(a.role, row.id);
    }
    const courierId = userIds.get('LIVREUR')!;
    await trx
      .insertInto('livreurs')
      .values({
        utilisateurId: courierId,
        typeTransport: 'MOTO',
        disponible: false,
        verifie: true,
        cni: 'CI004512378',
        permis: 'A-2019-77812',
        matricule: courierNumber(courierId, now),
        permisPhotoUrl: null,
        latitude: CITIES[0].latitude,
        longitude: CITIES[0].longitude,
        positionAt: null,
        noteMoyenne: null,
        createdAt: now,
      })
      .execute();

    for (const [i, { city, cityIndex, b }] of businessPlans.entries()) {
      const isDemo = b === DEMO_BUSINESS;
      const ownerId = isDemo
        ? userIds.get('ENTREPRISE')!
        : (
            await trx
              .insertInto('utilisateurs')
              .values(
                blankAccount(
                  {
                    prenom: 'Gérant',
                    nom: b.nom(city.nom),
                    email: null,
                    telephone: `01${String(cityIndex).padStart(2, '0')}${String(i).padStart(6, '0')}`,
                    motDePasseHash: unknownHash,
                    role: 'ENTREPRISE',
                    villeId: villeIds[cityIndex]!,
                  },
                  now,
                ),
              )
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      const quartier = city.quartiers[i % city.quartiers.length]!;
      const { id: entrepriseId } = await trx
        .insertInto('entreprises')
        .values({
          utilisateurId: ownerId,
          nom: b.nom(city.nom),
          description: b.description,
          adresse: `${quartier}, ${city.nom}`,
          email: null,
          telephone: isDemo
            ? '0700000002'
            : `27${String(cityIndex).padStart(2, '0')}${String(i).padStart(6, '0')}`,
          type: b.type,
          villeId: villeIds[cityIndex]!,
          // Complete profiles only (phone, facade, category): clients see every demo business.
          categorieId: categoryIds.get(b.categorie) ?? missingCategory(b.categorie),
          typeCuisine: b.typeCuisine ?? null,
          photoUrl: businessPhotos[i] ?? null,
          photoFacadeUrl: businessPhotos[i] ?? null,
          logoUrl: null,
          latitude: near(city.latitude, i),
          longitude: near(city.longitude, i + 3),
          delaiLivraison: b.delai ?? '20-30 min',
          noteMoyenne: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('comptesVersement')
        .values({
          entrepriseId,
          paymentMethod: i % 2 === 0 ? 'ORANGE_MONEY' : 'WAVE',
          paymentNumber: isDemo
            ? '0700000002'
            : `07${String(cityIndex).padStart(2, '0')}${String(i).padStart(6, '0')}`,
          accountName: b.nom(city.nom),
          updatedAt: now,
        })
        .execute();
      for (const [ordre, [categorie, products]] of Object.entries(MENUS[b.menu]).entries()) {
        const { id: categorieId } = await trx
          .insertInto('categoriesProduit')
          .values({ nom: categorie, utilisateurId: ownerId, ordre, createdAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('produits')
          .values(
            products.map((p) => ({
              entrepriseId,
              categorieId,
              nom: p.nom,
              description: p.description,
              prix: p.prix,
              photoUrl: productPhotos.get(p.nom) ?? null,
              disponible: p.disponible ?? true,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .execute();
        counts.produits += products.length;
      }
      counts.entreprises += 1;
    }
    counts = {
      ...counts,
      villes: villeIds.length,
      utilisateurs: DEMO_ACCOUNTS.length + counts.entreprises - 1,
    };
  });
  return counts;
}
