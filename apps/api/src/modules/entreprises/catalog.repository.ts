import { listedOnly } from '../../db/listed-entreprises.ts';
import { ouvertureOfRow } from '../../lib/horaires-column.ts';
import { preparedById } from '../../db/prepared.ts';
import type { Db, Database } from '../../db/database.ts';
import type { PublicEntreprise, Produit } from '@comoe/shared/schemas/entreprises';
import { groupesOfProduits } from './product-options.repository.ts';

function publicBase(db: Database) {
  return db
    .selectFrom('entreprises as e')
    .innerJoin('villes as v', 'v.id', 'e.villeId')
    .leftJoin('categoriesEntreprise as k', 'k.id', 'e.categorieId')
    .select([
      'e.id',
      'e.nom',
      'e.type',
      'e.description',
      'e.photoUrl',
      'e.photoFacadeUrl',
      'e.noteMoyenne',
      'e.nombreAvis',
      'e.delaiLivraison',
      'e.adresse',
      'e.telephone',
      'e.ouverte',
      'e.horaires',
      'e.pauseFinAt',
      'e.logoUrl',
      'e.latitude',
      'e.longitude',
      'v.nom as ville',
      'v.id as villeId',
      'k.nom as categorie',
    ]);
}

type PublicRow = Awaited<ReturnType<ReturnType<typeof publicBase>['execute']>>[number];

/** The business as clients see it at `now`: whether it is open is computed here, at each read. */
function toPublic(r: PublicRow, now: number): PublicEntreprise {
  return {
    id: r.id,
    nom: r.nom,
    type: r.type,
    description: r.description,
    photoUrl: r.photoUrl,
    photoFacade: r.photoFacadeUrl,
    logo: r.logoUrl,
    rating: r.noteMoyenne,
    nombreAvis: r.nombreAvis,
    delivery_time: r.delaiLivraison,
    adresse: r.adresse,
    ville: r.ville,
    villeId: r.villeId,
    telephone: r.telephone,
    categorie: r.categorie,
    ouverte: r.ouverte,
    ...ouvertureOfRow(r, now),
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

export async function listEntreprisesOfVille(
  db: Database,
  villeId: number,
  now: number,
): Promise<PublicEntreprise[]> {
  const rows = await publicBase(db)
    .where('e.villeId', '=', villeId)
    .where(listedOnly)
    .orderBy('e.nom')
    .execute();
  return rows.map((r) => toPublic(r, now));
}

export async function findPublicEntreprise(
  db: Database,
  id: number,
  now: number,
): Promise<PublicEntreprise | undefined> {
  const row = await publicBase(db).where('e.id', '=', id).where(listedOnly).executeTakeFirst();
  return row ? toPublic(row, now) : undefined;
}

const listedRow = preparedById((db, id) =>
  db.selectFrom('entreprises as e').select('e.id').where('e.id', '=', id).where(listedOnly),
);

/** Whether clients may see this business (its page, its menu, checkout). */
export async function isListed(db: Database, entrepriseId: number): Promise<boolean> {
  return (await listedRow(db, entrepriseId)).length > 0;
}

/** What every answer shows of a product itself (menu, owner's lists, search), from `produits as p`. */
export const PRODUIT_COLUMNS = [
  'p.id',
  'p.nom',
  'p.description',
  'p.prix',
  'p.photoUrl',
  'p.disponible',
] as const;

/** Products with their section, as `produitSchema` answers them (client's menu and owner's lists). */
export function produitQuery(db: Db) {
  return db
    .selectFrom('produits as p')
    .leftJoin('categoriesProduit as c', 'c.id', 'p.categorieId')
    .select([
      ...PRODUIT_COLUMNS,
      'p.categorieId',
      'p.entrepriseId',
      'c.nom as categorieNom',
      'c.ordre as categorieOrdre',
    ]);
}

type ProduitRow = Awaited<ReturnType<ReturnType<typeof produitQuery>['execute']>>[number];

/** `PRODUIT_COLUMNS` under the names the API answers with. */
export function toProduitCard(
  r: Pick<ProduitRow, 'id' | 'nom' | 'description' | 'prix' | 'photoUrl' | 'disponible'>,
) {
  return {
    id: r.id,
    nom: r.nom,
    description: r.description,
    prix: r.prix,
    photo: r.photoUrl,
    disponible: r.disponible,
  };
}

export function toProduit(r: ProduitRow): Produit {
  return {
    ...toProduitCard(r),
    categorieId: r.categorieId,
    entrepriseId: r.entrepriseId,
    categorie:
      r.categorieId !== null && r.categorieNom !== null
        ? { id: r.categorieId, nom: r.categorieNom, ordre: r.categorieOrdre ?? 0 }
        : null,
  };
}

const menuRows = preparedById((db, entrepriseId) =>
  produitQuery(db)
    .where('p.entrepriseId', '=', entrepriseId)
    // NULLs sort first in SQLite and last in PostgreSQL: say where they go. Sections sharing
    // an `ordre` stay together.
    .orderBy((eb) => eb('c.id', 'is', null))
    .orderBy('c.ordre')
    .orderBy('c.id')
    // The owner's order within the section (issue 21 §3); products never moved keep their age.
    .orderBy('p.ordre')
    .orderBy('p.id'),
);

/**
 * Every product of the business, available or not, section by section in the owner's order;
 * products without a section come last.
 */
export async function listMenu(db: Database, entrepriseId: number): Promise<Produit[]> {
  return withOptions(db, (await menuRows(db, entrepriseId)).map(toProduit));
}

/** The products with their option groups (issue 21 §3), [] for a plain one. */
export async function withOptions(db: Db, produits: Produit[]): Promise<Produit[]> {
  const groupes = await groupesOfProduits(
    db,
    produits.map((p) => p.id),
  );
  return produits.map((p) => ({ ...p, groupesOptions: groupes.get(p.id) ?? [] }));
}
