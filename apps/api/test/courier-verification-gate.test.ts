// @stores sqlite: the verified-only rule of the order machine and services
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, expectRefusal, type TestApp } from './helpers/app.ts';
import { registerCourier } from './helpers/courier-account.ts';
import { orderIn, readyCourier } from './helpers/desk.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 20 §2 (design §13): a courier rides only once an admin verified him. Before, he signs in
// and fills his profile; he cannot be available, is offered no mission and cannot take one.
let t: TestApp;
let m: Market;

beforeAll(async () => ({ t, w: m } = await appWith(marketplace)));
afterAll(() => t.close());

const available = (headers: Record<string, string>, disponible = true) =>
  t.app.inject({ method: 'PUT', url: '/api/livreurs/disponibilite', headers, payload: { disponible } });

describe('an unverified courier', () => {
  it('signs up, signs in and reads his profile, but cannot switch to available', async () => {
    const c = await registerCourier(t, m.ville.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/livreurs/me', headers: c.headers });
    expect(me.statusCode).toBe(200);
    expectRefusal(await available(c.headers), 403, MSG.courierNotVerified);
    expect((await available(c.headers, false)).json()).toEqual({ disponible: false });
  });

  it('is offered no mission and cannot take one, even if the database still says available', async () => {
    const c = await readyCourier(t, m.ville.id, { verifie: false, disponible: true });
    const id = await orderIn(t, m, 'EN_ATTENTE_LIVREUR');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/livreurs/missions-disponibles',
      headers: c.headers,
    });
    expect(list.json()).toEqual([]);
    const take = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/accepter-mission/${id}`,
      headers: c.headers,
    });
    expectRefusal(take, 403, MSG.courierNotVerified);
    const row = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'livreurId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ statut: 'EN_ATTENTE_LIVREUR', livreurId: null });
  });

  it('rides once verified; losing the verification ends his availability', async () => {
    const c = await readyCourier(t, m.ville.id, { verifie: false, disponible: false });
    const verify = (isVerified: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/livreurs/${c.id}/verification`,
        headers: m.admin.headers,
        payload: isVerified ? { isVerified } : { isVerified, motif: 'Permis expiré' },
      });
    expect((await verify(true)).statusCode).toBe(200);
    expect((await available(c.headers)).json()).toEqual({ disponible: true });
    expect((await verify(false)).statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('livreurs')
      .select('disponible')
      .where('utilisateurId', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(row.disponible).toBe(false);
    expectRefusal(await available(c.headers), 403, MSG.courierNotVerified);
  });
});
