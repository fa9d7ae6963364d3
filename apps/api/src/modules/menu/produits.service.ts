import type { FastifyInstance } from 'fastify';
import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { newProduitSchema, produitPatchSchema } from '@comoe/shared/schemas/menu';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { storeImage } from '../../lib/images.ts';
import type { AuthUser } from '../../types.ts';
import { listMenu, toProduit, withOptions } from '../entreprises/catalog.repository.ts';
import { replaceGroupes } from '../entreprises/product-options.repository.ts';
import { ownedEntreprise } from '../entreprises/entreprise-access.ts';
import { assertOwnPicture, removeReplaced, removeStoredFile } from '../../lib/stored-files.ts';
import {
  deleteUnreferencedProduit,
  findCategorie,
  findProduitRow,
  findProduitWithOwner,
  insertProduit,
  listProduitRowsOfCategorie,
  markProduitsUnavailable,
  produitIdsOfEntreprise,
  produitNamesOfEntreprise,
  updateProduit,
} from './menu.repository.ts';
import { writeUniqueName } from './unique-name.ts';

type NewProduitInput = z.output<typeof newProduitSchema>;
type ProduitPatch = z.output<typeof produitPatchSchema>;

/** Dishes are shown in cards and lists: a bounded picture is plenty on 3G. */
const PRODUCT_PHOTO_SIDE = 800;

