// @files disk: the spec's shapes of each call; where the files go is the file suites' concern
import { describe, expect, it } from 'vitest';
import { store } from './helpers/app.ts';
import { uniquePhone } from './helpers/factories.ts';
import { placeOrder } from './helpers/marketplace.ts';
import { browserSubscription } from './helpers/push-service.ts';
import { ids, today, monthAgo, specWorld } from './helpers/spec-calls.ts';

// Issue 32 §1: the spec's calls replayed in its shapes (helpers/spec-calls.ts says how).
const w = specWorld();

describe(`the spec's calls of document 2, in the spec's shapes (${store})`, () => {
  it('document 2, the business owner: company, payouts, categories, products, orders', async () => {
    const owner = w.m.owner.headers;
    const company = await w.spec('GET', '/api/entreprises/me', owner, undefined, ['id', 'utilisateurId']);
    const id = Number(company.id);
    const categorie = ids(
      await w.spec('GET', '/api/categories-entreprise', owner, undefined, ['id', 'nom']),
    )[0];
    await w.spec('GET', '/api/villes', owner, undefined, ['id', 'nom']);
    await w.spec('PUT', `/api/entreprises/${id}`, owner, {
      json: {
        nom: 'Maquis de test',
        description: 'Le maquis familial du Quartier France.',
        adresse: 'Quartier France, Bassam',
        email: 'maquis@example.ci',
        telephone: '+225 07 00 00 00 02',
        type: 'RESTAURANT',
        villeId: w.m.ville.id,
        typeCuisine: 'Ivoirienne',
        photoFacadeUrl: null,
        logoUrl: null,
        ...(categorie === undefined ? { categorieNom: 'Grillades' } : { categorieId: categorie }),
      },
    });
    for (const kind of ['facade', 'logo']) {
      await w.spec('POST', `/api/files/upload/entreprise/${kind}`, owner, { form: {}, file: 'file' });
    }

    const before = await w.t.app.inject({
      method: 'GET',
      url: `/api/payouts/entreprise/${id}`,
      headers: owner,
    });
    expect(before.statusCode).toBe(404);
    await w.spec('PUT', `/api/payouts/entreprise/${id}`, owner, {
      json: { paymentMethod: 'WAVE', paymentNumber: '0707070707', accountName: 'Awa', entrepriseId: id },
    });
    await w.spec('GET', `/api/payouts/entreprise/${id}`, owner, undefined, [
      'paymentMethod',
      'paymentNumber',
    ]);

    const utilisateurId = Number(company.utilisateurId);
    const cat = await w.spec(
      'POST',
      '/api/categoriesProduit',
      owner,
      { json: { nom: 'Boissons', utilisateurId } },
      ['id', 'nom'],
    );
    await w.spec('PUT', `/api/categoriesProduit/${String(cat.id)}`, owner, { json: { nom: 'Jus' } });
    await w.spec('GET', `/api/categoriesProduit/entreprise/${utilisateurId}`, owner, undefined, [
      'id',
      'nom',
    ]);
    const produit = await w.spec(
      'POST',
      '/api/produits',
      owner,
      {
        json: {
          nom: 'Jus de bissap',
          description: 'Frais',
          prix: 500,
          disponible: true,
          categorieId: cat.id,
          photo: null,
          entrepriseId: id,
        },
      },
      ['id'],
    );
    await w.spec('PUT', `/api/produits/${String(produit.id)}`, owner, { json: { disponible: false } });
    await w.spec('POST', `/api/files/upload/product/${String(produit.id)}`, owner, {
      form: {},
      file: 'file',
    });
    await w.spec('GET', `/api/produits/entreprise/${id}`, owner, undefined, [
      'id',
      'nom',
      'prix',
      'disponible',
    ]);
    await w.spec('GET', `/api/produits/categorie/${String(cat.id)}`, owner, undefined, ['id', 'nom']);
    await w.spec('DELETE', `/api/produits/${String(produit.id)}`, owner, undefined);
    await w.spec('DELETE', `/api/categoriesProduit/${String(cat.id)}`, owner, undefined);

    const order = await placeOrder(w.t.app, w.m);
    const page = await w.spec(
      'GET',
      `/api/entreprises/${id}/orders?from=${monthAgo}&to=${today}&page=0&size=20&sort=dateCommande,desc`,
      owner,
      undefined,
      ['id', 'statut', 'dateCommande', 'total', 'fraisLivraison', 'client', 'codeEntreprise', 'items'],
    );
    expect(page.content).toEqual(expect.arrayContaining([expect.objectContaining({ id: order.id })]));
    await w.spec(
      'GET',
      `/api/entreprises/${id}/orders?page=0&size=50&sort=dateCommande,desc`,
      owner,
      undefined,
      ['id', 'statut'],
    );
    // The spec's accept: no body.
    expect(
      await w.spec('PUT', `/api/entreprises/${id}/orders/${order.id}/accepter`, owner, undefined),
    ).toMatchObject({
      statut: 'EN_ATTENTE_LIVREUR',
    });
    const courier = await w.flow.newCourier(w.m);
    await w.spec('POST', `/api/livreurs/accepter-mission/${order.id}`, courier.headers, undefined);
    expect(
      await w.spec('PUT', `/api/entreprises/${id}/orders/${order.id}/prete`, owner, undefined),
    ).toMatchObject({
      statut: 'PRETE',
    });
    // The device's token, as the web app gets it: its Web Push subscription, serialized.
    const { token } = browserSubscription('https://fcm.googleapis.com/fcm/send/appareil-1');
    await w.spec('POST', '/api/users/fcm-token', owner, { json: { token } });
  });

  it('document 2, the courier: missions, pickup with the code, delivery with a proof, profile', async () => {
    const courier = await w.flow.newCourier(w.m);
    const h = courier.headers;
    const id = await w.flow.waiting(w.m);
    await w.spec('GET', '/api/livreurs/missions-disponibles', h, undefined);
    await w.spec('POST', `/api/livreurs/accepter-mission/${id}`, h, undefined);
    await w.spec('GET', '/api/livreurs/mes-missions', h, undefined, ['statut']);
    expect((await w.flow.business(w.m, id, 'prete')).statusCode).toBe(200);
    const { codeEntreprise, codeClient } = await w.flow.codes(id);
    await w.spec('POST', `/api/livreurs/marquer-recuperee/${id}?code=${codeEntreprise}`, h, undefined);
    await w.spec('POST', `/api/livreurs/marquer-livree/${id}`, h, {
      form: { code: codeClient },
      file: 'proofFile',
    });
    await w.spec('GET', '/api/livreurs/historique', h, undefined);
    await w.spec('GET', '/api/livreurs/stats-du-jour', h, undefined, [
      'livraisonsAujourdHui',
      'revenusDuJour',
      'distanceParcourue',
      'evaluation',
    ]);
    const me = await w.spec('GET', '/api/livreurs/me', h, undefined, [
      'nom',
      'prenom',
      'telephone',
      'matricule',
    ]);
    await w.spec('PUT', '/api/livreurs/me', h, {
      json: {
        nom: 'Kouamé',
        prenom: 'Yao',
        telephone: me.telephone as string,
        dateNaissance: '1992-05-01',
        cni: 'CI0012345',
        permis: 'P-778899',
        // The server's own, sent back as the form shows it (read-only).
        matricule: me.matricule as string | null,
        photo: null,
      },
    });
  });

  it('document 2, the administrator: figures, orders and payouts, cities, admins, directories', async () => {
    const admin = w.m.admin.headers;
    const range = `startDate=${monthAgo}&endDate=${today}`;
    await w.spec('GET', `/api/admin/dashboard/stats?${range}`, admin, undefined, [
      'revenuTotal',
      'notrePart',
      'totalCommandes',
      'totalClients',
      'totalEntreprises',
      'totalLivreurs',
      'commandesRecentes',
    ]);
    await w.spec('GET', `/api/admin/commandes/finances?${range}`, admin, undefined, [
      'totalRevenu',
      'nombreCommandes',
      'notrePart',
      'partEntreprises',
      'commandes',
    ]);
    const delivered = await w.flow.delivered(w.m, (await w.flow.newCourier(w.m)).headers);
    await w.spec('GET', `/api/admin/commandes?${range}`, admin, undefined, [
      'id',
      'statut',
      'statutPaiementEntreprise',
    ]);
    await w.spec('POST', `/api/admin/commandes/${delivered}/payout`, admin, undefined);

    const ville = await w.spec('POST', '/api/villes', admin, { form: { nom: 'Adiaké' }, file: 'photo' }, [
      'id',
      'nom',
    ]);
    await w.spec('DELETE', `/api/villes/${String(ville.id)}`, admin, undefined);

    const account = {
      prenom: 'Awa',
      nom: 'Traoré',
      email: 'awa.admin@example.ci',
      telephone: uniquePhone(),
      motDePasse: 'Admin@2026x',
    };
    await w.spec('GET', '/api/admin/users', admin, undefined, ['id', 'prenom', 'nom', 'telephone']);
    const created = await w.spec('POST', '/api/admin/users', admin, { json: account }, ['id']);
    await w.spec('PUT', `/api/admin/users/${String(created.id)}`, admin, {
      json: { ...account, motDePasse: '' },
    });
    await w.spec('DELETE', `/api/admin/users/${String(created.id)}`, admin, undefined);
    await w.spec('GET', '/api/admin/entreprises', admin, undefined, ['id', 'nom']);
    await w.spec('GET', '/api/admin/livreurs', admin, undefined, ['id', 'prenom', 'nom']);
  });
});
