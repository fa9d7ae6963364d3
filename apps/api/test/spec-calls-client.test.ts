// @files disk: the spec's shapes of each call; where the files go is the file suites' concern
import { describe, expect, it } from 'vitest';
import { store } from './helpers/app.ts';
import { bearer, createProduit, uniquePhone } from './helpers/factories.ts';
import { placeOrder } from './helpers/marketplace.ts';
import { CLIENT_PASSWORD } from './helpers/sign-up.ts';
import { specWorld } from './helpers/spec-calls.ts';

// Issue 32 §1: the spec's calls replayed in its shapes (helpers/spec-calls.ts says how).
const w = specWorld();

describe(`the spec's calls of document 1, in the spec's shapes (${store})`, () => {
  it('document 1: sign-in, sign-up, uploads, cities, businesses, menus, profile, orders', async () => {
    const telephone = uniquePhone();
    const signUp = {
      prenom: 'Adjoua',
      nom: 'Koffi',
      email: null,
      telephone,
      motDePasse: CLIENT_PASSWORD,
      role: 'CLIENT',
      latitude: null,
      longitude: null,
      infoSupplementaire: 'Près du marché',
      cityId: w.m.ville.id,
      genre: 'FEMME',
      dateDeNaissance: '1996-03-02',
    };
    const created = await w.spec('POST', '/api/auth/register', {}, { json: signUp }, ['id']);
    const session = await w.spec(
      'POST',
      '/api/auth/login',
      {},
      { json: { telephone, motDePasse: CLIENT_PASSWORD } },
      ['id', 'telephone', 'role', 'token'],
    );
    const me = bearer(String(session.token));
    const userId = Number(created.id);
    const path = await w.spec('POST', `/api/files/upload/${userId}/profile`, me, { form: {}, file: 'file' });
    expect(String(path)).toMatch(/^\/uploads\//);

    for (const kind of ['ENTREPRISE', 'LIVREUR'] as const) {
      const extra =
        kind === 'ENTREPRISE'
          ? { nomEntreprise: 'Maquis du Phare', typeEntreprise: 'RESTAURANT' }
          : { genre: 'HOMME', dateDeNaissance: '1990-01-01', typeTransport: 'MOTO' };
      const { genre: _g, dateDeNaissance: _d, ...common } = signUp;
      await w.spec(
        'POST',
        '/api/auth/register',
        {},
        { json: { ...common, telephone: uniquePhone(), role: kind, ...extra } },
        ['id'],
      );
    }

    await w.spec('GET', '/api/villes', me, undefined, ['id', 'nom', 'photoUrl']);
    await w.spec('GET', '/api/villes', {}, undefined, ['id', 'nom']);
    expect(await w.spec('GET', '/api/entreprises/types', me, undefined)).toContain('RESTAURANT');
    await w.spec('GET', '/api/entreprises/categories', me, undefined);
    await w.spec(
      'GET',
      `/api/entreprises/ville/${encodeURIComponent(w.m.ville.nom.toLowerCase())}`,
      me,
      undefined,
    );
    await w.spec('GET', `/api/entreprises/${w.m.entreprise.id}`, me, undefined, ['id', 'nom', 'type']);
    await w.spec('GET', `/api/produits/entreprise_prod_cate/${w.m.entreprise.id}`, me, undefined, [
      'id',
      'nom',
      'prix',
      'disponible',
      'categorie',
    ]);
    const profile = await w.spec('GET', `/api/users/${userId}`, me, undefined, [
      'prenom',
      'telephone',
      'role',
    ]);
    await w.spec('PUT', `/api/users/${userId}`, me, {
      json: {
        prenom: 'Adjoua',
        nom: 'Koffi',
        email: 'adjoua@example.ci',
        telephone: profile.telephone as string,
        genre: 'FEMME',
        dateDeNaissance: '1996-03-02',
        cityId: w.m.ville.id,
        latitude: 5.2,
        longitude: -3.74,
        infoSupplementaire: 'Porte bleue',
      },
    });
    await w.spec('POST', `/api/users/${userId}/change-password`, me, {
      json: { currentPassword: CLIENT_PASSWORD, newPassword: 'Nouveau@2027' },
    });

    await placeOrder(w.t.app, w.m);
    await w.spec('GET', '/api/commandes/client', w.m.client.headers, undefined, [
      'id',
      'statut',
      'dateCommande',
      'total',
      'fraisLivraison',
      'typePaiement',
      'codeClient',
      'entrepriseNom',
      'items',
    ]);
  });

  it('a product of the menu keeps its spec fields for the client', async () => {
    await createProduit(w.t.database.db, w.m.entreprise.id, { nom: 'Garba', prix: 1000 });
    await w.spec(
      'GET',
      `/api/produits/entreprise_prod_cate/${w.m.entreprise.id}`,
      w.m.client.headers,
      undefined,
      ['id', 'nom', 'description', 'prix', 'photo', 'disponible'],
    );
  });
});
