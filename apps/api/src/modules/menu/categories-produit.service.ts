import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import type { CategorieProduit } from '@comoe/shared/schemas/menu';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../types.ts';
import { entrepriseOfCaller } from '../entreprises/entreprise-access.ts';
import { findEntrepriseByOwner } from '../entreprises/entreprises.repository.ts';
import {
  categorieNamesOfOwner,
  deleteEmptyCategorie,
  findCategorie,
  insertCategorie,
  listCategoriesOfOwner,
  renameCategorie,
} from './menu.repository.ts';
import { writeUniqueName } from './unique-name.ts';

/** The owner's menu sections ('Gestion des Catégories'). */
export function createCategoriesProduitService(app: FastifyInstance) {
  /** The section when the caller owns it; an administrator may read any. */
  async function owned(user: AuthUser, id: number, { adminMay }: { adminMay: boolean }) {
    const c = await findCategorie(app.db, id);
    if (!c) throw notFound(MSG.categorieProduitNotFound, 'CATEGORIE_NOT_FOUND');
    if (c.utilisateurId !== user.id && !(adminMay && user.role === 'ADMIN')) {
      throw forbidden(MSG.forbidden, 'NOT_OWNER');
    }
    return c;
  }

  /** Clients read the menu from the cache: a section's change shows at once on this process. */
  async function menuChanged(utilisateurId: number): Promise<void> {
    const e = await findEntrepriseByOwner(app.db, utilisateurId);
    if (e) app.menus.clear(e.id);
  }

  const nameTaken = () => conflict(MSG.categorieProduitNameTaken, 'CATEGORIE_NAME_TAKEN');

  async function list(user: AuthUser, utilisateurId: number): Promise<CategorieProduit[]> {
    if (user.id !== utilisateurId && user.role !== 'ADMIN') throw forbidden(MSG.forbidden, 'NOT_OWNER');
    return listCategoriesOfOwner(app.db, utilisateurId);
  }

  async function create(
    user: AuthUser,
    input: { nom: string; utilisateurId: number },
  ): Promise<CategorieProduit> {
    // A section is the caller's own: the body names the owner as the spec's client sends it.
    if (input.utilisateurId !== user.id) throw forbidden(MSG.forbidden, 'NOT_OWNER');
    const entreprise = await entrepriseOfCaller(app.db, user);
    const id = await writeUniqueName(app.db, {
      nom: input.nom,
      exceptId: null,
      siblings: (trx) => categorieNamesOfOwner(trx, user.id),
      taken: nameTaken,
      write: (trx) => insertCategorie(trx, user.id, input.nom),
    });
    app.menus.clear(entreprise.id);
    const created = await findCategorie(app.db, id);
    if (!created) throw notFound(MSG.categorieProduitNotFound, 'CATEGORIE_NOT_FOUND');
    return created;
  }

  async function rename(user: AuthUser, id: number, nom: string): Promise<CategorieProduit> {
    const c = await owned(user, id, { adminMay: false });
    await writeUniqueName(app.db, {
      nom,
      exceptId: id,
      siblings: (trx) => categorieNamesOfOwner(trx, c.utilisateurId),
      taken: nameTaken,
      write: (trx) => renameCategorie(trx, id, nom),
    });
    await menuChanged(c.utilisateurId);
    return { ...c, nom };
  }

  async function remove(user: AuthUser, id: number): Promise<void> {
    const c = await owned(user, id, { adminMay: false });
    if (!(await deleteEmptyCategorie(app.db, id))) {
      const now = await findCategorie(app.db, id);
      if (!now) throw notFound(MSG.categorieProduitNotFound, 'CATEGORIE_NOT_FOUND');
      throw conflict(MSG.categorieProduitNotEmpty(now.nombreProduits), 'CATEGORIE_NOT_EMPTY');
    }
    await menuChanged(c.utilisateurId);
  }

  return { list, create, rename, remove };
}
