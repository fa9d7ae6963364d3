import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { createEntreprise, createProduit, createUser } from './helpers/factories.ts';
import { checkoutBody, type Market, marketplace, placeOrder } from './helpers/marketplace.ts';

let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace)));
afterAll(() => t.close());

const post = (payload: object, headers: Record<string, string> = m.client.headers) =>
  t.app.inject({ method: 'POST', url: '/api/commandes', headers, payload });

describe('POST /api/commandes', () => {
  it('prices the order from the database whatever the client sends', async () => {
    const res = await post({
      ...checkoutBody(m),
      items: [{ produitId: m.attieke.id, quantite: 2, prix: 1 }],
      total: 5,
      fraisLivraison: 0,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ total: number; sousTotal: number; fraisLivraison: number; items: unknown[] }>();
    expect(order.sousTotal).toBe(5000);
    expect(order.fraisLivraison).toBeGreaterThanOrEqual(500);
    expect(order.fraisLivraison % 50).toBe(0);
    expect(order.total).toBe(5000 + order.fraisLivraison);
    expect(order.items).toEqual([
      {
        produitId: m.attieke.id,
        quantite: 2,
        produitNom: 'Attiéké poisson',
        prixUnitaire: 2500,
        options: [],
      },
    ]);
  });

  it('answers the order as the client list shows it, with codeClient and never codeEntreprise', async () => {
    const res = await post(checkoutBody(m));
    const order = res.json<Record<string, unknown>>();
    expect(order).toMatchObject({ statut: 'EN_ATTENTE_ENTREPRISE', typePaiement: 'ESPECES' });
    expect(order.codeClient).toMatch(/^\d{4}$/);
    expect(JSON.stringify(order)).not.toContain('codeEntreprise');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/commandes/client',
      headers: m.client.headers,
    });
    expect(list.json<Array<{ id: string }>>().map((o) => o.id)).toContain(order.id);
  });

  it('quotes the same delivery fee before ordering', async () => {
    const devis = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/devis?entrepriseId=${m.entreprise.id}&latitude=5.2&longitude=-3.74`,
      headers: m.client.headers,
    });
    expect(devis.statusCode).toBe(200);
    const order = await placeOrder(t.app, m);
    expect(devis.json<{ fraisLivraison: number }>().fraisLivraison).toBe(order.fraisLivraison);
  });

  it('charges 100 FCFA per km beyond 2 km, rounded up to 50', async () => {
    // About 11.1 km north of the business (5.21, -3.74): 500 + 9.1 × 100 = 1410 → 1450.
    const devis = await t.app.inject({
      method: 'GET',
      url: `/api/commandes/devis?entrepriseId=${m.entreprise.id}&latitude=5.31&longitude=-3.74`,
      headers: m.client.headers,
    });
    expect(devis.json()).toMatchObject({ fraisLivraison: 1450 });
  });

  it('refuses a sold-out product, naming it', async () => {
    const res = await post(checkoutBody(m, { items: [{ produitId: m.epuise.id, quantite: 1 }] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MSG.productUnavailable('Kedjenou') });
  });

  it('refuses products of two businesses', async () => {
    const other = await createUser(t.database.db, 'ENTREPRISE', { villeId: m.ville.id });
    const e2 = await createEntreprise(t.database.db, other, { nom: 'Autre maquis' });
    const p2 = await createProduit(t.database.db, e2.id);
    const res = await post(
      checkoutBody(m, {
        items: [
          { produitId: m.attieke.id, quantite: 1 },
          { produitId: p2.id, quantite: 1 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.productOtherBusiness });
  });

  it.each([
    ['an empty cart', { items: [] }, MSG.cartEmpty],
    ['a quantity of 0', { items: [{ produitId: 1, quantite: 0 }] }, MSG.quantityInvalid],
    ['no payment type', { typePaiement: 'BITCOIN' }, MSG.paymentRequired],
    ['no address', { adresseLivraison: ' ' }, MSG.addressRequired],
  ])('refuses %s with 400', async (_l, overrides, message) => {
    const res = await post(checkoutBody(m, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an unknown product and an unknown business', async () => {
    expect((await post(checkoutBody(m, { items: [{ produitId: 999999, quantite: 1 }] }))).statusCode).toBe(
      400,
    );
    expect((await post(checkoutBody(m, { entrepriseId: 999999 }))).statusCode).toBe(404);
  });

  it('lets only clients order', async () => {
    for (const who of [m.owner, m.courier, m.admin]) {
      expect((await post(checkoutBody(m), who.headers)).statusCode).toBe(403);
    }
    expect((await post(checkoutBody(m), {})).statusCode).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('gives one order for the same key sent twice, even at the same moment', async () => {
    const headers = { ...m.client.headers, 'idempotency-key': `cle-${Date.now()}-a` };
    const [a, b] = await Promise.all([post(checkoutBody(m), headers), post(checkoutBody(m), headers)]);
    const c = await post(checkoutBody(m), headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const ids = new Set([a, b, c].map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const count = await t.database.db
      .selectFrom('commandes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(c.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key with another cart', async () => {
    const headers = { ...m.client.headers, 'idempotency-key': `cle-${Date.now()}-b` };
    expect((await post(checkoutBody(m), headers)).statusCode).toBe(201);
    const res = await post(checkoutBody(m, { typePaiement: 'WAVE' }), headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MSG.idempotencyKeyReused });
  });
});
