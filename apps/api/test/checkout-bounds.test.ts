// @stores sqlite: quantity and distance bounds, checked before any write
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@comoe/shared/livraison';
import { MSG } from '@comoe/shared/messages';
import { MAX_LINE_QUANTITY } from '@comoe/shared/schemas/commandes';
import { appWith, buildTestApp, type TestApp } from './helpers/app.ts';
import { checkoutBody, type Market, marketplace } from './helpers/marketplace.ts';

// Issue 10, point 6: the quantity cap holds for a product sent on several lines, and a delivery
// point farther than MAX_DELIVERY_KM (30 by default) from the business is refused.
let t: TestApp;
let m: Market;

/** Where the factory puts every business. */
const BUSINESS = { latitude: 5.21, longitude: -3.74 };
/** A point `km` north of the business. */
const north = (km: number) => ({ latitude: BUSINESS.latitude + km / 111.195, longitude: BUSINESS.longitude });

beforeAll(async () => ({ t, w: m } = await appWith(marketplace, { rateLimitPerMinute: 100_000 })));
afterAll(() => t.close());

const post = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/commandes',
    headers: m.client.headers,
    payload: payload as object,
  });
const quote = (at: { latitude: number; longitude: number }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/commandes/devis?entrepriseId=${m.entreprise.id}&latitude=${at.latitude}&longitude=${at.longitude}`,
    headers: m.client.headers,
  });

async function orderCount(): Promise<number> {
  const rows = await t.database.db
    .selectFrom('commandes')
    .select('id')
    .where('clientId', '=', m.client.id)
    .execute();
  return rows.length;
}

describe('the quantity of a product', () => {
  it('is capped after lines of the same product are merged (50 lines × 50)', async () => {
    const before = await orderCount();
    const items = Array.from({ length: 50 }, () => ({
      produitId: m.attieke.id,
      quantite: MAX_LINE_QUANTITY,
    }));
    const res = await post(checkoutBody(m, { items }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.quantityInvalid });
    expect(await orderCount()).toBe(before);
  });

  it('is refused at 30 + 30 on two lines, accepted at 25 + 25 as one line of 50', async () => {
    const over = await post(
      checkoutBody(m, {
        items: [
          { produitId: m.attieke.id, quantite: 30 },
          { produitId: m.bissap.id, quantite: 1 },
          { produitId: m.attieke.id, quantite: 30 },
        ],
      }),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: MSG.quantityInvalid });
    const fits = await post(
      checkoutBody(m, {
        items: [
          { produitId: m.attieke.id, quantite: 25 },
          { produitId: m.attieke.id, quantite: 25 },
        ],
      }),
    );
    expect(fits.statusCode).toBe(201);
    expect(fits.json<{ items: unknown[] }>().items).toEqual([
      {
        produitId: m.attieke.id,
        quantite: 50,
        produitNom: 'Attiéké poisson',
        prixUnitaire: 2500,
        options: [],
      },
    ]);
  });
});

describe('the delivery point', () => {
  it('at the antipodes of the map (lat −90, lon 180) is refused, with no order and no quote', async () => {
    const before = await orderCount();
    const res = await post(checkoutBody(m, { latitude: -90, longitude: 180 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.deliveryTooFar(30) });
    expect(await orderCount()).toBe(before);
    const q = await quote({ latitude: -90, longitude: 180 });
    expect(q.statusCode).toBe(400);
    expect(q.json()).toEqual({ message: MSG.deliveryTooFar(30) });
  });

  it('is accepted up to 30 km from the business, and refused beyond', async () => {
    const near = north(29.5);
    expect(distanceKm(BUSINESS, near)).toBeLessThan(30);
    const ok = await post(checkoutBody(m, near));
    expect(ok.statusCode).toBe(201);
    expect((await quote(near)).statusCode).toBe(200);
    const far = north(30.5);
    const refused = await post(checkoutBody(m, far));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: MSG.deliveryTooFar(30) });
  });

  it('follows MAX_DELIVERY_KM', async () => {
    const small = await buildTestApp({ maxDeliveryKm: 5 });
    try {
      const sm = await marketplace(small.app, small.database.db);
      const send = (at: { latitude: number; longitude: number }) =>
        small.app.inject({
          method: 'POST',
          url: '/api/commandes',
          headers: sm.client.headers,
          payload: checkoutBody(sm, at),
        });
      expect((await send(north(4.5))).statusCode).toBe(201);
      const res = await send(north(6));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.deliveryTooFar(5) });
    } finally {
      await small.close();
    }
  });
});
