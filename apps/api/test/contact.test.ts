// @stores sqlite: the contact form's validation and per-address limit; admin-inbox reads the messages on both
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { buildTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The contact form is limited per address: each test writes from its own address.
let lastOctet = 0;
const newAddress = () => `10.0.0.${++lastOctet}`;

const MESSAGE = {
  nom: 'Kouamé Yao',
  email: 'yao@example.ci',
  sujet: 'Livraison à Assinie',
  message: 'Livrez-vous le dimanche ?',
};

const send = (payload: object, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });

const stored = () => t.database.db.selectFrom('messagesContact').selectAll().orderBy('id').execute();

describe('POST /api/contact', () => {
  it('stores the message, unread, and thanks the sender', async () => {
    const before = Date.now();
    const res = await send({ ...MESSAGE, nom: '  Kouamé Yao  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MSG.contactSent });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...MESSAGE, utilisateurId: null, lu: false });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['nom', MSG.contactNameRequired],
    ['email', MSG.contactEmailRequired],
    ['sujet', MSG.contactSubjectRequired],
    ['message', MSG.contactMessageRequired],
  ] as const)('refuses a missing or blank %s with its own message', async (field, message) => {
    const count = (await stored()).length;
    const { [field]: _omitted, ...missing } = MESSAGE;
    for (const payload of [missing, { ...MESSAGE, [field]: '' }, { ...MESSAGE, [field]: '   ' }]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await stored()).toHaveLength(count);
  });

  it('refuses a bad e-mail address', async () => {
    const res = await send({ ...MESSAGE, email: 'yao-at-example' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.emailInvalid });
  });

  it('refuses an overlong message with 400', async () => {
    const res = await send({ ...MESSAGE, message: 'a'.repeat(3001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.textTooLong(3000) });
  });

  it('stops a flood from one address with 429, and lets other addresses write', async () => {
    // contact.routes.ts: max(5, RATE_LIMIT_PER_MINUTE / 60) messages per 10 minutes and per address.
    const limit = Math.max(5, Math.floor(t.config.rateLimitPerMinute / 60));
    const address = newAddress();
    const count = (await stored()).length;
    for (let i = 0; i < limit; i++) expect((await send(MESSAGE, address)).statusCode).toBe(201);
    const refused = await send(MESSAGE, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MSG.tooManyRequests });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await stored()).toHaveLength(count + limit);

    expect((await send(MESSAGE, newAddress())).statusCode).toBe(201);
  });
});
