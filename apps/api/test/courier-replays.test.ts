import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildSibling, buildTestApp, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { multipart, pngBytes } from './helpers/factories.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// Issue 8 "Offline": a pickup or a delivery done offline is sent by itself when the network
// returns, maybe twice; with its Idempotency-Key it is applied once, and every copy gets the
// first answer — also after a restart, also on another instance.
let t: TestApp;
let png: Buffer;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => {
  t = await buildTestApp();
  png = await pngBytes();
  flow = courierFlow(t, png);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let keys = 0;
const newKey = () => `hors-ligne-${process.pid}-${++keys}-${Date.now()}`;

function pickup(id: string, code: string, headers: Headers, key?: string, app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-recuperee/${id}?code=${encodeURIComponent(code)}`,
    headers: { ...headers, ...(key !== undefined ? { 'idempotency-key': key } : {}) },
  });
}

function deliver(id: string, code: string, headers: Headers, key?: string, app: FastifyInstance = t.app) {
  const body = multipart({ code }, { field: 'proofFile', name: 'preuve.png', type: 'image/png', bytes: png });
  return app.inject({
    method: 'POST',
    url: `/api/livreurs/marquer-livree/${id}`,
    headers: { ...headers, ...body.headers, ...(key !== undefined ? { 'idempotency-key': key } : {}) },
    payload: body.payload,
  });
}

/** Checkout, business accepts, the courier takes it, the business prepares it. */
async function ready(m: Market, headers: Headers): Promise<string> {
  const id = await flow.waiting(m);
  expect((await flow.accept(id, headers)).statusCode).toBe(200);
  expect((await flow.business(m, id, 'prete')).statusCode).toBe(200);
  return id;
}

async function moves(id: string, versStatut: 'EN_LIVRAISON' | 'LIVREE') {
  const rows = await t.database.db
    .selectFrom('transitionsCommande')
    .select('id')
    .where('commandeId', '=', id)
    .where('versStatut', '=', versStatut)
    .execute();
  return rows.length;
}

const proofsOnDisk = () => {
  try {
    return readdirSync(join(t.config.dataDir, 'private', 'proof')).length;
  } catch {
    return 0;
  }
};

let m: Market;
/** A courier of its own per test: each holds at most 3 missions. */
let c: { id: number; headers: Headers };
beforeAll(async () => {
  m = await marketplace(t.app, t.database.db);
});
beforeEach(async () => {
  c = await flow.newCourier(m);
});

describe('marquer-recuperee with an Idempotency-Key', () => {
  it('applies a key once and answers its copies the same, marked as replayed', async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const key = newKey();
    const first = await pickup(id, codeEntreprise, c.headers, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await pickup(id, codeEntreprise, c.headers, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await moves(id, 'EN_LIVRAISON')).toBe(1);
    // Without the key, the same request is a new one: refused, the order has moved on.
    const unkeyed = await pickup(id, codeEntreprise, c.headers);
    expect(unkeyed.statusCode).toBe(409);
  });

  it('answers a wrong code the same on every copy, counting one wrong try', async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const wrong = codeEntreprise === '0000' ? '1111' : '0000';
    const key = newKey();
    const first = await pickup(id, wrong, c.headers, key);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ message: `${MSG.codeInvalid} Il vous reste 4 essai(s).` });
    for (let i = 0; i < 3; i++) {
      const copy = await pickup(id, wrong, c.headers, key);
      expect(copy.statusCode).toBe(400);
      expect(copy.json()).toEqual(first.json());
      expect(copy.headers['idempotent-replayed']).toBe('true');
    }
    expect(await flow.codes(id)).toMatchObject({ statut: 'PRETE' });
    const tries = await t.database.db
      .selectFrom('commandes')
      .select('essaisCodeEntreprise')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(tries.essaisCodeEntreprise).toBe(1);
    // A new attempt is a new key.
    expect((await pickup(id, codeEntreprise, c.headers, newKey())).json()).toEqual({
      statut: 'EN_LIVRAISON',
    });
  });

  it('applies one of 12 copies sent at once; the others get its answer or are told it is running', async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => pickup(id, codeEntreprise, c.headers, key)),
    );
    for (const a of answers) {
      if (a.statusCode === 409) {
        expect(a.json()).toEqual({ message: MSG.idempotencyInProgress });
        expect(a.headers['retry-after']).toBe('2');
      } else {
        expect(a.statusCode).toBe(200);
        expect(a.json()).toEqual({ statut: 'EN_LIVRAISON' });
      }
    }
    expect(answers.filter((a) => a.statusCode === 200 && !a.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await moves(id, 'EN_LIVRAISON')).toBe(1);
  });

  it('counts one wrong try for 6 copies of a wrong code sent at once', async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const wrong = codeEntreprise === '0000' ? '1111' : '0000';
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pickup(id, wrong, c.headers, key)));
    for (const a of answers) expect([400, 409]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 400)[0]!.json()).toEqual({
      message: `${MSG.codeInvalid} Il vous reste 4 essai(s).`,
    });
    expect(await flow.codes(id)).toMatchObject({ statut: 'PRETE' });
    const tries = await t.database.db
      .selectFrom('commandes')
      .select('essaisCodeEntreprise')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(tries.essaisCodeEntreprise).toBe(1);
  });

  it('answers the same after the app is built again on the same database, and on another instance', async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const key = newKey();
    const first = await pickup(id, codeEntreprise, c.headers, key);
    expect(first.statusCode).toBe(200);
    const restarted = await buildSibling(t);
    try {
      const again = await pickup(id, codeEntreprise, c.headers, key, restarted);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(again.headers['idempotent-replayed']).toBe('true');
    } finally {
      await restarted.close();
    }
    expect(await moves(id, 'EN_LIVRAISON')).toBe(1);
  });
});

describe('marquer-livree with an Idempotency-Key', () => {
  it('applies a key once: one transition, one proof stored, the same answer to every copy', async () => {
    const id = await flow.pickedUp(m, c.headers);
    const { codeClient } = await flow.codes(id);
    const key = newKey();
    const proofsBefore = proofsOnDisk();
    const answers = await Promise.all([
      deliver(id, codeClient, c.headers, key),
      deliver(id, codeClient, c.headers, key),
    ]);
    answers.push(await deliver(id, codeClient, c.headers, key));
    for (const a of answers) {
      expect(a.statusCode === 200 || a.statusCode === 409, a.body).toBe(true);
      if (a.statusCode === 200) expect(a.json()).toEqual({ statut: 'LIVREE' });
    }
    expect(answers.at(-1)!.json()).toEqual({ statut: 'LIVREE' });
    expect(answers.at(-1)!.headers['idempotent-replayed']).toBe('true');
    expect(await moves(id, 'LIVREE')).toBe(1);
    expect(proofsOnDisk()).toBe(proofsBefore + 1);
  });

  it('replays a refusal too, after a restart', async () => {
    const id = await flow.pickedUp(m, c.headers);
    const key = newKey();
    const first = await deliver(id, 'faux', c.headers, key);
    expect(first.statusCode).toBe(400);
    const restarted = await buildSibling(t);
    try {
      const again = await deliver(id, (await flow.codes(id)).codeClient, c.headers, key, restarted);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(first.json());
    } finally {
      await restarted.close();
    }
    expect(await flow.codes(id)).toMatchObject({ statut: 'EN_LIVRAISON', essaisCodeClient: 1 });
  });
});

describe('what a key may and may not be', () => {
  it('refuses a key already used for another order, or for the other action', async () => {
    const first = await ready(m, c.headers);
    const second = await ready(m, c.headers);
    const key = newKey();
    expect((await pickup(first, (await flow.codes(first)).codeEntreprise, c.headers, key)).statusCode).toBe(
      200,
    );
    const otherOrder = await pickup(second, (await flow.codes(second)).codeEntreprise, c.headers, key);
    expect(otherOrder.statusCode).toBe(409);
    expect(otherOrder.json()).toEqual({ message: MSG.idempotencyKeyReused });
    expect((await flow.codes(second)).statut).toBe('PRETE');
    const otherAction = await deliver(first, (await flow.codes(first)).codeClient, c.headers, key);
    expect(otherAction.statusCode).toBe(409);
    expect(otherAction.json()).toEqual({ message: MSG.idempotencyKeyOtherAction });
    expect((await flow.codes(first)).statut).toBe('EN_LIVRAISON');
  });

  it("keeps each courier's keys apart, and answers another courier's mission with 404 on every copy", async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const other = await flow.newCourier(m);
    const key = newKey();
    for (let i = 0; i < 2; i++) {
      const res = await pickup(id, codeEntreprise, other.headers, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.orderNotFound });
    }
    // The same key string is the assigned courier's own, fresh.
    expect((await pickup(id, codeEntreprise, c.headers, key)).json()).toEqual({ statut: 'EN_LIVRAISON' });
  });

  it.each([
    ['court', 'too short'],
    ['x'.repeat(101), 'too long'],
    ['clé avec espaces', 'not visible ASCII'],
  ])('refuses the key %j (%s) with a French 400, applying nothing', async (key) => {
    const id = await ready(m, c.headers);
    const res = await pickup(id, (await flow.codes(id)).codeEntreprise, c.headers, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.idempotencyKeyInvalid });
    const body = await deliver(id, '1234', c.headers, key);
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ message: MSG.idempotencyKeyInvalid });
    expect((await flow.codes(id)).statut).toBe('PRETE');
  });

  it('tells a copy to come back later while the first is still running elsewhere, and takes over a dead one', async () => {
    const id = await ready(m, c.headers);
    const { codeEntreprise } = await flow.codes(id);
    const key = newKey();
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
    const busy = await pickup(id, codeEntreprise, c.headers, key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: MSG.idempotencyInProgress });
    expect(busy.headers['retry-after']).toBe('2');
    expect((await flow.codes(id)).statut).toBe('PRETE');

    // That instance died without answering: after a minute the key is free to run again.
    await t.database.db
      .updateTable('reponsesIdempotentes')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where('cle', '=', key)
      .execute();
    expect((await pickup(id, codeEntreprise, c.headers, key)).json()).toEqual({ statut: 'EN_LIVRAISON' });
    expect((await pickup(id, codeEntreprise, c.headers, key)).headers['idempotent-replayed']).toBe('true');
    expect(await moves(id, 'EN_LIVRAISON')).toBe(1);
  });

  it.each(['marquer-recuperee', 'marquer-livree'])('%s is for couriers only', async (path) => {
    const id = await ready(m, c.headers);
    for (const who of [m.client, m.owner, m.admin]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/livreurs/${path}/${id}?code=1234`,
        headers: { ...who.headers, 'idempotency-key': newKey() },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MSG.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/livreurs/${path}/${id}?code=1234` });
    expect(anonymous.statusCode).toBe(401);
  });
});
