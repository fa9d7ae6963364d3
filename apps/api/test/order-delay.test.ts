import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import { OWNER_REASON_MSG } from '@comoe/shared/schemas/order-owner-reasons';
import { preteVersLabel } from '@comoe/shared/commandes/prete-vers';
import type { AdminOrder, AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import type { BusinessOrder, ClientOrder, Mission } from '@comoe/shared/schemas/commandes';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import type { TestApp } from './helpers/app.ts';
import { businessOwner, type Owner } from './helpers/business.ts';
import { placeOrder, type Market } from './helpers/marketplace.ts';
import { marketMovesSuite, type OrderMoves } from './helpers/order-moves.ts';
import { notificationsOf, readyCourier } from './helpers/desk.ts';

// Issue 34 §2: past "Prête vers", every view says how late the order is (`enRetardMin`), and
// the owner can push the ready time back: the client and the courier read the new one.
let t: TestApp;
let m: Market;
let moves: OrderMoves;
let rival: Owner;
marketMovesSuite((s) => ({ t, m, moves } = s));
beforeAll(async () => {
  rival = await businessOwner(t.app, t.database.db, m.ville.id, { nom: 'Maquis Rival' });
});

const MIN = 60_000;
type Headers = Record<string, string>;

const delay = (
  orderId: string,
  payload: unknown,
  headers: Headers = m.owner.headers,
  entrepriseId = m.entreprise.id,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${entrepriseId}/orders/${orderId}/delai`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

const get = <T>(url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url, headers }).then((r) => {
    expect(r.statusCode).toBe(200);
    return r.json<T>();
  });

/** The ready time `minutes` from now (negative: in the past), written straight to the order. */
const readyIn = (orderId: string, minutes: number) =>
  t.database.db
    .updateTable('commandes')
    .set({ pretePrevueAt: new Date(Date.now() + minutes * MIN) })
    .where('id', '=', orderId)
    .execute();

/** How late each party reads the order: client, owner (list and detail), courier, desk (list and detail). */
async function lateness(orderId: string, courier: Headers) {
  const owner = await get<{ content: BusinessOrder[] }>(
    `/api/entreprises/${m.entreprise.id}/orders`,
    m.owner.headers,
  );
  const desk = await get<{ content: AdminOrder[] }>(`/api/admin/commandes/suivi?size=100`, m.admin.headers);
  const missions = await get<Mission[]>('/api/livreurs/mes-missions', courier);
  return {
    client: (await get<ClientOrder>(`/api/commandes/${orderId}`, m.client.headers)).enRetardMin,
    ownerList: owner.content.find((o) => o.id === orderId)?.enRetardMin,
    ownerDetail: (
      await get<BusinessOrder>(`/api/entreprises/${m.entreprise.id}/orders/${orderId}`, m.owner.headers)
    ).enRetardMin,
    courier: missions.find((o) => o.id === orderId)?.enRetardMin,
    deskList: desk.content.find((o) => o.id === orderId)?.enRetardMin,
    deskDetail: (await get<AdminOrderDetail>(`/api/admin/commandes/${orderId}`, m.admin.headers)).enRetardMin,
  };
}

/** An accepted order taken by a courier of its own (a courier holds 3 missions at most). */
async function takenOrder() {
  const order = await placeOrder(t.app, m);
  expect((await moves.business(order.id, 'accepter')).statusCode).toBe(200);
  const courier = await readyCourier(t, m.ville.id);
  expect((await moves.courier(`accepter-mission/${order.id}`, courier.headers)).statusCode).toBe(200);
  return { ...order, courier };
}

const everywhere = (value: number | null) => ({
  client: value,
  ownerList: value,
  ownerDetail: value,
  courier: value,
  deskList: value,
  deskDetail: value,
});

describe('a late order', () => {
  it('reads on time (null) before its ready time, and late by whole minutes after, in every view', async () => {
    const order = await takenOrder();
    expect(await lateness(order.id, order.courier.headers)).toEqual(everywhere(null));
    await readyIn(order.id, -12.5);
    expect(await lateness(order.id, order.courier.headers)).toEqual(everywhere(12));
  });

  it('is no longer late once ready', async () => {
    const order = await takenOrder();
    await readyIn(order.id, -30);
    expect((await moves.business(order.id, 'prete')).statusCode).toBe(200);
    const view = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(view.enRetardMin).toBeNull();
  });
});

describe('PUT …/orders/{orderId}/delai', () => {
  it('sets a new ready time from now, tells the client and the courier, and keeps it in the history', async () => {
    const order = await takenOrder();
    await readyIn(order.id, -10);
    const before = Date.now();
    const res = await delay(order.id, { delaiPreparationMin: 15 });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ statut: string; delaiPreparationMin: number; preteVers: string }>();
    expect(answer).toMatchObject({ statut: 'ACCEPTEE', delaiPreparationMin: 15 });
    const at = new Date(answer.preteVers).getTime();
    expect(at).toBeGreaterThanOrEqual(before + 15 * MIN);
    expect(at).toBeLessThan(Date.now() + 15 * MIN + 1000);
    expect(await lateness(order.id, order.courier.headers)).toEqual(everywhere(null));
    const view = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(view.preteVers).toBe(answer.preteVers);
    // The time said at acceptance stays as it was.
    expect(view.delaiPreparationMin).toBe(20);

    const label = preteVersLabel(answer.preteVers);
    for (const who of [m.client.id, order.courier.id]) {
      const notes = (await notificationsOf(t, who)).filter((n) => n.commandeId === order.id);
      expect(notes.map((n) => n.corps)).toContain(OWNER_REASON_MSG.delayedNotice(label));
    }
    const owner = await get<BusinessOrderDetail>(
      `/api/entreprises/${m.entreprise.id}/orders/${order.id}`,
      m.owner.headers,
    );
    expect(owner.historique.at(-1)?.motif).toBe(OWNER_REASON_MSG.delayedMotif(15, label));
    const desk = await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`, m.admin.headers);
    expect(desk.historique.at(-1)).toMatchObject({
      deStatut: 'ACCEPTEE',
      versStatut: 'ACCEPTEE',
      acteurRole: 'ENTREPRISE',
      motif: OWNER_REASON_MSG.delayedMotif(15, label),
    });
  });

  it('works while the order still waits for a courier', async () => {
    const order = await placeOrder(t.app, m);
    expect((await moves.business(order.id, 'accepter')).statusCode).toBe(200);
    const res = await delay(order.id, { delaiPreparationMin: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR' });
  });

  it.each([
    ['not yet accepted', 'EN_ATTENTE_ENTREPRISE'],
    ['ready', 'PRETE'],
    ['cancelled', 'ANNULEE'],
  ])('is refused (409) for an order %s', async (_case, statut) => {
    const order = statut === 'EN_ATTENTE_ENTREPRISE' ? await placeOrder(t.app, m) : await takenOrder();
    if (statut === 'PRETE') await moves.business(order.id, 'prete');
    if (statut === 'ANNULEE') await moves.business(order.id, 'annuler');
    const res = await delay(order.id, { delaiPreparationMin: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/^Action impossible/);
  });

  it.each([
    ['zero', { delaiPreparationMin: 0 }, DECISION_MSG.delaiInvalid],
    ['over 180', { delaiPreparationMin: 181 }, DECISION_MSG.delaiInvalid],
    ['not whole', { delaiPreparationMin: 2.5 }, DECISION_MSG.delaiInvalid],
    ['text', { delaiPreparationMin: 'dix' }, DECISION_MSG.delaiInvalid],
    ['missing', {}, DECISION_MSG.delaiRequired],
    ['no body', undefined, DECISION_MSG.delaiRequired],
  ])('refuses a time %s (400)', async (_case, body, message) => {
    const order = await takenOrder();
    const res = await delay(order.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('is the owner’s alone: the client, the courier and an admin get 403', async () => {
    const order = await takenOrder();
    for (const headers of [m.client.headers, order.courier.headers, m.admin.headers]) {
      expect((await delay(order.id, { delaiPreparationMin: 10 }, headers)).statusCode).toBe(403);
    }
  });

  it('answers another business 403 on our business, 404 for our order on its own', async () => {
    const order = await takenOrder();
    expect((await delay(order.id, { delaiPreparationMin: 10 }, rival.headers)).statusCode).toBe(403);
    const res = await delay(order.id, { delaiPreparationMin: 10 }, rival.headers, rival.entreprise.id);
    expect(res.statusCode).toBe(404);
    const desk = await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`, m.admin.headers);
    expect(desk.historique.filter((h) => h.mouvement === 'repousserDelai')).toEqual([]);
  });

  it('keeps every push of several at once, and ends on the last one recorded', async () => {
    const order = await takenOrder();
    const delays = [10, 20, 30, 40, 50, 60];
    const answers = await Promise.all(delays.map((d) => delay(order.id, { delaiPreparationMin: d })));
    expect(answers.map((r) => r.statusCode)).toEqual(delays.map(() => 200));
    const view = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(view.statut).toBe('ACCEPTEE');
    expect(answers.map((r) => r.json<{ preteVers: string }>().preteVers)).toContain(view.preteVers);
    const desk = await get<AdminOrderDetail>(`/api/admin/commandes/${order.id}`, m.admin.headers);
    const pushes = desk.historique.filter((h) => h.mouvement === 'repousserDelai');
    expect(pushes).toHaveLength(delays.length);
    expect(pushes.at(-1)!.motif).toContain(preteVersLabel(view.preteVers!).slice(1));
  });
});
