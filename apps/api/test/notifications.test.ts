import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { formatFcfa } from '@comoe/shared/money';
import type { NotificationsPage } from '@comoe/shared/schemas/notifications';
import { appWith, type TestApp } from './helpers/app.ts';
import { type Actor, type Market, marketplace, placeOrder } from './helpers/marketplace.ts';

// Design §6 and §9: every role's stored notifications, listed and marked read.
let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace)));
afterAll(() => t.close());

const list = async (who: Actor, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<NotificationsPage>();
};
const put = (url: string, who?: Actor) =>
  t.app.inject({ method: 'PUT', url, ...(who ? { headers: who.headers } : {}) });

/** Notifications written straight in, one a minute, so that their order is known. */
async function seed(utilisateurId: number, n: number, from = Date.UTC(2025, 0, 1)) {
  await t.database.db
    .insertInto('notifications')
    .values(
      Array.from({ length: n }, (_, i) => ({
        utilisateurId,
        titre: `Titre ${i}`,
        corps: `Corps ${i}`,
        commandeId: null,
        createdAt: new Date(from + i * 60_000),
      })),
    )
    .execute();
}

describe('GET /api/notifications', () => {
  it("lists the business's new-order and cancellation notifications, unread", async () => {
    const order = await placeOrder(t.app, m);
    await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/annuler`,
      headers: m.client.headers,
    });
    const page = await list(m.owner);
    expect(page).toMatchObject({ totalElements: 2, nonLues: 2 });
    expect(page.content).toEqual([
      {
        id: expect.any(Number) as number,
        titre: expect.stringMatching(/^Commande /) as string,
        corps: MSG.orderCancelledNotice,
        commandeId: order.id,
        lu: false,
        date: expect.any(String) as string,
      },
      {
        id: expect.any(Number) as number,
        titre: MSG.newOrderTitle,
        // Articles counted, the amount written as every screen writes it.
        corps: expect.stringContaining(`, ${formatFcfa(order.total)}.`) as string,
        commandeId: order.id,
        lu: false,
        date: expect.any(String) as string,
      },
    ]);
    expect(Date.parse(page.content[0]!.date)).toBeGreaterThanOrEqual(Date.parse(page.content[1]!.date));
    // The client was told of the order's status, the courier of nothing.
    expect((await list(m.client)).content.map((n) => n.corps)).toEqual(['Commande annulée.']);
    expect(await list(m.courier)).toEqual({ content: [], totalElements: 0, nonLues: 0 });
  });

  it('pages newest first, 20 by default, counting every unread one', async () => {
    await seed(m.admin.id, 25);
    const first = await list(m.admin);
    expect(first).toMatchObject({ totalElements: 25, nonLues: 25 });
    expect(first.content.map((n) => n.titre)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Titre ${24 - i}`),
    );
    const last = await list(m.admin, '?page=2&size=10');
    expect(last.content.map((n) => n.titre)).toEqual(['Titre 4', 'Titre 3', 'Titre 2', 'Titre 1', 'Titre 0']);
    expect((await list(m.admin, '?page=99')).content).toEqual([]);
  });

  it.each([
    ['page=-1', 'Le numéro de page est invalide.'],
    ['page=x', 'Le numéro de page est invalide.'],
    ['size=0', 'La taille de page doit être comprise entre 1 et 100.'],
    ['size=101', 'La taille de page doit être comprise entre 1 et 100.'],
  ])('refuses %s with 400 and a French message', async (query, message) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?${query}`,
      headers: m.client.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated });
  });
});

describe('PUT /api/notifications/:id/lu and /api/notifications/lu', () => {
  it('marks one read, answers it, and lowers the unread count; again is harmless', async () => {
    await seed(m.courier.id, 3);
    const before = await list(m.courier);
    const target = before.content[1]!;
    const res = await put(`/api/notifications/${target.id}/lu`, m.courier);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...target, lu: true });
    expect((await put(`/api/notifications/${target.id}/lu`, m.courier)).json()).toEqual({
      ...target,
      lu: true,
    });
    const after = await list(m.courier);
    expect(after).toMatchObject({ totalElements: 3, nonLues: 2 });
    expect(after.content.map((n) => n.lu)).toEqual([false, true, false]);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const [theirs] = (await list(m.admin)).content;
    const res = await put(`/api/notifications/${theirs!.id}/lu`, m.client);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.notificationNotFound });
    expect((await list(m.admin)).content[0]).toMatchObject({ id: theirs!.id, lu: false });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await put('/api/notifications/999999/lu', m.client)).json()).toEqual({
      message: MSG.notificationNotFound,
    });
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await put(`/api/notifications/${id}/lu`, m.client);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
  });

  it("marks all of one's own read, and only one's own", async () => {
    const adminUnread = (await list(m.admin)).nonLues;
    await seed(m.client.id, 4);
    const res = await put('/api/notifications/lu', m.client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.notificationsAllRead });
    const after = await list(m.client, '?size=100');
    expect(after.nonLues).toBe(0);
    expect(after.content.every((n) => n.lu)).toBe(true);
    expect((await list(m.admin)).nonLues).toBe(adminUnread);
    expect((await put('/api/notifications/lu', m.client)).statusCode).toBe(200);
  });

  it('asks for a session', async () => {
    for (const url of ['/api/notifications/lu', '/api/notifications/1/lu']) {
      const res = await put(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.unauthenticated });
    }
  });
});
