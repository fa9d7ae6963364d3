import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@comoe/shared/events';
import type { OrderEndReason } from '@comoe/shared/commandes/end-reasons';
import type { ClientOrder } from '@comoe/shared/schemas/commandes';
import { appWith, type TestApp } from './helpers/app.ts';
import { type Market, placeOrder } from './helpers/marketplace.ts';
import { marketMoves, type OrderMoves } from './helpers/order-moves.ts';

// Issue 11: when an order leaves 'En cours', the client hears why (live event) and still reads
// it on the card in 'Terminées' (GET /api/commandes/client), whoever ended it.
let t: TestApp;
let m: Market;
let moves: OrderMoves;
const events: LiveEvent[] = [];

beforeAll(async () => {
  ({
    t,
    w: { m, moves },
  } = await appWith(marketMoves));
  t.app.events.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

function lastStatusEvent(orderId: string) {
  const found = events
    .map((e) => e.data)
    .filter((d) => d.type === 'commande.statut' && d.commandeId === orderId);
  return found.at(-1);
}

async function clientCard(orderId: string): Promise<ClientOrder> {
  const res = await t.app.inject({ method: 'GET', url: '/api/commandes/client', headers: m.client.headers });
  expect(res.statusCode).toBe(200);
  return res.json<ClientOrder[]>().find((o) => o.id === orderId)!;
}

async function expectEnded(orderId: string, motif: OrderEndReason) {
  expect(lastStatusEvent(orderId)).toMatchObject({ statut: 'ANNULEE', motif });
  expect(await clientCard(orderId)).toMatchObject({ statut: 'ANNULEE', motifFin: motif });
}

describe('why an order ended', () => {
  it('has no reason while in progress, and its lines name their products', async () => {
    const order = await placeOrder(t.app, m);
    expect(lastStatusEvent(order.id)).not.toHaveProperty('motif');
    const card = await clientCard(order.id);
    expect(card.motifFin).toBeNull();
    expect(card.items.map((i) => [i.produitId, i.produitNom])).toEqual([
      [m.attieke.id, 'Attiéké poisson'],
      [m.bissap.id, 'Bissap'],
    ]);
    expect((await moves.business(order.id, 'accepter')).statusCode).toBe(200);
    expect(lastStatusEvent(order.id)).not.toHaveProperty('motif');
  });

  it('is REFUSEE when the business turns down an order it had not accepted', async () => {
    const order = await placeOrder(t.app, m);
    expect((await moves.business(order.id, 'refuser')).statusCode).toBe(200);
    await expectEnded(order.id, 'REFUSEE');
  });

  it('is ANNULEE_ENTREPRISE once the business had accepted it', async () => {
    const order = await placeOrder(t.app, m);
    await moves.business(order.id, 'accepter');
    expect((await moves.business(order.id, 'annuler')).statusCode).toBe(200);
    await expectEnded(order.id, 'ANNULEE_ENTREPRISE');
  });

  it('is ANNULEE_ADMIN when an administrator cancels it', async () => {
    const order = await placeOrder(t.app, m);
    expect((await moves.business(order.id, 'annuler', m.admin.headers)).statusCode).toBe(200);
    await expectEnded(order.id, 'ANNULEE_ADMIN');
  });

  it('is ANNULEE_CLIENT when the client takes it back', async () => {
    const order = await placeOrder(t.app, m);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/annuler`,
      headers: m.client.headers,
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(order.id, 'ANNULEE_CLIENT');
  });

  it('is SANS_REPONSE when the server cancels an order nobody answered', async () => {
    const order = await placeOrder(t.app, m);
    await t.app.sweeper.sweepOnce(new Date(Date.now() + 16 * 60_000));
    await expectEnded(order.id, 'SANS_REPONSE');
  });
});
