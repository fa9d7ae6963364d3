import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { appWith, type TestApp } from './app.ts';
import { multipart, pngBytes } from './factories.ts';
import { type Market, marketplace } from './marketplace.ts';
import { movePayload } from './decision-bodies.ts';

/** The calls that move an order of the marketplace `m`, as its business and its courier make them. */
export function orderMoves(t: TestApp, m: Market, png: Buffer) {
  const read = (orderId: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/commandes/${orderId}`, headers });
  return {
    business: (orderId: string, action: string, headers = m.owner.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/entreprises/${m.entreprise.id}/orders/${orderId}/${action}`,
        headers,
        payload: movePayload(action),
      }),
    courier: (path: string, headers = m.courier.headers) =>
      t.app.inject({ method: 'POST', url: `/api/livreurs/${path}`, headers }),
    available: (on: boolean, headers = m.courier.headers) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/livreurs/disponibilite',
        headers,
        payload: { disponible: on },
      }),
    deliver(orderId: string, code: string, withProof = true, headers = m.courier.headers) {
      const body = multipart(
        { code },
        withProof ? { field: 'proofFile', name: 'preuve.png', type: 'image/png', bytes: png } : undefined,
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/livreurs/marquer-livree/${orderId}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    async codeEntreprise(orderId: string): Promise<string> {
      return (await read(orderId, m.owner.headers)).json<{ codeEntreprise: string }>().codeEntreprise;
    },
    async statusOf(orderId: string): Promise<string> {
      return (await read(orderId, m.client.headers)).json<{ statut: string }>().statut;
    },
  };
}

export type OrderMoves = ReturnType<typeof orderMoves>;

/** The marketplace and the calls on its orders, for `appWith(marketMoves)`. */
export async function marketMoves(app: FastifyInstance, db: Database, t: TestApp) {
  const m = await marketplace(app, db);
  return { m, moves: orderMoves(t, m, await pngBytes()) };
}

/**
 * A file's app on a fresh marketplace, its courier available before each test: `assign` hands the
 * app, the marketplace and the moves to the file's own variables once built.
 */
export function marketMovesSuite(assign: (s: { t: TestApp; m: Market; moves: OrderMoves }) => void) {
  let built: { t: TestApp; m: Market; moves: OrderMoves };
  beforeAll(async () => {
    const { t, w } = await appWith(marketMoves);
    built = { t, ...w };
    assign(built);
  });
  afterAll(() => built.t.close());
  beforeEach(async () => {
    await built.moves.available(true);
  });
}
