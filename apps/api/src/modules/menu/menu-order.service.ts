import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import type { CategorieProduit } from '@comoe/shared/schemas/menu';
import { MENU_ORDER_MSG } from '@comoe/shared/schemas/menu-order';
import { badRequest } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';
import { createProduitsService } from './produits.service.ts';
import { findCategorie, listCategoriesOfOwner, produitIdsOfEntreprise } from './menu.repository.ts';
import {
  categorieIdsOfOwner,
  ownProduitIds,
  setCategoriesOrder,
  setProduitsDisponible,
  setProduitsOrder,
} from './menu-order.repository.ts';

/** The same ids, whatever their order (both lists are free of duplicates). */
function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}

/** Issue 21 §3: the menu's order (drag or up/down) and availability of a selection at once. */
export function createMenuOrderService(app: FastifyInstance) {
  const produits = createProduitsService(app);

  /**
   * The whole list, in its new order: a list missing a section or naming another's is refused
   * (it was read before a change made elsewhere), so no section is ever left out of the order.
   */
  async function orderCategories(
    user: AuthUser,
    entrepriseId: number,
    ids: number[],
  ): Promise<CategorieProduit[]> {
    const e = await ownedEntreprise(app.db, user, entrepriseId, { adminMay: false });
    await app.db.transaction().execute(async (trx) => {
      if (!sameSet(await categorieIdsOfOwner(trx, e.utilisateurId), ids)) {
        throw badRequest(MENU_ORDER_MSG.categoriesMismatch, 'ORDER_MISMATCH');
      }
      await setCategoriesOrder(trx, e.utilisateurId, ids);
    });
    app.menus.clear(e.id);
    return listCategoriesOfOwner(app.db, e.utilisateurId);
  }

  async function orderProduits(
    user: AuthUser,
    entrepriseId: number,
    categorieId: number,
    ids: number[],
  ): Promise<Produit[]> {
    const e = await ownedEntreprise(app.db, user, entrepriseId, { adminMay: false });
    const c = await findCategorie(app.db, categorieId);
    if (!c || c.utilisateurId !== e.utilisateurId) {
      throw badRequest(MSG.categorieProduitNotFound, 'CATEGORIE_NOT_FOUND');
    }
    await app.db.transaction().execute(async (trx) => {
      if (!sameSet(await produitIdsOfEntreprise(trx, e.id, { categorieId }), ids)) {
        throw badRequest(MENU_ORDER_MSG.produitsMismatch, 'ORDER_MISMATCH');
      }
      await setProduitsOrder(trx, e.id, ids);
    });
    app.menus.clear(e.id);
    return produits.listOfCategorie(user, categorieId);
  }

  /** Every id must be one of the business's products, or nothing changes. */
  async function setDisponible(
    user: AuthUser,
    entrepriseId: number,
    ids: number[],
    disponible: boolean,
  ): Promise<{ modifies: number }> {
    const e = await ownedEntreprise(app.db, user, entrepriseId, { adminMay: false });
    if ((await ownProduitIds(app.db, e.id, ids)).length !== ids.length) {
      throw badRequest(MENU_ORDER_MSG.produitsNotYours, 'PRODUIT_OTHER_BUSINESS');
    }
    const modifies = await setProduitsDisponible(app.db, e.id, ids, disponible);
    // Clients see it at once, as after the single switch.
    app.menus.clear(e.id);
    return { modifies };
  }

  return { orderCategories, orderProduits, setDisponible };
}
