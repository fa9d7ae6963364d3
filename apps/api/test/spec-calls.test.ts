// @files disk: the spec's shapes of each call; where the files go is the file suites' concern
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, store, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { bearer, createProduit, multipart, pngBytes, uniquePhone } from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { browserSubscription } from './helpers/push-service.ts';
import { CLIENT_PASSWORD } from './helpers/sign-up.ts';

// Issue 32 §1: a client written from the spec keeps working. Every call the two spec files
// document (/work/shared/spec, "The calls it makes"), sent exactly in the spec's shape (its
// fields, nothing more; no body where it sends none), answers 2xx with the fields the spec reads.
// Setup the spec does not show (checkout, a courier's availability) goes through factories.

let t: TestApp;
let m: Market;
let png: Buffer;
let flow: ReturnType<typeof courierFlow>;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 10_000_000 });
  m = await marketplace(t.app, t.database.db);
  png = await pngBytes();
  flow = courierFlow(t, png);
});
afterAll(() => t.close());

type Body = { json: object } | { form: Record<string, string>; file?: string } | undefined;

/** One call as the spec writes it: 2xx, and the answer holds every field the spec names. */
async function spec(
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string>,
  body: Body,
  fields: string[] = [],
) {
  const req: InjectOptions = { method, url, headers: { ...headers } };
  if (body && 'json' in body) req.payload = body.json;
  if (body && 'form' in body) {
    const form = multipart(
      body.form,
      body.file ? { field: body.file, name: 'photo.png', type: 'image/png', bytes: png } : undefined,
    );
    req.payload = form.payload;
    req.headers = { ...req.headers, ...form.headers };
  }
  const res = await t.app.inject(req);
  expect({ call: `${String(method)} ${url}`, status: res.statusCode < 300 ? 'ok' : res.body }).toEqual({
    call: `${String(method)} ${url}`,
    status: 'ok',
  });
  const type = String(res.headers['content-type'] ?? '');
  const answer: unknown = type.includes('json') ? res.json() : res.body;
  // A list, or a page of one (`content`): the fields are those of its first row.
  const rows = (answer as { content?: unknown[] } | null)?.content ?? answer;
  const first = Array.isArray(rows) ? (rows[0] as unknown) : rows;
  for (const field of fields) expect(first, `${String(method)} ${url} : ${field}`).toHaveProperty(field);
  return answer as Record<string, unknown> & unknown[];
}

const ids = (list: unknown) => (list as Array<{ id: number }>).map((x) => x.id);

