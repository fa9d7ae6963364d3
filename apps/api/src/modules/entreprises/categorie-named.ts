import { nameKey } from '@comoe/shared/text';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { insertCategorieEntreprise, listCategoriesEntreprise } from './entreprises.repository.ts';

/**
 * The company category of this name, created when missing; one of the same name (ignoring case)
 * is reused. Runs in its own transaction so that two owners naming it at once share one row.
 */
export async function categorieEntrepriseNamed(db: Database, nom: string): Promise<number> {
  const key = nameKey(nom);
  const find = async (d: Parameters<typeof listCategoriesEntreprise>[0]) =>
    (await listCategoriesEntreprise(d)).find((c) => nameKey(c.nom) === key)?.id;
  try {
    return await db
      .transaction()
      .execute(async (trx) => (await find(trx)) ?? insertCategorieEntreprise(trx, nom));
  } catch (err) {
    // Another owner created the same name at the same moment: theirs is the one.
    if (!isUniqueViolation(err)) throw err;
    const id = await find(db);
    if (id === undefined) throw err;
    return id;
  }
}
