// @files s3: the order table shows the clients' stored pictures
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { marketWithRival } from './helpers/business.ts';
import { bearer, createEntreprise, createUser, login } from './helpers/factories.ts';
import { placeOrder } from './helpers/marketplace.ts';
import { insertOrder as insertRow } from './helpers/orders.ts';

// The owner's business and order table (spec part 2 §2 orders tab, §7 business calls; design §3).
// The moves on one order are in business-order-actions.test.ts.
let t: TestApp;
let m: Awaited<ReturnType<typeof marketWithRival>>;

beforeAll(async () => ({ t, w: m } = await appWith(marketWithRival)));
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = m.owner.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const insertOrder = (entrepriseId: number, opts: { createdAt: Date; total?: number; statut?: OrderStatus }) =>
  insertRow(t.database.db, { entrepriseId, clientId: m.client.id, villeId: m.ville.id, ...opts });

interface Page {
  content: Array<
    { id: string; dateCommande: string; total: number; statut: string } & Record<string, unknown>
  >;
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

describe('GET /api/entreprises/me', () => {
  it("answers the owner's own business", async () => {
    const res = await get('/api/entreprises/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.entreprise.id,
      utilisateurId: m.owner.id,
      nom: 'Maquis de test',
      type: 'RESTAURANT',
      villeId: m.ville.id,
      rating: null,
      delaiLivraison: '20-30 min',
    });
  });

  it('is for business owners only', async () => {
    for (const who of [m.client, m.courier, m.admin]) {
      const res = await get('/api/entreprises/me', who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/entreprises/me' })).statusCode).toBe(401);
  });

  it("answers 404 'Aucune entreprise associée.' to an owner without a business", async () => {
    const owner = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
    const res = await get('/api/entreprises/me', bearer(await login(t.app, owner)));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Aucune entreprise associée.' });
  });
});

describe('GET /api/entreprises/:id/orders', () => {
  // The m.rival business's orders are the dataset: the marketplace business gets orders from other tests.
  const base = Date.UTC(2025, 2, 10, 12, 0, 0);
  const ids: string[] = [];
  const url = (query = '') => `/api/entreprises/${m.rival.id}/orders${query}`;
  beforeAll(async () => {
    // 25 orders, one an hour from 2025-03-10 12:00 UTC, totals out of date order.
    for (let i = 0; i < 25; i++) {
      ids.push(
        await insertOrder(m.rival.id, {
          createdAt: new Date(base + i * 3_600_000),
          total: 1000 + ((i * 7) % 25) * 100,
        }),
      );
    }
  });

  it('pages 20 at a time, newest first, by default', async () => {
    const res = await get(url(), m.rival.headers);
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ totalElements: 25, totalPages: 2, number: 0, size: 20 });
    expect(page.content).toHaveLength(20);
    expect(page.content.map((o) => o.id)).toEqual([...ids].reverse().slice(0, 20));
    const second = (await get(url('?page=1'), m.rival.headers)).json<Page>();
    expect(second).toMatchObject({ totalElements: 25, totalPages: 2, number: 1, size: 20 });
    expect(second.content.map((o) => o.id)).toEqual([...ids].reverse().slice(20));
    const beyond = (await get(url('?page=5'), m.rival.headers)).json<Page>();
    expect(beyond).toMatchObject({ content: [], totalElements: 25, number: 5 });
  });

  it('honours size and the spec default sort spelled out', async () => {
    const page = (await get(url('?page=2&size=10&sort=dateCommande,desc'), m.rival.headers)).json<Page>();
    expect(page).toMatchObject({ totalElements: 25, totalPages: 3, number: 2, size: 10 });
    expect(page.content.map((o) => o.id)).toEqual([...ids].reverse().slice(20));
    const asc = (await get(url('?size=3&sort=dateCommande,asc'), m.rival.headers)).json<Page>();
    expect(asc.content.map((o) => o.id)).toEqual(ids.slice(0, 3));
  });

  it('sorts by total both ways', async () => {
    const up = (await get(url('?size=100&sort=total,asc'), m.rival.headers)).json<Page>();
    const totals = up.content.map((o) => o.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBeLessThan(totals[24]!);
    const down = (await get(url('?size=100&sort=total,desc'), m.rival.headers)).json<Page>();
    expect(down.content.map((o) => o.total)).toEqual([...totals].reverse());
  });

  it('filters by status', async () => {
    const cancelled = await insertOrder(m.rival.id, {
      createdAt: new Date(base - 86_400_000),
      statut: 'ANNULEE',
    });
    const page = (await get(url('?statut=ANNULEE'), m.rival.headers)).json<Page>();
    expect(page.content.map((o) => o.id)).toEqual([cancelled]);
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1 });
    const waiting = (await get(url('?statut=EN_ATTENTE_ENTREPRISE&size=1'), m.rival.headers)).json<Page>();
    expect(waiting.totalElements).toBe(25);
    const none = (await get(url('?statut=LIVREE'), m.rival.headers)).json<Page>();
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
    await t.database.db.deleteFrom('commandes').where('id', '=', cancelled).execute();
  });