describe(`the spec's calls, in the spec's shapes (${store})`, () => {
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
      cityId: m.ville.id,
      genre: 'FEMME',
      dateDeNaissance: '1996-03-02',
    };
    const created = await spec('POST', '/api/auth/register', {}, { json: signUp }, ['id']);
    const session = await spec(
      'POST',
      '/api/auth/login',
      {},
      { json: { telephone, motDePasse: CLIENT_PASSWORD } },
      ['id', 'telephone', 'role', 'token'],
    );
    const me = bearer(String(session.token));
    const userId = Number(created.id);
    const path = await spec('POST', `/api/files/upload/${userId}/profile`, me, { form: {}, file: 'file' });
    expect(String(path)).toMatch(/^\/uploads\//);

    for (const kind of ['ENTREPRISE', 'LIVREUR'] as const) {
      const extra =
        kind === 'ENTREPRISE'
          ? { nomEntreprise: 'Maquis du Phare', typeEntreprise: 'RESTAURANT' }
          : { genre: 'HOMME', dateDeNaissance: '1990-01-01', typeTransport: 'MOTO' };
      const { genre: _g, dateDeNaissance: _d, ...common } = signUp;
      await spec(
        'POST',
        '/api/auth/register',
        {},
        { json: { ...common, telephone: uniquePhone(), role: kind, ...extra } },
        ['id'],
      );
    }

    await spec('GET', '/api/villes', me, undefined, ['id', 'nom', 'photoUrl']);
    await spec('GET', '/api/villes', {}, undefined, ['id', 'nom']);
    expect(await spec('GET', '/api/entreprises/types', me, undefined)).toContain('RESTAURANT');
    await spec('GET', '/api/entreprises/categories', me, undefined);
    await spec(
      'GET',
      `/api/entreprises/ville/${encodeURIComponent(m.ville.nom.toLowerCase())}`,
      me,
      undefined,
    );
    await spec('GET', `/api/entreprises/${m.entreprise.id}`, me, undefined, ['id', 'nom', 'type']);
    await spec('GET', `/api/produits/entreprise_prod_cate/${m.entreprise.id}`, me, undefined, [
      'id',
      'nom',
      'prix',
      'disponible',
      'categorie',
    ]);
    const profile = await spec('GET', `/api/users/${userId}`, me, undefined, ['prenom', 'telephone', 'role']);
    await spec('PUT', `/api/users/${userId}`, me, {
      json: {
        prenom: 'Adjoua',
        nom: 'Koffi',
        email: 'adjoua@example.ci',
        telephone: profile.telephone as string,
        genre: 'FEMME',
        dateDeNaissance: '1996-03-02',
        cityId: m.ville.id,
        latitude: 5.2,
        longitude: -3.74,
        infoSupplementaire: 'Porte bleue',
      },
    });
    await spec('POST', `/api/users/${userId}/change-password`, me, {
      json: { currentPassword: CLIENT_PASSWORD, newPassword: 'Nouveau@2027' },
    });

    await placeOrder(t.app, m);
    await spec('GET', '/api/commandes/client', m.client.headers, undefined, [
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

  it('document 2, the business owner: company, payouts, categories, products, orders', async () => {
    const owner = m.owner.headers;
    const company = await spec('GET', '/api/entreprises/me', owner, undefined, ['id', 'utilisateurId']);
    const id = Number(company.id);
    const categorie = ids(
      await spec('GET', '/api/categories-entreprise', owner, undefined, ['id', 'nom']),
    )[0];
    await spec('GET', '/api/villes', owner, undefined, ['id', 'nom']);
    await spec('PUT', `/api/entreprises/${id}`, owner, {
      json: {
        nom: 'Maquis de test',
        description: 'Le maquis familial du Quartier France.',
        adresse: 'Quartier France, Bassam',
        email: 'maquis@example.ci',
        telephone: '+225 07 00 00 00 02',
        type: 'RESTAURANT',
        villeId: m.ville.id,
        typeCuisine: 'Ivoirienne',
        photoFacadeUrl: null,
        logoUrl: null,
        ...(categorie === undefined ? { categorieNom: 'Grillades' } : { categorieId: categorie }),
      },
    });
    for (const kind of ['facade', 'logo']) {
      await spec('POST', `/api/files/upload/entreprise/${kind}`, owner, { form: {}, file: 'file' });
    }

    const before = await t.app.inject({
      method: 'GET',
      url: `/api/payouts/entreprise/${id}`,
      headers: owner,
    });
    expect(before.statusCode).toBe(404);
    await spec('PUT', `/api/payouts/entreprise/${id}`, owner, {
      json: { paymentMethod: 'WAVE', paymentNumber: '0707070707', accountName: 'Awa', entrepriseId: id },
    });
    await spec('GET', `/api/payouts/entreprise/${id}`, owner, undefined, ['paymentMethod', 'paymentNumber']);

    const utilisateurId = Number(company.utilisateurId);
    const cat = await spec(
      'POST',
      '/api/categoriesProduit',
      owner,
      { json: { nom: 'Boissons', utilisateurId } },
      ['id', 'nom'],
    );
    await spec('PUT', `/api/categoriesProduit/${String(cat.id)}`, owner, { json: { nom: 'Jus' } });
    await spec('GET', `/api/categoriesProduit/entreprise/${utilisateurId}`, owner, undefined, ['id', 'nom']);
    const produit = await spec(
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
    await spec('PUT', `/api/produits/${String(produit.id)}`, owner, { json: { disponible: false } });
    await spec('POST', `/api/files/upload/product/${String(produit.id)}`, owner, { form: {}, file: 'file' });
    await spec('GET', `/api/produits/entreprise/${id}`, owner, undefined, [
      'id',
      'nom',
      'prix',
      'disponible',
    ]);
    await spec('GET', `/api/produits/categorie/${String(cat.id)}`, owner, undefined, ['id', 'nom']);
    await spec('DELETE', `/api/produits/${String(produit.id)}`, owner, undefined);
    await spec('DELETE', `/api/categoriesProduit/${String(cat.id)}`, owner, undefined);

    const order = await placeOrder(t.app, m);
    const page = await spec(
      'GET',
      `/api/entreprises/${id}/orders?from=${monthAgo}&to=${today}&page=0&size=20&sort=dateCommande,desc`,
      owner,
      undefined,
      ['id', 'statut', 'dateCommande', 'total', 'fraisLivraison', 'client', 'codeEntreprise', 'items'],
    );
    expect(page.content).toEqual(expect.arrayContaining([expect.objectContaining({ id: order.id })]));
    await spec(
      'GET',
      `/api/entreprises/${id}/orders?page=0&size=50&sort=dateCommande,desc`,
      owner,
      undefined,
      ['id', 'statut'],
    );
    // The spec's accept: no body.
    expect(
      await spec('PUT', `/api/entreprises/${id}/orders/${order.id}/accepter`, owner, undefined),
    ).toMatchObject({
      statut: 'EN_ATTENTE_LIVREUR',
    });
    const courier = await flow.newCourier(m);
    await spec('POST', `/api/livreurs/accepter-mission/${order.id}`, courier.headers, undefined);
    expect(
      await spec('PUT', `/api/entreprises/${id}/orders/${order.id}/prete`, owner, undefined),
    ).toMatchObject({
      statut: 'PRETE',
    });
    // The device's token, as the web app gets it: its Web Push subscription, serialized.
    const { token } = browserSubscription('https://fcm.googleapis.com/fcm/send/appareil-1');
    await spec('POST', '/api/users/fcm-token', owner, { json: { token } });
  });

  it('document 2, the courier: missions, pickup with the code, delivery with a proof, profile', async () => {
    const courier = await flow.newCourier(m);
    const h = courier.headers;
    const id = await flow.waiting(m);
    await spec('GET', '/api/livreurs/missions-disponibles', h, undefined);
    await spec('POST', `/api/livreurs/accepter-mission/${id}`, h, undefined);
    await spec('GET', '/api/livreurs/mes-missions', h, undefined, ['statut']);
    expect((await flow.business(m, id, 'prete')).statusCode).toBe(200);
    const { codeEntreprise, codeClient } = await flow.codes(id);
    await spec('POST', `/api/livreurs/marquer-recuperee/${id}?code=${codeEntreprise}`, h, undefined);
    await spec('POST', `/api/livreurs/marquer-livree/${id}`, h, {
      form: { code: codeClient },
      file: 'proofFile',
    });
    await spec('GET', '/api/livreurs/historique', h, undefined);
    await spec('GET', '/api/livreurs/stats-du-jour', h, undefined, [
      'livraisonsAujourdHui',
      'revenusDuJour',
      'distanceParcourue',
      'evaluation',
    ]);
    const me = await spec('GET', '/api/livreurs/me', h, undefined, [
      'nom',
      'prenom',
      'telephone',
      'matricule',
    ]);
    await spec('PUT', '/api/livreurs/me', h, {
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
    const admin = m.admin.headers;
    const range = `startDate=${monthAgo}&endDate=${today}`;
    await spec('GET', `/api/admin/dashboard/stats?${range}`, admin, undefined, [
      'revenuTotal',
      'notrePart',
      'totalCommandes',
      'totalClients',
      'totalEntreprises',
      'totalLivreurs',
      'commandesRecentes',
    ]);
    await spec('GET', `/api/admin/commandes/finances?${range}`, admin, undefined, [
      'totalRevenu',
      'nombreCommandes',
      'notrePart',
      'partEntreprises',
      'commandes',
    ]);
    const delivered = await flow.delivered(m, (await flow.newCourier(m)).headers);
    await spec('GET', `/api/admin/commandes?${range}`, admin, undefined, [
      'id',
      'statut',
      'statutPaiementEntreprise',
    ]);
    await spec('POST', `/api/admin/commandes/${delivered}/payout`, admin, undefined);

    const ville = await spec('POST', '/api/villes', admin, { form: { nom: 'Adiaké' }, file: 'photo' }, [
      'id',
      'nom',
    ]);
    await spec('DELETE', `/api/villes/${String(ville.id)}`, admin, undefined);

    const account = {
      prenom: 'Awa',
      nom: 'Traoré',
      email: 'awa.admin@example.ci',
      telephone: uniquePhone(),
      motDePasse: 'Admin@2026x',
    };
    await spec('GET', '/api/admin/users', admin, undefined, ['id', 'prenom', 'nom', 'telephone']);
    const created = await spec('POST', '/api/admin/users', admin, { json: account }, ['id']);
    await spec('PUT', `/api/admin/users/${String(created.id)}`, admin, {
      json: { ...account, motDePasse: '' },
    });
    await spec('DELETE', `/api/admin/users/${String(created.id)}`, admin, undefined);
    await spec('GET', '/api/admin/entreprises', admin, undefined, ['id', 'nom']);
    await spec('GET', '/api/admin/livreurs', admin, undefined, ['id', 'prenom', 'nom']);
  });

  it('a product of the menu keeps its spec fields for the client', async () => {
    await createProduit(t.database.db, m.entreprise.id, { nom: 'Garba', prix: 1000 });
    await spec('GET', `/api/produits/entreprise_prod_cate/${m.entreprise.id}`, m.client.headers, undefined, [
      'id',
      'nom',
      'description',
      'prix',
      'photo',
      'disponible',
    ]);
  });
});
