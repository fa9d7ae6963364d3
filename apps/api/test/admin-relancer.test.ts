import { describe, expect, it } from 'vitest';
import { DESK_MSG } from '@comoe/shared/admin/desk-messages';
import { MSG } from '@comoe/shared/messages';
import { signedIn } from './helpers/admin.ts';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { type DeskCalls, deskSuite, journalRows, notificationsOf, orderIn } from './helpers/desk.ts';
import type { Market } from './helpers/marketplace.ts';

// Issue 34 §2: the desk sends the unanswered-order reminder by hand, only while the business has
// not answered; the business reads it now, the history and the journal keep it.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
deskSuite((s) => ({ t, m, desk } = s));

const remind = (id: string, headers: Record<string, string> = m.admin.headers, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/commandes/${id}/relancer`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

describe('POST /api/admin/commandes/:id/relancer', () => {
  it.each([
    ['without a body', undefined],
    ['with {}', {}],
  ])('reminds the business of a waiting order now (%s), as the sweeper would', async (_, payload) => {
    const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    const res = await remind(id, m.admin.headers, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: DESK_MSG.reminderSent });
    const told = (await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === id);
    expect(told.map((n) => n.corps)).toEqual([MSG.orderReminder(1)]);
    expect((await notificationsOf(t, m.client.id)).filter((n) => n.commandeId === id)).toEqual([]);
    expect(await journalRows(t, id)).toEqual([
      expect.objectContaining({ adminId: m.admin.id, type: 'commande.relancer' }),
    ]);
    const detail = await desk.detail(id);
    expect(detail.json<{ statut: string }>().statut).toBe('EN_ATTENTE_ENTREPRISE');
  });

  it('says how long the order has really waited', async () => {
    const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    await t.database.db
      .updateTable('commandes')
      .set({ statutAt: new Date(Date.now() - 7.5 * 60_000) })
      .where('id', '=', id)
      .execute();
    expect((await remind(id)).statusCode).toBe(200);
    const told = (await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === id);
    expect(told.map((n) => n.corps)).toEqual([MSG.orderReminder(7)]);
  });

  it.each(['EN_ATTENTE_LIVREUR', 'ACCEPTEE', 'PRETE', 'EN_LIVRAISON', 'LIVREE', 'ANNULEE'] as const)(
    'refuses an order the business already answered (%s) with a 409, and sends nothing',
    async (statut) => {
      const id = await orderIn(t, m, statut, statut === 'EN_ATTENTE_LIVREUR' ? null : m.courier.id);
      const res = await remind(id);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(
        /^Action impossible : la commande est au statut/,
      );
      expect((await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === id)).toEqual([]);
      expect(await journalRows(t, id)).toEqual([]);
    },
  );

  it('is for admins only: 401 without a session, 403 for the client, the owner and the courier', async () => {
    const id = await orderIn(t, m, 'EN_ATTENTE_ENTREPRISE');
    expect((await remind(id, {})).statusCode).toBe(401);
    for (const who of [m.client, m.owner, m.courier]) {
      expectRefusal(await remind(id, who.headers), 403, MSG.forbidden);
    }
    const client = await signedIn(t, 'CLIENT', m.ville.id);
    expect((await remind(id, client.headers)).statusCode).toBe(403);
    expect((await notificationsOf(t, m.owner.id)).filter((n) => n.commandeId === id)).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expectRefusal(await remind('00000000-0000-4000-8000-000000000000'), 404, MSG.orderNotFound);
    expect((await remind('pas-un-id')).statusCode).toBe(400);
  });
});
