import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MOVE_PATHS } from '@comoe/shared/commandes/business-moves';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { movePayload } from './helpers/decision-bodies.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { busOverrides } from './helpers/stale-reads.ts';

// Issue 32 §2: every state-changing request of a signed-in user honours its Idempotency-Key
// (plugins/idempotency.ts): the phone resends once, with the same key, a request cut by the
// network or a restart, and must not make the move twice.
let t: TestApp;
let m: Market;
let keys = 0;
const newKey = () => `cle-${process.pid}-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await buildTestApp();
  m = await marketplace(t.app, t.database.db);
});
afterAll(async () => t.close());

/** A business move of the order, with a key when given, through `app` (another process if given). */
function move(id: string, action: 'accepter' | 'prete', key?: string, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}/orders/${id}/${action}`,
    headers: { ...m.owner.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: movePayload(action),
  });
}

async function transitionsTo(id: string, statut: string): Promise<number> {
  const rows = await t.database.db
    .selectFrom('transitionsCommande')
    .select('id')
    .where('commandeId', '=', id)
    .where('versStatut', '=', statut as never)
    .execute();
  return rows.length;
}

describe('a keyed move of the order', () => {
  it('is made once; a copy gets the first answer, marked as replayed', async () => {
    const { id } = await placeOrder(t.app, m);
    const key = newKey();
    const first = await move(id, BUSINESS_MOVE_PATHS.accepter, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const copy = await move(id, BUSINESS_MOVE_PATHS.accepter, key);
    expect(copy.statusCode).toBe(200);
    expect(copy.body).toBe(first.body);
    expect(copy.headers['idempotent-replayed']).toBe('true');
    expect(copy.headers['content-type']).toContain('application/json');
    expect(await transitionsTo(id, 'EN_ATTENTE_LIVREUR')).toBe(1);
  });

  it('replays a refusal too, even once the move would now be allowed', async () => {
    const { id } = await placeOrder(t.app, m);
    const key = newKey();
    // Not accepted yet: "prête" is refused by the order machine.
    const refused = await move(id, BUSINESS_MOVE_PATHS.marquerPrete, key);
    expect(refused.statusCode).toBe(409);
    expect((await move(id, BUSINESS_MOVE_PATHS.accepter)).statusCode).toBe(200);
    const copy = await move(id, BUSINESS_MOVE_PATHS.marquerPrete, key);
    expect([copy.statusCode, copy.body]).toEqual([409, refused.body]);
    expect(copy.headers['idempotent-replayed']).toBe('true');
    expect(await transitionsTo(id, 'PRETE')).toBe(0);
  });

  it('without a key behaves as before: a second accept is refused by the machine', async () => {
    const { id } = await placeOrder(t.app, m);
    expect((await move(id, BUSINESS_MOVE_PATHS.accepter)).statusCode).toBe(200);
    const again = await move(id, BUSINESS_MOVE_PATHS.accepter);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key sent again for another order, or for another action', async () => {
    const a = await placeOrder(t.app, m);
    const b = await placeOrder(t.app, m);
    const key = newKey();
    expect((await move(a.id, BUSINESS_MOVE_PATHS.accepter, key)).statusCode).toBe(200);
    const otherOrder = await move(b.id, BUSINESS_MOVE_PATHS.accepter, key);
    expect([otherOrder.statusCode, otherOrder.json()]).toEqual([409, { message: MSG.idempotencyKeyReused }]);
    const otherAction = await move(a.id, BUSINESS_MOVE_PATHS.marquerPrete, key);
    expect([otherAction.statusCode, otherAction.json()]).toEqual([
      409,
      { message: MSG.idempotencyKeyOtherAction },
    ]);
    expect(await transitionsTo(b.id, 'EN_ATTENTE_LIVREUR')).toBe(0);
    expect(await transitionsTo(a.id, 'PRETE')).toBe(0);
  });

  it("keeps each user's keys apart", async () => {
    const key = newKey();
    const { id } = await placeOrder(t.app, m);
    // The client's own move under this key (cancelling), then the business's under the same one.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${id}/annuler`,
      headers: { ...m.client.headers, 'idempotency-key': key },
    });
    expect(cancel.json()).toEqual({ statut: 'ANNULEE' });
    const other = await placeOrder(t.app, m);
    const business = await move(other.id, BUSINESS_MOVE_PATHS.accepter, key);
    expect(business.statusCode).toBe(200);
    expect(business.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key in French', async () => {
    const { id } = await placeOrder(t.app, m);
    const res = await move(id, BUSINESS_MOVE_PATHS.accepter, 'court');
    expect([res.statusCode, res.json()]).toEqual([400, { message: MSG.idempotencyKeyInvalid }]);
    expect(await transitionsTo(id, 'EN_ATTENTE_LIVREUR')).toBe(0);
  });

  it('is checked after the session: a wrong role is refused, and the key stays free', async () => {
    const { id } = await placeOrder(t.app, m);
    const key = newKey();
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${id}/accepter`,
      headers: { ...m.courier.headers, 'idempotency-key': key },
      payload: movePayload('accepter'),
    });
    expect(wrong.statusCode).toBe(403);
    const kept = await t.database.db
      .selectFrom('reponsesIdempotentes')
      .select('cle')
      .where('cle', '=', key)
      .execute();
    expect(kept).toHaveLength(0);
  });
});

describe('a key its process never answered (kill -9 under it)', () => {
  it('keeps copies waiting while fresh, and is taken over once 15 s passed unrefreshed', async () => {
    const probe = await placeOrder(t.app, m);
    const probeKey = newKey();
    expect((await move(probe.id, BUSINESS_MOVE_PATHS.accepter, probeKey)).statusCode).toBe(200);
    const { route } = await t.database.db
      .selectFrom('reponsesIdempotentes')
      .select('route')
      .where('cle', '=', probeKey)
      .executeTakeFirstOrThrow();
    const { id } = await placeOrder(t.app, m);
    const key = newKey();
    const heldSince = async (ago: number) =>
      t.database.db
        .insertInto('reponsesIdempotentes')
        .values({
          utilisateurId: m.owner.id,
          cle: key,
          route,
          ressource: `/api/entreprises/${m.entreprise.id}/orders/${id}/accepter`,
          statutHttp: null,
          corps: null,
          createdAt: new Date(Date.now() - ago),
          reponduAt: null,
        })
        .execute();
    await heldSince(5_000);
    const busy = await move(id, BUSINESS_MOVE_PATHS.accepter, key);
    expect([busy.statusCode, busy.headers['retry-after']]).toEqual([409, '2']);
    expect(await transitionsTo(id, 'EN_ATTENTE_LIVREUR')).toBe(0);
    await t.database.db.deleteFrom('reponsesIdempotentes').where('cle', '=', key).execute();
    await heldSince(16_000);
    const taken = await move(id, BUSINESS_MOVE_PATHS.accepter, key);
    expect([taken.statusCode, taken.json<{ statut: string }>().statut]).toEqual([200, 'EN_ATTENTE_LIVREUR']);
    expect(await transitionsTo(id, 'EN_ATTENTE_LIVREUR')).toBe(1);
  });
});

describe('copies at the same moment', () => {
  it('50 copies of one keyed move: one applied, all get the same answer', async () => {
    const { id } = await placeOrder(t.app, m);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => move(id, BUSINESS_MOVE_PATHS.accepter, key)),
    );
    // One answer, byte for byte (its ready time included), for all 50.
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect([answers[0]?.statusCode, answers[0]?.json<{ statut: string }>().statut]).toEqual([
      200,
      'EN_ATTENTE_LIVREUR',
    ]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await transitionsTo(id, 'EN_ATTENTE_LIVREUR')).toBe(1);
  });

  it('two processes on one database: copies sent to both apply the move once', async () => {
    const sibling = await buildSibling(t, busOverrides());
    try {
      const { id } = await placeOrder(t.app, m);
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          move(id, BUSINESS_MOVE_PATHS.accepter, key, i % 2 === 0 ? t.app : sibling),
        ),
      );
      expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
      expect(answers[0]!.statusCode).toBe(200);
      expect(await transitionsTo(id, 'EN_ATTENTE_LIVREUR')).toBe(1);
      // Later, on the other process: the stored answer.
      const later = await move(id, BUSINESS_MOVE_PATHS.accepter, key, sibling);
      expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([200, 'true']);
    } finally {
      await sibling.close();
    }
  });
});
