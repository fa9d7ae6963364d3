import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import type { SweepResult } from '../src/modules/commandes/order-sweeper.ts';
import { buildSibling, buildTestApp, store, type TestApp } from './helpers/app.ts';
import { marketplace, placeOrder, type Market } from './helpers/marketplace.ts';
import { USUAL_DECISIONS } from './helpers/decision-bodies.ts';

// Design §12: each step happens once per order, with several processes sweeping one database.
let t: TestApp;
let sibling: FastifyInstance;
let m: Market;
const waiting: string[] = [];
const noCourier: string[] = [];

const ORDERS = 8;
const SWEEPS_PER_PROCESS = 10;
const MIN = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  sibling = await buildSibling(t);
  m = await marketplace(t.app, t.database.db);
  for (let i = 0; i < ORDERS; i++) waiting.push((await placeOrder(t.app, m)).id);
  for (let i = 0; i < ORDERS / 2; i++) {
    const id = (await placeOrder(t.app, m)).id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${id}/accepter`,
      headers: m.owner.headers,
      payload: USUAL_DECISIONS.accepter,
    });
    expect(res.statusCode).toBe(200);
    noCourier.push(id);
  }
});
afterAll(async () => {
  await sibling.close();
  await t.close();
});

/** Both processes sweep many times at once, as if `minutes` had passed. */
async function sweepTogether(minutes: number): Promise<SweepResult> {
  const now = new Date(Date.now() + minutes * MIN);
  const runs = Array.from({ length: SWEEPS_PER_PROCESS }, () => [
    t.app.sweeper.sweepOnce(now),
    sibling.sweeper.sweepOnce(now),
  ]).flat();
  const results = await Promise.all(runs);
  return results.reduce(
    (sum, r) => ({
      annulees: sum.annulees + r.annulees,
      rappels: sum.rappels + r.rappels,
      alertes: sum.alertes + r.alertes,
    }),
    { annulees: 0, rappels: 0, alertes: 0 },
  );
}

async function countNotifications(corps: string, ids: string[]) {
  const rows = await t.database.db
    .selectFrom('notifications')
    .select(['commandeId', 'utilisateurId'])
    .where('corps', '=', corps)
    .where('commandeId', 'in', ids)
    .execute();
  const per = new Map<string, number>();
  for (const r of rows)
    per.set(`${r.commandeId}:${r.utilisateurId}`, (per.get(`${r.commandeId}:${r.utilisateurId}`) ?? 0) + 1);
  return { total: rows.length, max: Math.max(0, ...per.values()) };
}

describe(`the sweeper with two processes on one ${store} database`, () => {
  it('sends exactly one reminder per order', async () => {
    expect(await sweepTogether(6)).toEqual({ annulees: 0, rappels: ORDERS, alertes: 0 });
    expect(await countNotifications(MSG.orderReminder(5), waiting)).toEqual({ total: ORDERS, max: 1 });
  });

  it('sends exactly one courier-wait alert per order and recipient', async () => {
    expect(await sweepTogether(11)).toEqual({ annulees: 0, rappels: 0, alertes: ORDERS / 2 });
    // The business and the marketplace's one admin.
    const alert = MSG.courierWaitAlert('Maquis de test', 10);
    expect(await countNotifications(alert, noCourier)).toEqual({ total: ORDERS, max: 1 });
  });

  it('cancels each order exactly once, with one SYSTEME transition and one notice to the client', async () => {
    expect(await sweepTogether(16)).toEqual({ annulees: ORDERS, rappels: 0, alertes: 0 });
    const transitions = await t.database.db
      .selectFrom('transitionsCommande')
      .select(['commandeId', 'acteurRole'])
      .where('versStatut', '=', 'ANNULEE')
      .where('commandeId', 'in', waiting)
      .execute();
    expect(transitions).toHaveLength(ORDERS);
    expect(new Set(transitions.map((r) => r.commandeId)).size).toBe(ORDERS);
    expect(transitions.every((r) => r.acteurRole === 'SYSTEME')).toBe(true);
    expect(await countNotifications(MSG.orderNoAnswerCancelled, waiting)).toEqual({ total: ORDERS, max: 1 });
    expect(await countNotifications(MSG.orderNoAnswerCancelledBusiness(15), waiting)).toEqual({
      total: ORDERS,
      max: 1,
    });
    // Nothing left to do, however often they sweep.
    expect(await sweepTogether(120)).toEqual({ annulees: 0, rappels: 0, alertes: 0 });
  });
});
