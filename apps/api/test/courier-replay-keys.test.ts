import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import type { Headers } from './helpers/courier-flow.ts';
import { pngBytes } from './helpers/factories.ts';
import { handovers } from './helpers/handovers.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 8 "Offline": which Idempotency-Keys a pickup or a delivery accepts, whose they are, and
// what a copy hears while the first is still running elsewhere.
let t: TestApp;
let h: ReturnType<typeof handovers>;
let m: Market;
/** A courier of its own per test: each holds at most 3 missions. */
let c: { id: number; headers: Headers };

beforeAll(async () => {
  t = await buildTestApp();
  h = handovers(t, await pngBytes());
  m = await marketplace(t.app, t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  c = await h.flow.newCourier(m);
});

describe('what a key may and may not be', () => {
  it('refuses a key already used for another order, or for the other action', async () => {
    const first = await h.ready(m, c.headers);
    const second = await h.ready(m, c.headers);
    const key = h.newKey();
    expect(
      (await h.pickup(first, (await h.flow.codes(first)).codeEntreprise, c.headers, key)).statusCode,
    ).toBe(200);
    const otherOrder = await h.pickup(second, (await h.flow.codes(second)).codeEntreprise, c.headers, key);
    expect(otherOrder.statusCode).toBe(409);
    expect(otherOrder.json()).toEqual({ message: MSG.idempotencyKeyReused });
    expect((await h.flow.codes(second)).statut).toBe('PRETE');
    const otherAction = await h.deliver(first, (await h.flow.codes(first)).codeClient, c.headers, key);
    expect(otherAction.statusCode).toBe(409);
    expect(otherAction.json()).toEqual({ message: MSG.idempotencyKeyOtherAction });
    expect((await h.flow.codes(first)).statut).toBe('EN_LIVRAISON');
  });

  it("keeps each courier's keys apart, and answers another courier's mission with 404 on every copy", async () => {
    const id = await h.ready(m, c.headers);
    const { codeEntreprise } = await h.flow.codes(id);
    const other = await h.flow.newCourier(m);
    const key = h.newKey();
    for (let i = 0; i < 2; i++) {
      const res = await h.pickup(id, codeEntreprise, other.headers, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
    }
    // The same key string is the assigned courier's own, fresh.
    expect((await h.pickup(id, codeEntreprise, c.headers, key)).json()).toEqual({ statut: 'EN_LIVRAISON' });
  });

  it.each([
    ['court', 'too short'],
    ['x'.repeat(101), 'too long'],
    ['clé avec espaces', 'not visible ASCII'],
  ])('refuses the key %j (%s) with a French 400, applying nothing', async (key) => {
    const id = await h.ready(m, c.headers);
    const res = await h.pickup(id, (await h.flow.codes(id)).codeEntreprise, c.headers, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.idempotencyKeyInvalid });
    const body = await h.deliver(id, '1234', c.headers, key);
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ message: MSG.idempotencyKeyInvalid });
    expect((await h.flow.codes(id)).statut).toBe('PRETE');
  });

  it('tells a copy to come back later while the first is still running elsewhere, and takes over a dead one', async () => {
    const id = await h.ready(m, c.headers);
    const { codeEntreprise } = await h.flow.codes(id);
    const key = h.newKey();
    // As if another instance had just taken the key and not answered yet.
    await t.database.db
      .insertInto('reponsesIdempotentes')
      .values({
        utilisateurId: c.id,
        cle: key,
        route: 'marquer-recuperee',
        commandeId: id,
        statutHttp: null,
        corps: null,
        createdAt: new Date(),
        reponduAt: null,
      })
      .execute();
    const started = Date.now();
    const busy = await h.pickup(id, codeEntreprise, c.headers, key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: MSG.idempotencyInProgress });
    expect(busy.headers['retry-after']).toBe('2');
    expect((await h.flow.codes(id)).statut).toBe('PRETE');

    // That instance died without answering: after a minute the key is free to run again.
    await t.database.db
      .updateTable('reponsesIdempotentes')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where('cle', '=', key)
      .execute();
    expect((await h.pickup(id, codeEntreprise, c.headers, key)).json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect((await h.pickup(id, codeEntreprise, c.headers, key)).headers['idempotent-replayed']).toBe('true');
    expect(await h.moves(id, 'EN_LIVRAISON')).toBe(1);
  });

  it.each(['marquer-recuperee', 'marquer-livree'])('%s is for couriers only', async (path) => {
    const id = await h.ready(m, c.headers);
    for (const who of [m.client, m.owner, m.admin]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/livreurs/${path}/${id}?code=1234`,
        headers: { ...who.headers, 'idempotency-key': h.newKey() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/livreurs/${path}/${id}?code=1234` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('kept answers', () => {
  it('are forgotten after a week by the sweeper, and kept until then', async () => {
    const id = await h.ready(m, c.headers);
    const key = h.newKey();
    expect((await h.pickup(id, (await h.flow.codes(id)).codeEntreprise, c.headers, key)).statusCode).toBe(
      200,
    );
    const kept = () =>
      t.database.db
        .selectFrom('reponsesIdempotentes')
        .select('cle')
        .where('utilisateurId', '=', c.id)
        .where('cle', '=', key)
        .execute();
    const day = 24 * 3_600_000;
    await t.app.sweeper.purgeReplays(new Date(Date.now() + 6 * day));
    expect(await kept()).toHaveLength(1);
    // Still a replay within the week: the same answer, not a second pickup.
    expect((await h.pickup(id, 'XXXXXX', c.headers, key)).json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect(await t.app.sweeper.purgeReplays(new Date(Date.now() + 8 * day))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toHaveLength(0);
  });
});
