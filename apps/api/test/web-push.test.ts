// @stores sqlite: the push service conversation; subscriptions are plain rows
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, jwtVerify } from 'jose';
import { MSG } from '@comoe/shared/messages';
import { formatFcfa } from '@comoe/shared/money';
import { pushPayloadSchema } from '@comoe/shared/schemas/notifications';
import { appWith, type TestApp } from './helpers/app.ts';
import { type Market, marketplace, placeOrder } from './helpers/marketplace.ts';
import { browserSubscription, type PushRequest, startPushService } from './helpers/push-service.ts';

// Design §6: Web Push to the browsers that subscribed, through a local HTTPS push service.
let t: TestApp;
let m: Market;
let service: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  service = await startPushService();
  ({ t, w: m } = await appWith(
    marketplace,
    { pushServiceHosts: ['127.0.0.1'] },
    { pushAgent: service.agent },
  ));
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const register = (headers: Record<string, string>, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/fcm-token', headers, payload: { token } });
const subscribe = async (headers: Record<string, string>, path: string) => {
  const sub = browserSubscription(`${service.origin}${path}`);
  const res = await register(headers, sub.token);
  expect(res.statusCode, res.body).toBe(204);
  return sub;
};
const subscriptionRows = (endpoint: string) =>
  t.database.db
    .selectFrom('abonnementsPush')
    .select(['utilisateurId', 'p256dh'])
    .where('endpoint', '=', endpoint)
    .execute();

/** The VAPID header (RFC 8292): a JWT for the push service's origin, signed with our key. */
async function expectVapid(req: PushRequest) {
  const publicKey = t.config.vapid.publicKey;
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(req.headers.authorization));
  expect(match?.[2]).toBe(publicKey);
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match![1]!, key, { audience: service.origin });
  expect(payload.sub).toBe('mailto:contact@comoe-express.ci');
}

