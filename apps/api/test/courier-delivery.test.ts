// @files disk: the proof photo is incidental: courier-proof-uploads runs its storage in S3
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { courierFlow } from './helpers/courier-flow.ts';
import { multipart, pngBytes } from './helpers/factories.ts';
import { marketplace, type Market } from './helpers/marketplace.ts';

// A courier's view of an order, and the proof of delivery (spec part 2 §7; design §7).
let t: TestApp;
let png: Buffer;
let flow: ReturnType<typeof courierFlow>;

beforeAll(async () => {
  t = await buildTestApp();
  png = await pngBytes();
  flow = courierFlow(t, png);
});
afterAll(() => t.close());

describe('GET /api/commandes/:id by a courier', () => {
  it('shows the assigned courier the mission without codes, and another courier nothing', async () => {
    const m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
    const id = await flow.waiting(m);
    const other = await flow.newCourier(m);
    // Waiting for a courier: not yet anyone's mission.
    expect((await flow.get(`/api/commandes/${id}`, m.courier.headers)).statusCode).toBe(404);
    await flow.accept(id, m.courier.headers);

    const res = await flow.get(`/api/commandes/${id}`, m.courier.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/codeClient|codeEntreprise/);
    expect(res.json()).toMatchObject({
      id,
      idCommande: id,
      statut: 'ACCEPTEE',
      clientNom: 'Aya client',
      entrepriseNom: 'Maquis de test',
    });
    expect(res.json()).not.toHaveProperty('client');

    const stranger = await flow.get(`/api/commandes/${id}`, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: MSG.orderNotFound });
  });
});

describe('proof of delivery', () => {
  let m: Market;
  beforeAll(async () => {
    m = await marketplace(t.app, t.database.db);
    await flow.setAvailable(m.courier.headers, { disponible: true });
  });

  it('is readable by the business, the courier and admins, not by the client nor another courier', async () => {
    const id = await flow.delivered(m);
    const { preuveLivraisonUrl } = await flow.codes(id);
    expect(preuveLivraisonUrl).toMatch(/^\/api\/files\/private\/proof\/[\w-]+\.webp$/);
    const url = preuveLivraisonUrl!;
    for (const who of [m.owner, m.courier, m.admin]) {
      const res = await flow.get(url, who.headers);
      expect(res.statusCode, who.role).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
    const client = await flow.get(url, m.client.headers);
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ message: MSG.forbidden });
    const other = await flow.newCourier(m);
    expect((await flow.get(url, other.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a proof that is not an image, keeping the order on its way', async () => {
    const id = await flow.pickedUp(m);
    const { codeClient } = await flow.codes(id);
    const res = await flow.deliver(id, codeClient, m.courier.headers, {
      bytes: Buffer.from('%PDF-1.4 pas une photo'),
      type: 'image/png',
      name: 'preuve.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.fileNotImage });
    const row = await flow.codes(id);
    expect(row).toMatchObject({ statut: 'EN_LIVRAISON', preuveLivraisonUrl: null, essaisCodeClient: 0 });
    expect((await flow.deliver(id, codeClient, m.courier.headers)).json()).toEqual({ statut: 'LIVREE' });
  });

  it('refuses an empty proof file and a proof sent under another field name', async () => {
    const id = await flow.pickedUp(m);
    const { codeClient } = await flow.codes(id);
    const empty = await flow.deliver(id, codeClient, m.courier.headers, {
      bytes: Buffer.alloc(0),
      type: 'image/png',
      name: 'vide.png',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: MSG.proofRequired });
    const body = multipart(
      { code: codeClient },
      { field: 'photo', name: 'preuve.png', type: 'image/png', bytes: png },
    );
    const wrongField = await t.app.inject({
      method: 'POST',
      url: `/api/livreurs/marquer-livree/${id}`,
      headers: { ...m.courier.headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect((await flow.codes(id)).statut).toBe('EN_LIVRAISON');
  });
});
