import type { Database } from '../../db/database.ts';

export function listVilles(db: Database) {
  return db.selectFrom('villes').select(['id', 'nom', 'photoUrl']).orderBy('id').execute();
}

export type VilleItem = Awaited<ReturnType<typeof listVilles>>[number];

export async function villeExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('villes').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