/** 'Gestion du Menu': the owner's products, available or not. */
export function createProduitsService(app: FastifyInstance) {
  const nameTaken = () => conflict(MSG.produitNameTaken, 'PRODUIT_NAME_TAKEN');

  /** The product when the caller owns its business; an administrator may read any. */
  async function owned(user: AuthUser, id: number, { adminMay }: { adminMay: boolean }) {
    const p = await findProduitWithOwner(app.db, id);
    if (!p) throw notFound(MSG.produitNotFound, 'PRODUIT_NOT_FOUND');
    if (p.ownerId !== user.id && !(adminMay && user.role === 'ADMIN'))
      throw forbidden(MSG.forbidden, 'NOT_OWNER');
    return p;
  }

  /** A product goes into one of its owner's sections; another's, or none that exists, is refused. */
  async function assertOwnCategorie(ownerId: number, categorieId: number): Promise<void> {
    const c = await findCategorie(app.db, categorieId);
    if (!c || c.utilisateurId !== ownerId)
      throw badRequest(MSG.categorieProduitNotFound, 'CATEGORIE_NOT_FOUND');
  }

  async function answer(id: number): Promise<Produit> {
    const row = await findProduitRow(app.db, id);
    if (!row) throw notFound(MSG.produitNotFound, 'PRODUIT_NOT_FOUND');
    const [produit] = await withOptions(app.db, [toProduit(row)]);
    return produit!;
  }

  async function listOfEntreprise(user: AuthUser, entrepriseId: number): Promise<Produit[]> {
    await ownedEntreprise(app.db, user, entrepriseId, { adminMay: true });
    return listMenu(app.db, entrepriseId);
  }

  async function listOfCategorie(user: AuthUser, categorieId: number): Promise<Produit[]> {
    const c = await findCategorie(app.db, categorieId);
    if (!c) throw notFound(MSG.categorieProduitNotFound, 'CATEGORIE_NOT_FOUND');
    if (c.utilisateurId !== user.id && user.role !== 'ADMIN') throw forbidden(MSG.forbidden, 'NOT_OWNER');
    return withOptions(app.db, (await listProduitRowsOfCategorie(app.db, categorieId)).map(toProduit));
  }

  async function create(user: AuthUser, input: NewProduitInput): Promise<Produit> {
    const e = await ownedEntreprise(app.db, user, input.entrepriseId, { adminMay: false });
    await assertOwnCategorie(e.utilisateurId, input.categorieId);
    // A new product has no picture of ours yet: it gets one through its upload route.
    assertOwnPicture(input.photo, null);
    const now = new Date();
    const id = await writeUniqueName(app.db, {
      nom: input.nom,
      exceptId: null,
      siblings: (trx) => produitNamesOfEntreprise(trx, e.id),
      taken: nameTaken,
      write: async (trx) => {
        const produitId = await insertProduit(trx, {
          entrepriseId: e.id,
          categorieId: input.categorieId,
          nom: input.nom,
          description: input.description,
          prix: input.prix,
          photoUrl: input.photo,
          disponible: input.disponible,
          createdAt: now,
          updatedAt: now,
        });
        // The product and its options are written together, or not at all.
        await replaceGroupes(trx, produitId, input.groupesOptions);
        return produitId;
      },
    });
    app.menus.clear(e.id);
    return answer(id);
  }

  async function update(user: AuthUser, id: number, patch: ProduitPatch): Promise<Produit> {
    const p = await owned(user, id, { adminMay: false });
    if (patch.categorieId !== undefined) await assertOwnCategorie(p.ownerId, patch.categorieId);
    assertOwnPicture(patch.photo, p.photoUrl);
    const { photo, groupesOptions, ...fields } = patch;
    const values = { ...fields, ...(photo !== undefined ? { photoUrl: photo } : {}) };
    await writeUniqueName(app.db, {
      nom: patch.nom,
      exceptId: id,
      siblings: (trx) => produitNamesOfEntreprise(trx, p.entrepriseId),
      taken: nameTaken,
      write: async (trx) => {
        await updateProduit(trx, id, values);
        // Replace-all: the list sent is the product's whole set of groups; none sent keeps them.
        if (groupesOptions !== undefined) await replaceGroupes(trx, id, groupesOptions);
      },
    });
    app.menus.clear(p.entrepriseId);
    await removeReplaced(app.fileStore, p.photoUrl, photo);
    return answer(id);
  }

  async function remove(user: AuthUser, id: number): Promise<void> {
    const p = await owned(user, id, { adminMay: false });
    if (!(await deleteUnreferencedProduit(app.db, id))) {
      if (await findProduitWithOwner(app.db, id)) throw conflict(MSG.produitReferenced, 'PRODUIT_REFERENCED');
      throw notFound(MSG.produitNotFound, 'PRODUIT_NOT_FOUND');
    }
    app.menus.clear(p.entrepriseId);
    await removeStoredFile(app.fileStore, p.photoUrl);
  }

  /** `POST /api/files/upload/product/{id}`: the product's photo, the previous file deleted. */
  async function setPhoto(user: AuthUser, id: number, bytes: Buffer): Promise<string> {
    const p = await owned(user, id, { adminMay: false });
    const url = `/uploads/product/${await storeImage(bytes, app.fileStore, 'uploads/product', PRODUCT_PHOTO_SIDE)}`;
    await updateProduit(app.db, id, { photoUrl: url });
    app.menus.clear(p.entrepriseId);
    await removeStoredFile(app.fileStore, p.photoUrl);
    return url;
  }

  /**
   * A refusal for lack of stock (issue 21 §1) names products of the order's business: any other
   * is refused before the order moves. Answers the distinct ids.
   */
  async function assertOfEntreprise(entrepriseId: number, ids: readonly number[]): Promise<number[]> {
    const wanted = [...new Set(ids)];
    const found = await produitIdsOfEntreprise(app.db, entrepriseId, { ids: wanted });
    if (found.length !== wanted.length)
      throw badRequest(DECISION_MSG.produitsOtherBusiness, 'PRODUIT_OTHER_BUSINESS');
    return wanted;
  }

  /** In the caller's transaction; the caller calls `menuChanged` once it is committed. */
  const markUnavailable = (trx: Transaction<DB>, entrepriseId: number, ids: readonly number[]) =>
    markProduitsUnavailable(trx, entrepriseId, ids);

  /** Clients see the change at once, as after the availability switch. */
  const menuChanged = (entrepriseId: number) => app.menus.clear(entrepriseId);

  return {
    listOfEntreprise,
    listOfCategorie,
    create,
    update,
    remove,
    setPhoto,
    assertOfEntreprise,
    markUnavailable,
    menuChanged,
  };
}
