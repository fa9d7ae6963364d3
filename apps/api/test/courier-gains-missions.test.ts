import { describe, expect, it } from 'vitest';
import type { CourierGains } from '@comoe/shared/schemas/courier-gains';
import type { TestApp } from './helpers/app.ts';
import { readyCourier } from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';
import { marketMovesSuite } from './helpers/order-moves.ts';
import { insertOrder } from './helpers/orders.ts';

// Issue 22 §4 "Mes gains": day, week and month totals, each mission's gain, the cash collected on
// cash orders (to hand back) apart from mobile money, and the payouts received.
let t: TestApp;
let m: Market;
marketMovesSuite((s) => ({ t, m } = s));

const gainsOf = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/livreurs/gains${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CourierGains>();
};

const DAY = 86_400_000;

async function delivery(
  livreurId: number,
  total: number,
  typePaiement: 'ESPECES' | 'WAVE' | 'ORANGE_MONEY',
  livreeAt: Date,
) {
  const id = await insertOrder(t.database.db, {
    entrepriseId: m.entreprise.id,
    clientId: m.client.id,
    villeId: m.ville.id,
    statut: 'LIVREE',
    livreurId,
    livreeAt,
    total,
  });
  await t.database.db.updateTable('commandes').set({ typePaiement }).where('id', '=', id).execute();
  return id;
}

describe('GET /api/livreurs/gains per mission', () => {
  it('lists each delivery with its gain, and the cash of cash orders only', async () => {
    const rider = await readyCourier(t, m.ville.id);
    const now = Date.now();
    const cash = await delivery(rider.id, 4000, 'ESPECES', new Date(now - 60_000));
    const wave = await delivery(rider.id, 10_000, 'WAVE', new Date(now - 30_000));
    const old = await delivery(rider.id, 2000, 'ESPECES', new Date(now - 40 * DAY));

    const g = await gainsOf(rider.headers);
    expect(g.missions).toEqual([
      expect.objectContaining({
        commandeId: wave,
        typePaiement: 'WAVE',
        total: 10_000,
        gain: 1500,
        especes: 0,
        verse: false,
        entrepriseNom: expect.any(String) as string,
      }),
      expect.objectContaining({
        commandeId: cash,
        typePaiement: 'ESPECES',
        total: 4000,
        gain: 600,
        especes: 4000,
      }),
    ]);
    // The older delivery is outside the 30 days, yet still owed and its cash still to hand back.
    expect(g.missions.map((x) => x.commandeId)).not.toContain(old);
    expect(g.aujourdhui).toEqual({ livraisons: 2, gains: 2100 });
    expect(g).toMatchObject({ du: 2100 + 300, especesEncaissees: 4000 + 2000, verse: 0 });
    const past = await gainsOf(
      rider.headers,
      `?debut=${new Date(now - 41 * DAY).toISOString().slice(0, 10)}`,
    );
    expect(past.missions.map((x) => x.commandeId)).toEqual([wave, cash, old]);
  });

  it('marks the missions a payout settled, and lists the payout received; cash handed back leaves the balance', async () => {
    const rider = await readyCourier(t, m.ville.id);
    await delivery(rider.id, 3000, 'ESPECES', new Date(Date.now() - 120_000));
    await delivery(rider.id, 6000, 'ORANGE_MONEY', new Date(Date.now() - 60_000));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/livreurs/${rider.id}/versement`,
      headers: m.admin.headers,
      payload: { reference: 'OM-42' },
    });
    expect(paid.json()).toEqual({ montant: 450 + 900, commandes: 2, reference: 'OM-42' });
    const after = await delivery(rider.id, 2000, 'WAVE', new Date());

    const g = await gainsOf(rider.headers);
    expect(g.missions.map((x) => [x.commandeId === after, x.verse])).toEqual([
      [true, false],
      [false, true],
      [false, true],
    ]);
    expect(g).toMatchObject({ du: 300, verse: 1350, especesEncaissees: 0 });
    expect(g.versements).toEqual([
      expect.objectContaining({ montant: 1350, commandes: 2, reference: 'OM-42' }),
    ]);
    expect(g.aujourdhui.gains).toBe(450 + 900 + 300);
  });

  it('shows a courier his own deliveries only', async () => {
    const rider = await readyCourier(t, m.ville.id);
    const other = await readyCourier(t, m.ville.id);
    await delivery(other.id, 5000, 'ESPECES', new Date());
    const g = await gainsOf(rider.headers);
    expect(g.missions).toEqual([]);
    expect(g).toMatchObject({ du: 0, especesEncaissees: 0, aujourdhui: { livraisons: 0, gains: 0 } });
  });
});
