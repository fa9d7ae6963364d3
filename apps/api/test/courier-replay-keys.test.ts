import { describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { handoverSuite } from './helpers/handovers.ts';

// Issue 8 "Offline": which Idempotency-Keys a pickup or a delivery accepts, whose they are, and
// what a copy hears while the first is still running elsewhere.
const s = handoverSuite();

describe('what a key may and may not be', () => {
  it('refuses a key already used for another order, or for the other action', async () => {
    const first = await s.h.ready(s.m, s.c.headers);
    const second = await s.h.ready(s.m, s.c.headers);
    const key = s.h.newKey();
    expect(
      (await s.h.pickup(first, (await s.h.flow.codes(first)).codeEntreprise, s.c.headers, key)).statusCode,
    ).toBe(200);
    const otherOrder = await s.h.pickup(
      second,
      (await s.h.flow.codes(second)).codeEntreprise,
      s.c.headers,
      key,
    );
    expect(otherOrder.statusCode).toBe(409);
    expect(otherOrder.json()).toEqual({ message: MSG.idempotencyKeyReused });
    expect((await s.h.flow.codes(second)).statut).toBe('PRETE');
    const otherAction = await s.h.deliver(first, (await s.h.flow.codes(first)).codeClient, s.c.headers, key);
    expect(otherAction.statusCode).toBe(409);
    expect(otherAction.json()).toEqual({ message: MSG.idempotencyKeyOtherAction });
    expect((await s.h.flow.codes(first)).statut).toBe('EN_LIVRAISON');
  });

  it("keeps each courier's keys apart, and answers another courier's mission with 404 on every copy", async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const other = await s.h.flow.newCourier(s.m);
    const key = s.h.newKey();
    for (let i = 0; i < 2; i++) {
      const res = await s.h.pickup(id, codeEntreprise, other.headers, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
    }
    // The same key string is the assigned courier's own, fresh.
    expect((await s.h.pickup(id, codeEntreprise, s.c.headers, key)).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
  });

  it.each([
    ['court', 'too short'],
    ['x'.repeat(101), 'too long'],
    ['clé avec espaces', 'not visible ASCII'],
  ])('refuses the key %j (%s) with a French 400, applying nothing', async (key) => {
    const id = await s.h.ready(s.m, s.c.headers);
    const res = await s.h.pickup(id, (await s.h.flow.codes(id)).codeEntreprise, s.c.headers, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.idempotencyKeyInvalid });
    const body = await s.h.deliver(id, '1234', s.c.headers, key);
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ message: MSG.idempotencyKeyInvalid });
    expect((await s.h.flow.codes(id)).statut).toBe('PRETE');
  });

  it('tells a copy to come back later while the first is still running elsewhere, and takes over a dead one', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const { codeEntreprise } = await s.h.flow.codes(id);
    const key = s.h.newKey();
    // As if another instance had just taken the key and not answered yet.
    await s.t.database.db
      .insertInto('reponsesIdempotentes')
      .values({
        utilisateurId: s.c.id,
        cle: key,
        route: 'POST /api/livreurs/marquer-recuperee/:id',
        ressource: `/api/livreurs/marquer-recuperee/${id}`,
        statutHttp: null,
        corps: null,
        createdAt: new Date(),
        reponduAt: null,
      })
      .execute();
    const started = Date.now();
    const busy = await s.h.pickup(id, codeEntreprise, s.c.headers, key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: MSG.idempotencyInProgress });
    expect(busy.headers['retry-after']).toBe('2');
    expect((await s.h.flow.codes(id)).statut).toBe('PRETE');

    // That instance died without answering: after a minute the key is free to run again.
    await s.t.database.db
      .updateTable('reponsesIdempotentes')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where('cle', '=', key)
      .execute();
    expect((await s.h.pickup(id, codeEntreprise, s.c.headers, key)).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
    expect((await s.h.pickup(id, codeEntreprise, s.c.headers, key)).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect(await s.h.moves(id, 'EN_LIVRAISON')).toBe(1);
  });

  it.each(['marquer-recuperee', 'marquer-livree'])('%s is for couriers only', async (path) => {
    const id = await s.h.ready(s.m, s.c.headers);
    for (const who of [s.m.client, s.m.owner, s.m.admin]) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: `/api/livreurs/${path}/${id}?code=1234`,
        headers: { ...who.headers, 'idempotency-key': s.h.newKey() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await s.t.app.inject({ method: 'POST', url: `/api/livreurs/${path}/${id}?code=1234` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('kept answers', () => {
  it('are forgotten after a week by the sweeper, and kept until then', async () => {
    const id = await s.h.ready(s.m, s.c.headers);
    const key = s.h.newKey();
    expect(
      (await s.h.pickup(id, (await s.h.flow.codes(id)).codeEntreprise, s.c.headers, key)).statusCode,
    ).toBe(200);
    const kept = () =>
      s.t.database.db
        .selectFrom('reponsesIdempotentes')
        .select('cle')
        .where('utilisateurId', '=', s.c.id)
        .where('cle', '=', key)
        .execute();
    const day = 24 * 3_600_000;
    await s.t.app.sweeper.purgeReplays(new Date(Date.now() + 6 * day));
    expect(await kept()).toHaveLength(1);
    // Still a replay within the week: the same answer, not a second pickup.
    expect((await s.h.pickup(id, 'XXXXXX', s.c.headers, key)).json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect(await s.t.app.sweeper.purgeReplays(new Date(Date.now() + 8 * day))).toBeGreaterThanOrEqual(1);
    expect(await kept()).toHaveLength(0);
  });
});