  it('filters whole days (UTC) with from and to, both ends included', async () => {
    const owner = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
    const e = await createEntreprise(t.database.db, owner, { nom: 'Maquis Calendrier' });
    const headers = bearer(await login(t.app, owner));
    const lastOfNinth = await insertOrder(e.id, { createdAt: new Date('2025-03-09T23:59:59.999Z') });
    const firstOfTenth = await insertOrder(e.id, { createdAt: new Date('2025-03-10T00:00:00.000Z') });
    const lastOfTenth = await insertOrder(e.id, { createdAt: new Date('2025-03-10T23:59:59.999Z') });
    const firstOfEleventh = await insertOrder(e.id, { createdAt: new Date('2025-03-11T00:00:00.000Z') });
    const list = async (query: string) =>
      (await get(`/api/entreprises/${e.id}/orders${query}`, headers)).json<Page>().content.map((o) => o.id);

    expect(await list('?from=2025-03-10&to=2025-03-10')).toEqual([lastOfTenth, firstOfTenth]);
    expect(await list('?from=2025-03-10')).toEqual([firstOfEleventh, lastOfTenth, firstOfTenth]);
    expect(await list('?to=2025-03-10')).toEqual([lastOfTenth, firstOfTenth, lastOfNinth]);
    expect(await list('?from=2025-03-09&to=2025-03-11')).toHaveLength(4);
    expect(await list('?from=2025-03-12')).toEqual([]);
    // The filters combine with paging: counted over the filtered rows.
    const page = (await get(`/api/entreprises/${e.id}/orders?from=2025-03-10&size=2`, headers)).json<Page>();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2 });
  });

  it.each([
    ['from=2025-13-01', 'La date de début est invalide (aaaa-mm-jj).'],
    ['from=10/03/2025', 'La date de début est invalide (aaaa-mm-jj).'],
    ['from=2025-02-30', 'La date de début est invalide (aaaa-mm-jj).'],
    ['to=demain', 'La date de fin est invalide (aaaa-mm-jj).'],
    ['from=2025-03-11&to=2025-03-10', 'La date de début doit précéder la date de fin.'],
    ['statut=EN_COURS', 'Statut inconnu.'],
    ['statut=livree', 'Statut inconnu.'],
    ['sort=nom,asc', 'Tri inconnu.'],
    ['sort=total', 'Tri inconnu.'],
    ['size=101', 'La taille de page doit être comprise entre 1 et 100.'],
    ['size=0', 'La taille de page doit être comprise entre 1 et 100.'],
    ['size=abc', 'La taille de page doit être comprise entre 1 et 100.'],
    ['page=-1', 'Le numéro de page est invalide.'],
    ['page=1.5', 'Le numéro de page est invalide.'],
  ])('refuses %s with 400 and a French message', async (query, message) => {
    const res = await get(url(`?${query}`), m.rival.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("refuses another business's orders with 403, to the owner of another business", async () => {
    const res = await get(`/api/entreprises/${m.entreprise.id}/orders`, m.rival.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MSG.forbidden });
  });

  it('refuses clients and couriers, and answers 401 without a token', async () => {
    for (const who of [m.client, m.courier]) expect((await get(url(), who.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it("lets an admin read any business's orders", async () => {
    const res = await get(url('?size=5'), m.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>()).toMatchObject({ totalElements: 25, size: 5 });
  });

  it('answers 404 for an unknown business, to its would-be owner and to an admin alike', async () => {
    for (const who of [m.owner, m.admin]) {
      const res = await get('/api/entreprises/999999/orders', who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.entrepriseNotFound });
    }
    expect([400, 404]).toContain((await get('/api/entreprises/abc/orders')).statusCode);
  });

  it('gives each order its pickup code, client, lines and business, never the client code', async () => {
    await t.database.db
      .updateTable('utilisateurs')
      .set({ photoProfilUrl: '/uploads/profile/aya.webp' })
      .where('id', '=', m.client.id)
      .execute();
    const order = await placeOrder(t.app, m, { infoSupplementaire: 'Portail bleu' });
    const res = await get(`/api/entreprises/${m.entreprise.id}/orders?size=100`);
    expect(res.body).not.toContain('codeClient');
    expect(res.body).not.toContain(`"${order.codeClient}"`);
    const row = res.json<Page>().content.find((o) => o.id === order.id);
    const { codeEntreprise } = await t.database.db
      .selectFrom('commandes')
      .select('codeEntreprise')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      statut: 'EN_ATTENTE_ENTREPRISE',
      total: order.total,
      fraisLivraison: order.fraisLivraison,
      typePaiement: 'ESPECES',
      codeEntreprise,
      entreprise: { id: m.entreprise.id, nom: 'Maquis de test' },
      livreur: null,
      client: {
        id: m.client.id,
        nom: 'client',
        prenom: 'Aya',
        telephone: m.client.telephone,
        urlPhoto: '/uploads/profile/aya.webp',
        localisation: { adresse: 'Quartier France, maison jaune', infoSupplementaire: 'Portail bleu' },
      },
    });
    expect(new Date(row!.dateCommande).toString()).not.toBe('Invalid Date');
    const items = row!.items as Array<Record<string, unknown>>;
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        {
          id: expect.any(Number) as number,
          produitId: m.attieke.id,
          quantite: 2,
          nomProduit: 'Attiéké poisson',
          prixUnitaire: 2500,
          options: [],
        },
        {
          id: expect.any(Number) as number,
          produitId: m.bissap.id,
          quantite: 1,
          nomProduit: 'Bissap',
          prixUnitaire: 500,
          options: [],
        },
      ]),
    );
  });
});
