import { preparedById } from '../../db/prepared.ts';
import type { Database } from '../../db/database.ts';
import type { PublicEntreprise, Produit } from '@comoe/shared/schemas/entreprises';

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
      'e.latitude',
      'e.longitude',
      'v.nom as ville',
      'v.id as villeId',
      'k.nom as categorie',
    ]);
}

type PublicRow = Awaited<ReturnType<ReturnType<typeof publicBase>['execute']>>[number];

function toPublic(r: PublicRow): PublicEntreprise {
  return {
    id: r.id,
    nom: r.nom,
    type: r.type,
    description: r.description,
    photoUrl: r.photoUrl,
    photoFacade: r.photoFacadeUrl,
    rating: r.noteMoyenne,
    nombreAvis: r.nombreAvis,
    delivery_time: r.delaiLivraison,
    adresse: r.adresse,
    ville: r.ville,
    villeId: r.villeId,
    telephone: r.telephone,
    categorie: r.categorie,
    ouverte: r.ouverte,
    latitude: r.latitude,
    longitude: r.longitude,
  };
}

export async function listEntreprisesOfVille(db: Database, villeId: number): Promise<PublicEntreprise[]> {
  const rows = await publicBase(db).where('e.villeId', '=', villeId).orderBy('e.nom').execute();
  return rows.map(toPublic);
}

export async function findPublicEntreprise(db: Database, id: number): Promise<PublicEntreprise | undefined> {
  const row = await publicBase(db).where('e.id', '=', id).executeTakeFirst();
  return row ? toPublic(row) : undefined;
}

const menuRows = preparedById((db, entrepriseId) =>
  db
    .selectFrom('produits as p')
    .leftJoin('categoriesProduit as c', 'c.id', 'p.categorieId')
    .select([
      'p.id',
      'p.nom',
      'p.description',
      'p.prix',
      'p.photoUrl',
      'p.disponible',
      'p.categorieId',
      'p.entrepriseId',
      'c.nom as categorieNom',
      'c.ordre as categorieOrdre',
    ])
    .where('p.entrepriseId', '=', entrepriseId)
    // NULLs sort first in SQLite and last in PostgreSQL: say where they go. Sections sharing
    // an `ordre` stay together.
    .orderBy((eb) => eb('c.id', 'is', null))
    .orderBy('c.ordre')
    .orderBy('c.id')
    .orderBy('p.id'),
);

/** The menu, section by section in the owner's order; products without a section come last. */
export async function listMenu(db: Database, entrepriseId: number): Promise<Produit[]> {
  const rows = await menuRows(db, entrepriseId);
  return rows.map((r) => ({
    id: r.id,
    nom: r.nom,
    description: r.description,
    prix: r.prix,
    photo: r.photoUrl,
    disponible: r.disponible,
    categorieId: r.categorieId,
    entrepriseId: r.entrepriseId,
    categorie:
      r.categorieId !== null && r.categorieNom !== null
        ? { id: r.categorieId, nom: r.categorieNom, ordre: r.categorieOrdre ?? 0 }
        : null,
  }));
}
