// @stores sqlite: the cached menu following writes is memory; the writes run on both in produits*, categories-produit
// @files s3: a product's photo written by the owner shows in the cached menu
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appWith, type TestApp } from './helpers/app.ts';
import { businessWorld, type World } from './helpers/business.ts';
import { TEST_FACADE } from './helpers/factories.ts';
import { filePart, pngImage } from './helpers/multipart.ts';

// Clients read menus from memory (kept a minute here): every write of the owner shows at once.
let t: TestApp;
let w: World;
let section: { id: number };
let produitId: number;

interface MenuItem {
  id: number;
  nom: string;
  prix: number;
  disponible: boolean;
  photo: string | null;
  categorie: { nom: string } | null;
}

beforeAll(async () => {
  ({ t, w } = await appWith(businessWorld, { menuCacheMs: 60_000 }));
  section = (
    await t.app.inject({
      method: 'POST',
      url: '/api/categoriesProduit',
      headers: w.owner.headers,
      payload: { nom: 'Plats', utilisateurId: w.owner.id },
    })
  ).json<{ id: number }>();
});
afterAll(() => t.close());

const menu = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/produits/entreprise_prod_cate/${w.owner.entreprise.id}`,
    headers: w.client.headers,
  });
  return res.statusCode === 200 ? res.json<MenuItem[]>() : res.statusCode;
};
const owner = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: w.owner.headers, ...(payload ? { payload } : {}) });

describe('the client menu, cached, after an owner’s write', () => {
  it('is really served from memory: a change behind the API’s back stays unseen', async () => {
    expect(await menu()).toEqual([]);
    await t.database.db
      .insertInto('produits')
      .values({
        entrepriseId: w.owner.entreprise.id,
        categorieId: null,
        nom: 'Fantôme',
        description: null,
        prix: 100,
        photoUrl: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .execute();
    expect(await menu()).toEqual([]);
    await t.database.db.deleteFrom('produits').where('nom', '=', 'Fantôme').execute();
  });

  it('shows a new product at once', async () => {
    const res = await owner('POST', '/api/produits', {
      nom: 'Garba',
      description: 'Attiéké et thon frit',
      prix: 1000,
      categorieId: section.id,
      entrepriseId: w.owner.entreprise.id,
    });
    expect(res.statusCode).toBe(201);
    produitId = res.json<{ id: number }>().id;
    expect(await menu()).toMatchObject([{ id: produitId, nom: 'Garba', prix: 1000, disponible: true }]);
  });

  it('shows a new price, then the product sold out, at once', async () => {
    await owner('PUT', `/api/produits/${produitId}`, { prix: 1200 });
    expect(await menu()).toMatchObject([{ prix: 1200 }]);
    await owner('PUT', `/api/produits/${produitId}`, { disponible: false });
    expect(await menu()).toMatchObject([{ prix: 1200, disponible: false }]);
  });

  it('shows a new photo at once', async () => {
    const body = filePart(await pngImage());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/files/upload/product/${produitId}`,
      headers: { ...body.headers, ...w.owner.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(await menu()).toMatchObject([{ photo: res.body }]);
  });

  it('shows a renamed section at once', async () => {
    await owner('PUT', `/api/categoriesProduit/${section.id}`, { nom: 'Plats du jour' });
    expect(await menu()).toMatchObject([{ categorie: { nom: 'Plats du jour' } }]);
  });

  it('clears the menu when a section is added or deleted', async () => {
    const clear = vi.spyOn(t.app.menus, 'clear');
    try {
      const created = await owner('POST', '/api/categoriesProduit', {
        nom: 'Desserts',
        utilisateurId: w.owner.id,
      });
      expect(clear).toHaveBeenLastCalledWith(w.owner.entreprise.id);
      clear.mockClear();
      await owner('DELETE', `/api/categoriesProduit/${created.json<{ id: number }>().id}`);
      expect(clear).toHaveBeenLastCalledWith(w.owner.entreprise.id);
    } finally {
      clear.mockRestore();
    }
  });

  it('hides the menu at once when the profile becomes incomplete, and shows it again', async () => {
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers: w.owner.headers })
    ).json<Record<string, unknown>>();
    const profile = {
      nom: me.nom,
      description: 'Le maquis du test, au bord de la lagune.',
      adresse: 'Rue de la lagune',
      email: 'maquis@example.ci',
      type: 'RESTAURANT',
      villeId: w.ville.id,
      categorieId: me.categorieId,
      photoFacadeUrl: TEST_FACADE,
    };
    expect(
      (await owner('PUT', `/api/entreprises/${w.owner.entreprise.id}`, { ...profile, telephone: null }))
        .statusCode,
    ).toBe(200);
    expect(await menu()).toBe(404);
    await owner('PUT', `/api/entreprises/${w.owner.entreprise.id}`, { ...profile, telephone: '0102030405' });
    expect(await menu()).toHaveLength(1);
  });

  it('drops a deleted product at once', async () => {
    expect((await owner('DELETE', `/api/produits/${produitId}`)).statusCode).toBe(204);
    expect(await menu()).toEqual([]);
  });
});
