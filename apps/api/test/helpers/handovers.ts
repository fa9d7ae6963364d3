import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';
import { courierFlow, type Headers } from './courier-flow.ts';
import { multipart, pngBytes } from './factories.ts';
import { marketplace, type Market } from './marketplace.ts';
import { storedFiles } from './stored-files.ts';

let keys = 0;

/** Pickups and deliveries sent with an Idempotency-Key, as the courier's offline queue sends them. */
export function handovers(t: TestApp, png: Buffer) {
  const flow = courierFlow(t, png);
  const newKey = () => `hors-ligne-${process.pid}-${++keys}-${Date.now()}`;
  const withKey = (key?: string) => (key !== undefined ? { 'idempotency-key': key } : {});

  function pickup(id: string, code: string, headers: Headers, key?: string, app: FastifyInstance = t.app) {
    return app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-recuperee/${id}?code=${encodeURIComponent(code)}`,
      headers: { ...headers, ...withKey(key) },
    });
  }

  function deliver(id: string, code: string, headers: Headers, key?: string, app: FastifyInstance = t.app) {
    const body = multipart(
      { code },
      { field: 'proofFile', name: 'preuve.png', type: 'image/png', bytes: png },
    );
    return app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-livree/${id}`,
      headers: { ...headers, ...body.headers, ...withKey(key) },
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

  /** How many times the order entered this status. */
  async function moves(id: string, versStatut: 'EN_LIVRAISON' | 'LIVREE') {
    const rows = await t.database.db
      .selectFrom('transitionsCommande')
      .select('id')
      .where('commandeId', '=', id)
      .where('versStatut', '=', versStatut)
      .execute();
    return rows.length;
  }

  /** Proof photos in the app's store (disk or bucket). */
  async function proofsStored(): Promise<number> {
    return (await storedFiles(t).names('private/proof')).length;
  }

  return { flow, newKey, pickup, deliver, ready, moves, proofsStored };
}

/**
 * A file's app with a marketplace and its handovers (`s.t`, `s.h`, `s.m`), read inside tests, and
 * a courier of its own per test (`s.c`): each holds at most 3 missions.
 */
export function handoverSuite() {
  const s = {} as {
    t: TestApp;
    h: ReturnType<typeof handovers>;
    m: Market;
    c: { id: number; headers: Headers };
  };
  beforeAll(async () => {
    s.t = await buildTestApp();
    s.h = handovers(s.t, await pngBytes());
    s.m = await marketplace(s.t.app, s.t.database.db);
  });
  afterAll(() => s.t.close());
  beforeEach(async () => {
    s.c = await s.h.flow.newCourier(s.m);
  });
  return s;
}
