import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type TestApp } from './helpers/app.ts';
import { marketWithRival } from './helpers/business.ts';
import { placeOrder } from './helpers/marketplace.ts';
import { movePayload } from './helpers/decision-bodies.ts';

// The owner's moves on one order through the business's id (spec part 2 §7 business calls), as
// seen from another business, an unknown order and an admin.
let t: TestApp;
let m: Awaited<ReturnType<typeof marketWithRival>>;

beforeAll(async () => ({ t, w: m } = await appWith(marketWithRival)));
afterAll(() => t.close());

describe('PUT /api/entreprises/:id/orders/:orderId/{accepter,refuser,prete,annuler}', () => {
  const act = (entrepriseId: number, orderId: string, action: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${entrepriseId}/orders/${orderId}/${action}`,
      headers,
      payload: movePayload(action),
    });
  const statut = async (id: string) =>
    (
      await t.database.db
        .selectFrom('commandes')
        .select('statut')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).statut;

  it.each(['accepter', 'refuser', 'prete', 'annuler'])(
    "answers 404 for another business's order reached through one's own business (%s)",
    async (action) => {
      const order = await placeOrder(t.app, m);
      const res = await act(m.rival.id, order.id, action, m.rival.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
      expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
    },
  );

  it("answers 403 through another business's id", async () => {
    const order = await placeOrder(t.app, m);
    const res = await act(m.entreprise.id, order.id, 'accepter', m.rival.headers);
    expect(res.statusCode).toBe(403);
    expect(await statut(order.id)).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('answers 404 for an unknown order', async () => {
    for (const action of ['accepter', 'refuser', 'prete', 'annuler', 'debloquer-codes']) {
      const res = await act(m.entreprise.id, randomUUID(), action, m.owner.headers);
      expect(res.statusCode, action).toBe(404);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
    }
  });

  it.each(['abc', '123', 'not-a-uuid-at-all', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(11)}`])(
    'answers 400 or 404, never 500, for a malformed order id (%s)',
    async (orderId) => {
      const res = await act(m.entreprise.id, orderId, 'accepter', m.owner.headers);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
    },
  );

  it('lets an admin cancel through the business id, and refuses the other moves to admins', async () => {
    const order = await placeOrder(t.app, m);
    expect((await act(m.entreprise.id, order.id, 'accepter', m.admin.headers)).statusCode).toBe(403);
    expect((await act(m.rival.id, order.id, 'annuler', m.admin.headers)).statusCode).toBe(404);
    expect((await act(m.entreprise.id, order.id, 'annuler', m.admin.headers)).json()).toEqual({
      statut: 'ANNULEE',
    });
  });
});
