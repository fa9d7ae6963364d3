import type { Database } from '../../db/database.ts';
import type { NewVille, VillesTable } from '../../db/tables/villes.table.ts';
import type { Updateable } from 'kysely';

const VILLE_COLUMNS = ['id', 'nom', 'photoUrl', 'fraisBase', 'latitude', 'longitude'] as const;

export function listVilles(db: Database) {
  return db.selectFrom('villes').select(VILLE_COLUMNS).orderBy('id').execute();
}

export type VilleItem = Awaited<ReturnType<typeof listVilles>>[number];

export async function villeExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('villes').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export function findVille(db: Database, id: number) {
  return db.selectFrom('villes').select(VILLE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every city's name, to compare name keys (rows written without one, by seeds, included). */
export function villeNames(db: Database) {
  return db.selectFrom('villes').select(['id', 'nom']).execute();
}

export async function insertVille(db: Database, ville: NewVille): Promise<number> {
  const row = await db.insertInto('villes').values(ville).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVille(
  db: Database,
  id: number,
  patch: Updateable<VillesTable>,
): Promise<boolean> {
  const r = await db.updateTable('villes').set(patch).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteVille(db: Database, id: number): Promise<boolean> {
  const r = await db.deleteFrom('villes').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** What still points at a city: businesses, accounts and orders (history). */
export async function villeUsage(db: Database, id: number) {
  const count = async (table: 'entreprises' | 'utilisateurs' | 'commandes') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('villeId', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [entreprises, comptes, commandes] = await Promise.all([
    count('entreprises'),
    count('utilisateurs'),
    count('commandes'),
  ]);
  return { entreprises, comptes, commandes };
}
