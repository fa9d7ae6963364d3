// @files s3: editing or deleting a product replaces or removes its stored photo
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { HUGE_ID, strangers, UNKNOWN_ID } from './helpers/business.ts';
import { menuWorld, type MenuWorld, type Produit } from './helpers/menu.ts';
import { insertOrder } from './helpers/orders.ts';

// 'Gestion du Menu' (spec part 2 §8): editing and deleting products.
let t: TestApp;
let m: MenuWorld;

beforeAll(async () => ({ t, w: m } = await appWith(menuWorld)));
afterAll(() => t.close());

describe('PUT /api/produits/:id', () => {
  it('changes only the fields sent: the availability switch sends `disponible` alone', async () => {
    const p = await m.product({ nom: 'Placali' });
    const off = await m.update(p.id, { disponible: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...p, disponible: false });
    const moved = await m.update(p.id, { prix: '2000', categorieId: m.boissons.id, nom: 'PLACALI' });
    expect(moved.json()).toMatchObject({
      nom: 'PLACALI',
      prix: 2000,
      disponible: false,
      categorie: { id: m.boissons.id, nom: 'Boissons' },
    });
    expect((await m.update(p.id, {})).json()).toEqual(moved.json());
  });

  it.each([
    ['a decimal price', { prix: 2000.5 }, MSG.produitPrixWhole],
    ['a blank name', { nom: ' ' }, MSG.produitNomRequired],
    ['an availability that is text', { disponible: 'non' }, MSG.produitBadRequest],
    ['another owner’s section', () => ({ categorieId: m.rivalSection.id }), MSG.categorieProduitNotFound],
    ['someone else’s uploaded picture', { photo: '/uploads/facade/x.webp' }, MSG.imageUrlNotOwn],
  ])('refuses %s with 400 and a French message, changing nothing', async (_what, change, message) => {
    const p = await m.product({ nom: `Tchep ${Math.random()}` });
    const res = await m.update(p.id, typeof change === 'function' ? change() : change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    const now = (await m.get(`/api/produits/entreprise/${m.owner.entreprise.id}`)).json<Produit[]>();
    expect(now.find((x) => x.id === p.id)).toEqual(p);
  });

  it("refuses another product's name with 409", async () => {
    await m.product({ nom: 'Soupe du jour' });
    const p = await m.product({ nom: 'Soupe de poisson' });
    const res = await m.update(p.id, { nom: 'soupe du jour' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.produitNameTaken });
  });

  it('is the owner’s only', async () => {
    const p = await m.product({ nom: 'Protégé' });
    for (const { who, headers } of [...strangers(m), { who: 'an admin', headers: m.admin.headers }]) {
      expect((await m.update(p.id, { prix: 1 }, headers)).statusCode, who).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/produits/${p.id}`, payload: { prix: 1 } })).statusCode,
    ).toBe(401);
    expect((await m.update(UNKNOWN_ID, { prix: 1 })).json()).toEqual({ message: MSG.produitNotFound });
    for (const id of [HUGE_ID, 'abc'])
      expect([400, 404]).toContain((await m.update(id, { prix: 1 })).statusCode);
    const now = (await m.get(`/api/produits/entreprise/${m.owner.entreprise.id}`)).json<Produit[]>();
    expect(now.find((x) => x.id === p.id)?.prix).toBe(1000);
  });
});

describe('DELETE /api/produits/:id', () => {
  const lineOf = (commandeId: string) =>
    t.database.db
      .selectFrom('lignesCommande')
      .select(['produitId', 'nomProduit', 'prixUnitaire'])
      .where('commandeId', '=', commandeId)
      .executeTakeFirstOrThrow();

  async function orderWith(
    produitId: number,
    statut: 'EN_ATTENTE_ENTREPRISE' | 'PRETE' | 'LIVREE' | 'ANNULEE',
  ) {
    const id = await insertOrder(t.database.db, {
      entrepriseId: m.owner.entreprise.id,
      clientId: m.client.id,
      villeId: m.ville.id,
      statut,
    });
    await t.database.db
      .updateTable('lignesCommande')
      .set({ produitId, nomProduit: 'Poulet DG', prixUnitaire: 4500 })
      .where('commandeId', '=', id)
      .execute();
    return id;
  }

  it('deletes the product with 204', async () => {
    const p = await m.product({ nom: 'Éphémère' });
    const res = await m.remove(p.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const ids = (await m.get(`/api/produits/entreprise/${m.owner.entreprise.id}`))
      .json<Produit[]>()
      .map((x) => x.id);
    expect(ids).not.toContain(p.id);
    expect((await m.remove(p.id)).statusCode).toBe(404);
  });

  it('refuses with 409 while an order on its way holds it; past orders keep its name and price', async () => {
    const p = await m.product({ nom: 'Poulet DG', prix: 4500 });
    const ongoing = await orderWith(p.id, 'PRETE');
    const past = await orderWith(p.id, 'LIVREE');
    const refused = await m.remove(p.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.produitReferenced });

    await t.database.db
      .updateTable('commandes')
      .set({ statut: 'ANNULEE' })
      .where('id', '=', ongoing)
      .execute();
    expect((await m.remove(p.id)).statusCode).toBe(204);
    expect(await lineOf(past)).toEqual({ produitId: null, nomProduit: 'Poulet DG', prixUnitaire: 4500 });
  });

  it('is the owner’s only', async () => {
    const p = await m.product({ nom: 'Gardé' });
    for (const { who, headers } of [...strangers(m), { who: 'an admin', headers: m.admin.headers }]) {
      expect((await m.remove(p.id, headers)).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'DELETE', url: `/api/produits/${p.id}` })).statusCode).toBe(401);
    expect((await m.remove(UNKNOWN_ID)).json()).toEqual({ message: MSG.produitNotFound });
    for (const id of [HUGE_ID, 'abc']) expect([400, 404]).toContain((await m.remove(id)).statusCode);
    const ids = (await m.get(`/api/produits/entreprise/${m.owner.entreprise.id}`))
      .json<Produit[]>()
      .map((x) => x.id);
    expect(ids).toContain(p.id);
  });
});