describe('Web Push', () => {
  it('serves the VAPID public key to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/cle-publique' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.vapid.publicKey });
    expect(Buffer.from(t.config.vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('pushes an encrypted new-order notification to the business, after answering the client', async () => {
    const sub = await subscribe(m.owner.headers, '/push/business-new-order');
    service.hold();
    // The order is answered while the push service has not answered yet.
    const order = await placeOrder(t.app, m);
    const req = await service.waitFor((r) => r.path === '/push/business-new-order');
    service.release();

    expect(req.method).toBe('POST');
    expect(req.headers['content-encoding']).toBe('aes128gcm');
    expect(req.headers.ttl).toBe('3600');
    expect(req.headers.urgency).toBe('high');
    await expectVapid(req);
    const payload = pushPayloadSchema.parse(JSON.parse(sub.decrypt(req.body)));
    expect(payload).toEqual({
      title: MSG.newOrderTitle,
      body: expect.stringContaining(`, ${formatFcfa(order.total)}.`) as string,
      url: '/business-dashboard?tab=orders',
      tag: order.id,
      commandeId: order.id,
    });
  });

  it('pushes a cancellation to the business, and status changes to the client, each to its page', async () => {
    const business = await subscribe(m.owner.headers, '/push/business-cancel');
    const client = await subscribe(m.client.headers, '/push/client-cancel');
    const order = await placeOrder(t.app, m);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/commandes/${order.id}/annuler`,
      headers: m.client.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await t.app.notifier.idle();

    const toBusiness = service.received
      .filter((r) => r.path === '/push/business-cancel')
      .map((r) => pushPayloadSchema.parse(JSON.parse(business.decrypt(r.body))))
      .filter((p) => p.commandeId === order.id);
    expect(toBusiness.map((p) => p.body)).toEqual([
      expect.stringMatching(/^Commande [0-9A-F]{6} : \d+ articles?, [\d ]+ FCFA\./),
      MSG.orderCancelledNotice,
    ]);
    const toClient = service.received
      .filter((r) => r.path === '/push/client-cancel')
      .map((r) => pushPayloadSchema.parse(JSON.parse(client.decrypt(r.body))));
    expect(toClient).toEqual([
      {
        title: expect.stringMatching(/^Commande /) as string,
        body: 'Commande annulée.',
        url: '/orders_client',
        tag: order.id,
        commandeId: order.id,
      },
    ]);
  });

  it('drops a subscription the push service says is gone (404, 410), keeps it on other failures', async () => {
    const gone = await subscribe(m.owner.headers, '/push/gone');
    const missing = await subscribe(m.owner.headers, '/push/missing');
    const broken = await subscribe(m.owner.headers, '/push/broken');
    service.answer('/push/gone', 410);
    service.answer('/push/missing', 404);
    service.answer('/push/broken', 500);
    // The order goes through whatever the push service answers.
    await placeOrder(t.app, m);
    await t.app.notifier.idle();
    expect(
      service.received.filter((r) => ['/push/gone', '/push/missing', '/push/broken'].includes(r.path)),
    ).toHaveLength(3);
    expect(await subscriptionRows(gone.endpoint)).toEqual([]);
    expect(await subscriptionRows(missing.endpoint)).toEqual([]);
    expect(await subscriptionRows(broken.endpoint)).toHaveLength(1);
  });
});

describe('POST /api/users/fcm-token', () => {
  it('keeps one row per endpoint: a new subscription of the same browser replaces the keys', async () => {
    const first = await subscribe(m.client.headers, '/push/same-browser');
    const again = browserSubscription(first.endpoint);
    expect((await register(m.client.headers, again.token)).statusCode).toBe(204);
    const rows = await subscriptionRows(first.endpoint);
    expect(rows).toEqual([{ utilisateurId: m.client.id, p256dh: again.p256dh }]);
  });

  it('moves an endpoint to whoever signs in on that browser next, for every role', async () => {
    const sub = await subscribe(m.client.headers, '/push/shared-phone');
    for (const who of [m.courier, m.admin, m.owner]) {
      expect((await register(who.headers, sub.token)).statusCode).toBe(204);
      expect(await subscriptionRows(sub.endpoint)).toEqual([
        expect.objectContaining({ utilisateurId: who.id }),
      ]);
    }
  });

  it('keeps the 10 most recent subscriptions of a user', async () => {
    for (let i = 0; i < 12; i++) await subscribe(m.courier.headers, `/push/courier-${i}`);
    const rows = await t.database.db
      .selectFrom('abonnementsPush')
      .select('endpoint')
      .where('utilisateurId', '=', m.courier.id)
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.endpoint)).not.toContain(`${service.origin}/push/courier-0`);
  });

  it('asks for a session', async () => {
    const sub = browserSubscription(`${service.origin}/push/anonymous`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/fcm-token',
      payload: { token: sub.token },
    });
    expect(res.statusCode).toBe(401);
    expect(await subscriptionRows(sub.endpoint)).toEqual([]);
  });

  const valid = JSON.parse(browserSubscription('https://push.example/x').token) as Record<string, unknown>;
  it.each([
    ['not JSON', 'abc'],
    ['an FCM device token', 'fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx'],
    ['an http endpoint', JSON.stringify({ ...valid, endpoint: 'http://push.example/x' })],
    ['no keys', JSON.stringify({ endpoint: 'https://push.example/x' })],
    ['an empty auth key', JSON.stringify({ ...valid, keys: { p256dh: 'abc', auth: '' } })],
    ['a huge token', JSON.stringify({ ...valid, endpoint: `https://push.example/${'x'.repeat(5000)}` })],
  ])("refuses %s with 400 'L'abonnement aux notifications est invalide.'", async (_, token) => {
    const res = await register(m.client.headers, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.pushSubscriptionInvalid });
  });

  it.each([
    ['another host', 'https://attacker.example/push/1'],
    ['a look-alike host', 'https://fcm.googleapis.com.attacker.example/push/1'],
    ['an internal address', 'https://10.0.0.5/push/1'],
  ])('refuses a push service it does not know (%s): the server would post there', async (_, endpoint) => {
    const res = await register(m.client.headers, browserSubscription(endpoint).token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.pushServiceUnknown });
  });

  it('refuses a body without a token, or a token that is not a string', async () => {
    for (const payload of [{}, { token: 42 }, { token: null }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/fcm-token',
        headers: m.client.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.pushSubscriptionInvalid });
    }
  });
});
