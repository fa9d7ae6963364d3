import type { Transaction } from 'kysely';
import type { GroupeOptions, GroupeOptionsValues } from '@comoe/shared/schemas/product-options';
import type { Db } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** The option groups of these products, each with its options, in the owner's order. */
export async function groupesOfProduits(
  db: Db,
  produitIds: readonly number[],
): Promise<Map<number, GroupeOptions[]>> {
  const byProduit = new Map<number, GroupeOptions[]>();
  if (produitIds.length === 0) return byProduit;
  const ids = [...new Set(produitIds)];
  const [groupes, options] = await Promise.all([
    db
      .selectFrom('groupesOptions')
      .select(['id', 'produitId', 'nom', 'obligatoire', 'minChoix', 'maxChoix'])
      .where('produitId', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('optionsProduit')
      .select(['id', 'groupeId', 'nom', 'prixDelta', 'disponible'])
      .where('produitId', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const byGroupe = new Map<number, GroupeOptions>();
  for (const { produitId, ...g } of groupes) {
    const groupe: GroupeOptions = { ...g, options: [] };
    byGroupe.set(g.id, groupe);
    const list = byProduit.get(produitId) ?? [];
    list.push(groupe);
    byProduit.set(produitId, list);
  }
  for (const { groupeId, ...o } of options) byGroupe.get(groupeId)?.options.push(o);
  return byProduit;
}

/**
 * Replaces the product's groups with these, in the caller's transaction. A group or option sent
 * with an id it already has keeps it (carts holding it stay valid); any other id is a new row,
 * and the ones left out are deleted.
 */
export async function replaceGroupes(
  trx: Transaction<DB>,
  produitId: number,
  groupes: readonly GroupeOptionsValues[],
): Promise<void> {
  const current = await groupesOfProduits(trx, [produitId]);
  const existing = current.get(produitId) ?? [];
  const groupeIds = new Set(existing.map((g) => g.id));
  const optionIds = new Set(existing.flatMap((g) => g.options.map((o) => o.id)));
  const keptGroupes = new Set<number>();
  const keptOptions = new Set<number>();

  for (const [position, g] of groupes.entries()) {
    const values = {
      nom: g.nom,
      obligatoire: g.obligatoire,
      minChoix: g.minChoix,
      maxChoix: g.maxChoix,
      position,
    };
    let groupeId: number;
    if (g.id !== undefined && groupeIds.has(g.id) && !keptGroupes.has(g.id)) {
      groupeId = g.id;
      await trx.updateTable('groupesOptions').set(values).where('id', '=', groupeId).execute();
    } else {
      const row = await trx
        .insertInto('groupesOptions')
        .values({ ...values, produitId })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupeId = row.id;
    }
    keptGroupes.add(groupeId);
    for (const [place, o] of g.options.entries()) {
      const option = {
        nom: o.nom,
        prixDelta: o.prixDelta,
        disponible: o.disponible,
        position: place,
        groupeId,
      };
      if (o.id !== undefined && optionIds.has(o.id) && !keptOptions.has(o.id)) {
        keptOptions.add(o.id);
        await trx.updateTable('optionsProduit').set(option).where('id', '=', o.id).execute();
      } else {
        await trx
          .insertInto('optionsProduit')
          .values({ ...option, produitId })
          .execute();
      }
    }
  }
  const goneOptions = [...optionIds].filter((id) => !keptOptions.has(id));
  if (goneOptions.length > 0) await trx.deleteFrom('optionsProduit').where('id', 'in', goneOptions).execute();
  const goneGroupes = [...groupeIds].filter((id) => !keptGroupes.has(id));
  if (goneGroupes.length > 0) await trx.deleteFrom('groupesOptions').where('id', 'in', goneGroupes).execute();
}
