import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@comoe/shared/messages';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { businessWorld, HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';

// 'Configurez vos paiements' and the settings' 'Paiement' tab: where the business is paid.
let t: TestApp;
let w: World;

beforeAll(async () => ({ t, w } = await appWith(businessWorld)));
afterAll(() => t.close());

const url = (id: number | string) => `/api/payouts/entreprise/${id}`;
const get = (id: number | string, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'GET', url: url(id), headers });
const put = (id: number | string, payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });

const ORANGE = { paymentMethod: 'ORANGE_MONEY', paymentNumber: '0700000002', accountName: 'Awa Traoré' };

describe('GET|PUT /api/payouts/entreprise/:id', () => {
  it('answers 404 with a French message until the account is set', async () => {
    const fresh = await w.anotherOwner();
    const res = await get(fresh.entreprise.id, fresh.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.payoutNotFound });
  });

  it('saves the account, reads it back, and replaces it on the next save', async () => {
    const saved = await put(w.owner.entreprise.id, ORANGE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ entrepriseId: w.owner.entreprise.id, ...ORANGE });
    expect((await get(w.owner.entreprise.id)).json()).toEqual(saved.json());

    const wave = {
      entrepriseId: w.owner.entreprise.id,
      paymentMethod: 'WAVE',
      paymentNumber: ' 0500000002 ',
    };
    const replaced = await put(w.owner.entreprise.id, wave);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      entrepriseId: w.owner.entreprise.id,
      paymentMethod: 'WAVE',
      paymentNumber: '0500000002',
      accountName: null,
    });
    expect((await get(w.owner.entreprise.id)).json()).toEqual(replaced.json());
  });

  it.each([
    ['ORANGE_MONEY', '07 08 09 10 11', '0708091011'],
    ['WAVE', '+225 01 02 03 04 05', '0102030405'],
    ['MTN_MONEY', '05.55.44.33.22', '0555443322'],
    ['MOOV_MONEY', '0101010101', '0101010101'],
  ])('stores a %s number typed as %s as its 10 digits', async (paymentMethod, typed, stored) => {
    const owner = await w.anotherOwner();
    const res = await put(owner.entreprise.id, { paymentMethod, paymentNumber: typed }, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentNumber: stored });
    expect((await get(owner.entreprise.id, owner.headers)).json()).toMatchObject({ paymentNumber: stored });
  });

  it('keeps one account when several saves arrive at once', async () => {
    const owner = await w.anotherOwner();
    const numbers = ['0700000011', '0700000012', '0700000013', '0700000014', '0700000015'];
    const answers = await Promise.all(
      numbers.map((paymentNumber) =>
        put(owner.entreprise.id, { paymentMethod: 'MTN_MONEY', paymentNumber }, owner.headers),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.database.db
      .selectFrom('comptesVersement')
      .select('paymentNumber')
      .where('entrepriseId', '=', owner.entreprise.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(numbers).toContain(rows[0]?.paymentNumber);
  });

  it.each([
    ['no method', { paymentNumber: '0700000002' }, MSG.payoutMethodRequired],
    ['an unknown method', { ...ORANGE, paymentMethod: 'PAYPAL' }, MSG.payoutMethodRequired],
    ['a number under 10 digits', { ...ORANGE, paymentNumber: ' 0702 ' }, MSG.payoutNumberInvalid],
    ['letters', { ...ORANGE, paymentNumber: 'abcdefgh' }, MSG.payoutNumberInvalid],
    ['markup', { ...ORANGE, paymentNumber: '<script>' }, MSG.payoutNumberInvalid],
    ['a landline (27)', { ...ORANGE, paymentNumber: '27 22 00 00 00' }, MSG.payoutNumberInvalid],
    ['11 digits', { ...ORANGE, paymentNumber: '07000000021' }, MSG.payoutNumberInvalid],
    ['a blank number', { ...ORANGE, paymentNumber: '   ' }, MSG.payoutNumberRequired],
    ['no number', { paymentMethod: 'WAVE' }, MSG.payoutNumberRequired],
    ['a number that is not text', { ...ORANGE, paymentNumber: 700000002 }, MSG.payoutNumberRequired],
    ['another business in the body', { ...ORANGE, entrepriseId: UNKNOWN_ID }, MSG.badRequest],
  ])('refuses %s with 400 and a French message', async (_what, payload, message) => {
    const res = await put(w.owner.entreprise.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses an entrepriseId beyond 32 bits in the body with 400', async () => {
    const res = await put(w.owner.entreprise.id, { ...ORANGE, entrepriseId: HUGE_ID });
    expect(res.statusCode).toBe(400);
  });

  it("keeps another business, a client and a courier out of the owner's account", async () => {
    await put(w.owner.entreprise.id, ORANGE);
    for (const { who, headers } of strangers(w)) {
      expect((await get(w.owner.entreprise.id, headers)).statusCode, who).toBe(403);
      const write = await put(w.owner.entreprise.id, { ...ORANGE, paymentNumber: '0799999999' }, headers);
      expect(write.statusCode, who).toBe(403);
      expect(write.json()).toEqual({ message: MSG.forbidden });
    }
    expect((await t.app.inject({ method: 'GET', url: url(w.owner.entreprise.id) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: url(w.owner.entreprise.id), payload: ORANGE })).statusCode,
    ).toBe(401);
    expect((await get(w.owner.entreprise.id)).json()).toMatchObject({ paymentNumber: ORANGE.paymentNumber });
  });

  it('lets an administrator read the account, not change it', async () => {
    expect((await get(w.owner.entreprise.id, w.admin.headers)).json()).toMatchObject(ORANGE);
    expect((await put(w.owner.entreprise.id, ORANGE, w.admin.headers)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown business and 400 or 404 for ids that are no ids, never 500', async () => {
    expect((await get(UNKNOWN_ID)).json()).toEqual({ message: MSG.entrepriseNotFound });
    expect((await put(UNKNOWN_ID, ORANGE)).statusCode).toBe(404);
    for (const id of [HUGE_ID, 'abc', '0', '2.5']) {
      expect([400, 404], String(id)).toContain((await get(id)).statusCode);
      expect([400, 404], String(id)).toContain((await put(id, ORANGE)).statusCode);
    }
  });
});
