import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@comoe/shared/schemas/admin-commandes';
import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { appWith, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { deskCalls, readyCourier, type DeskCalls } from './helpers/desk.ts';
import { pngBytes } from './helpers/factories.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';

// Issue 34 §2: the order's history names, in time order with who and why, the courier it went
// with, each code unlock, each wrong code with the tries left, each reminder and the server's moves.
let t: TestApp;
let m: Market;
let desk: DeskCalls;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketplace));
  desk = deskCalls(t, m);
  flow = courierFlow(t, await pngBytes());
  await flow.setAvailable(m.courier.headers, { disponible: true });
});
afterAll(() => t.close());

const MIN = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MIN);

async function deskHistory(id: string) {
  const res = await desk.detail(id);
  expect(res.statusCode).toBe(200);
  return res.json<AdminOrderDetail>().historique;
}
async function ownerHistory(id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/entreprises/${m.entreprise.id}/orders/${id}`,
    headers: m.owner.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<BusinessOrderDetail>().historique;
}
const events = (h: Awaited<ReturnType<typeof deskHistory>>) => h.filter((e) => e.evenement !== null);

describe('the order history', () => {
  it('names the courier who accepted the mission, right after the move, on the desk and for the owner', async () => {
    const id = await flow.waiting(m);
    expect((await flow.accept(id, m.courier.headers)).statusCode).toBe(200);
    const h = await deskHistory(id);
    expect(h.map((e) => [e.versStatut, e.evenement?.type ?? null])).toEqual([
      ['EN_ATTENTE_ENTREPRISE', null],
      ['EN_ATTENTE_LIVREUR', null],
      ['ACCEPTEE', null],
      ['ACCEPTEE', 'LIVREUR_ASSIGNE'],
    ]);
    expect(h[3]).toMatchObject({
      deStatut: 'ACCEPTEE',
      acteurRole: 'LIVREUR',
      acteur: { id: m.courier.id, nom: 'Test livreur' },
      evenement: { type: 'LIVREUR_ASSIGNE', livreur: { id: m.courier.id, nom: 'Test livreur' } },
    });
    expect((await ownerHistory(id))[3]).toMatchObject({
      evenement: { type: 'LIVREUR_ASSIGNE', livreur: { nom: 'Test livreur' } },
    });
    expect((await ownerHistory(id))[3]).not.toHaveProperty('acteur');
  });

  it('names the courier the desk handed it to, and the admin who did', async () => {
    const id = await flow.waiting(m);
    const rider = await readyCourier(t, m.ville.id);
    expect((await desk.assign(id, rider.id)).statusCode).toBe(200);
    expect(events(await deskHistory(id))).toEqual([
      expect.objectContaining({
        acteurRole: 'ADMIN',
        acteur: { id: m.admin.id, nom: 'Test admin' },
        evenement: expect.objectContaining({
          type: 'LIVREUR_ASSIGNE',
          livreur: { id: rider.id, nom: 'Test livreur' },
        }) as unknown,
      }),
    ]);
  });

  it('keeps each wrong code with the tries it leaves, then the unlocks by the business and the desk', async () => {
    const id = await flow.waiting(m);
    await flow.accept(id, m.courier.headers);
    await flow.business(m, id, 'prete');
    const { codeEntreprise } = await flow.codes(id);
    const wrong = codeEntreprise === '0000' ? '1111' : '0000';
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-recuperee/${id}?code=${wrong}`,
        headers: m.courier.headers,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await flow.business(m, id, 'debloquer-codes')).statusCode).toBe(200);
    expect((await desk.unlock(id)).statusCode).toBe(200);
    const kept = events(await deskHistory(id)).slice(1);
    expect(kept.map((e) => [e.evenement?.type, e.evenement?.code, e.evenement?.essaisRestants])).toEqual([
      ['CODE_ERRONE', 'entreprise', 4],
      ['CODE_ERRONE', 'entreprise', 3],
      ['CODES_DEBLOQUES', null, null],
      ['CODES_DEBLOQUES', null, null],
    ]);
    expect(kept.map((e) => [e.versStatut, e.acteurRole])).toEqual([
      ['PRETE', 'LIVREUR'],
      ['PRETE', 'LIVREUR'],
      ['PRETE', 'ENTREPRISE'],
      ['PRETE', 'ADMIN'],
    ]);
    const owner = (await ownerHistory(id)).filter((e) => e.evenement?.type === 'CODE_ERRONE');
    expect(owner.map((e) => e.evenement?.essaisRestants)).toEqual([4, 3]);
  });

  it('keeps the automatic reminder and the desk’s, then the server’s cancellation with its reason', async () => {
    const order = await placeOrder(t.app, m);
    expect(await t.app.sweeper.sweepOnce(later(5.1))).toMatchObject({ rappels: 1 });
    const manual = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commandes/${order.id}/relancer`,
      headers: m.admin.headers,
    });
    expect(manual.statusCode).toBe(200);
    expect(await t.app.sweeper.sweepOnce(later(15.1))).toMatchObject({ annulees: 1 });
    const h = await deskHistory(order.id);
    expect(h.map((e) => [e.versStatut, e.acteurRole, e.evenement?.type ?? null])).toEqual([
      ['EN_ATTENTE_ENTREPRISE', 'CLIENT', null],
      ['EN_ATTENTE_ENTREPRISE', 'SYSTEME', 'RAPPEL'],
      ['EN_ATTENTE_ENTREPRISE', 'ADMIN', 'RAPPEL'],
      ['ANNULEE', 'SYSTEME', null],
    ]);
    expect(h[1]!.acteur).toBeNull();
    expect(h[2]!.acteur).toEqual({ id: m.admin.id, nom: 'Test admin' });
    expect(h[3]!.motif).toEqual(expect.stringMatching(/pas répondu/) as string);
    const owner = await ownerHistory(order.id);
    expect(owner.at(-1)).toMatchObject({ versStatut: 'ANNULEE', acteurRole: 'SYSTEME' });
    expect(owner.at(-1)!.motif).toEqual(h[3]!.motif);
  });

  it('reads its dates in order, oldest first', async () => {
    const id = await flow.waiting(m);
    await flow.accept(id, m.courier.headers);
    const dates = (await deskHistory(id)).map((e) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });
});

describe('a used code', () => {
  it('reads used once taken: the business code after pickup, the client code after delivery', async () => {
    const rider = await flow.newCourier(m);
    const id = await flow.waiting(m);
    expect((await flow.accept(id, rider.headers)).statusCode).toBe(200);
    await flow.business(m, id, 'prete');
    const owner = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/entreprises/${m.entreprise.id}/orders/${id}`,
          headers: m.owner.headers,
        })
      ).json<BusinessOrderDetail>();
    const client = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/commandes/${id}`, headers: m.client.headers })).json<{
        codeClientUtilise: boolean;
      }>();
    expect((await owner()).codeEntrepriseUtilise).toBe(false);
    const { codeEntreprise, codeClient } = await flow.codes(id);
    const pickup = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-recuperee/${id}?code=${codeEntreprise}`,
      headers: rider.headers,
    });
    expect(pickup.statusCode).toBe(200);
    expect((await owner()).codeEntrepriseUtilise).toBe(true);
    expect((await desk.detail(id)).json<AdminOrderDetail>().codeEntrepriseUtilise).toBe(true);
    expect((await client()).codeClientUtilise).toBe(false);
    expect((await flow.deliver(id, codeClient, rider.headers)).statusCode).toBe(200);
    expect((await client()).codeClientUtilise).toBe(true);
  });
});
