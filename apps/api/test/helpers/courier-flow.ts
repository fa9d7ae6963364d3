import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { TestApp } from './app.ts';
import { bearer, createUser, login, multipart, pngBytes } from './factories.ts';
import { placeOrder, type Market } from './marketplace.ts';
import { movePayload } from './decision-bodies.ts';

export type Headers = Record<string, string>;
export type Mission = Record<string, unknown> & { id: string; statut: string };

/** The calls of a delivery, from checkout to proof, as the business and the courier make them. */
export function courierFlow(t: TestApp, png: Buffer) {
  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
  const setAvailable = (headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/livreurs/disponibilite', headers, payload });
  const accept = (id: string, headers: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/livreurs/accepter-mission/${id}`, headers });
  const business = (m: Market, id: string, action: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${m.entreprise.id}/orders/${id}/${action}`,
      headers: m.owner.headers,
      payload: movePayload(action),
    });
  const missions = async (path: string, headers: Headers) => {
    const res = await get(`/api/livreurs/${path}`, headers);
    expect(res.statusCode).toBe(200);
    return { list: res.json<Mission[]>(), body: res.body };
  };
  async function codes(id: string) {
    return t.database.db
      .selectFrom('commandes')
      .select([
        'codeClient',
        'codeEntreprise',
        'statut',
        'preuveLivraisonUrl',
        'essaisCodeClient',
        'essaisCodeEntreprise',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
  function deliver(
    id: string,
    code: string,
    headers: Headers,
    file = { bytes: png, type: 'image/png', name: 'preuve.png' },
  ) {
    const body = multipart({ code }, { field: 'proofFile', ...file });
    return t.app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-livree/${id}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  /** Checkout, business accepts: the order waits for a courier. */
  async function waiting(m: Market, overrides: Record<string, unknown> = {}): Promise<string> {
    const order = await placeOrder(t.app, m, overrides);
    expect((await business(m, order.id, 'accepter')).statusCode).toBe(200);
    return order.id;
  }
  /** … and the given courier takes it, the business prepares it, the courier picks it up. */
  async function pickedUp(m: Market, headers: Headers = m.courier.headers): Promise<string> {
    const id = await waiting(m);
    expect((await accept(id, headers)).json()).toEqual({ statut: 'ACCEPTEE' });
    expect((await business(m, id, 'prete')).json()).toEqual({ statut: 'PRETE' });
    const { codeEntreprise } = await codes(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-recuperee/${id}?code=${codeEntreprise}`,
      headers,
    });
    expect(res.json()).toEqual({ statut: 'EN_LIVRAISON' });
    return id;
  }
  async function delivered(m: Market, headers: Headers = m.courier.headers): Promise<string> {
    const id = await pickedUp(m, headers);
    expect((await deliver(id, (await codes(id)).codeClient, headers)).json()).toEqual({ statut: 'LIVREE' });
    return id;
  }
  async function newCourier(m: Market, available = true) {
    const user = await createUser(t.database.db, 'LIVREUR', { villeId: m.ville.id });
    const headers = bearer(await login(t.app, user));
    if (available) expect((await setAvailable(headers, { disponible: true })).statusCode).toBe(200);
    return { id: user.id, headers };
  }

  return {
    get,
    setAvailable,
    accept,
    business,
    missions,
    codes,
    deliver,
    waiting,
    pickedUp,
    delivered,
    newCourier,
  };
}

/** The flow with a small PNG as proof, on the app `appWith` builds: `appWith(flowWithProof)`. */
export async function flowWithProof(_app: FastifyInstance, _db: Database, t: TestApp) {
  return courierFlow(t, await pngBytes());
}
