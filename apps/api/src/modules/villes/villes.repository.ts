import type { Database } from '../../db/database.ts';
import type { NewVille, VillesTable } from '../../db/tables/villes.table.ts';
import type { Updateable } from 'kysely';
import { listedOnly } from '../../db/listed-entreprises.ts';

const VILLE_COLUMNS = ['id', 'nom', 'photoUrl', 'fraisBase', 'latitude', 'longitude'] as const;

/** A city's columns, with how many businesses clients can see there. */
function villesWithCounts(db: Database) {
  return db
    .selectFrom('villes as v')
    .select(VILLE_COLUMNS.map((c) => `v.${c}` as const))
    .select((eb) =>
      eb
        .selectFrom('entreprises as e')
        .whereRef('e.villeId', '=', 'v.id')
        .where(listedOnly)
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('nombreEntreprises'),
    );
}

type VilleRow = Awaited<ReturnType<ReturnType<typeof villesWithCounts>['execute']>>[number];
const counted = (r: VilleRow) => ({ ...r, nombreEntreprises: Number(r.nombreEntreprises ?? 0) });

/** Every city: one shows to clients once it has a business they can order from. */
export async function listVilles(db: Database) {
  return (await villesWithCounts(db).orderBy('v.id').execute()).map(counted);
}

export type VilleItem = Awaited<ReturnType<typeof listVilles>>[number];

export async function villeExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('villes').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** A city's own columns: what sign-up and others read, without counting its businesses. */
export function findVille(db: Database, id: number) {
  return db.selectFrom('villes').select(VILLE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A city as the admin's form shows it after a write, with its business count. */
export async function findVilleDetail(db: Database, id: number) {
  const row = await villesWithCounts(db).where('v.id', '=', id).executeTakeFirst();
  return row && counted(row);
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
