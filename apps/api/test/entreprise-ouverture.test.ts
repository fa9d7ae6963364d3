import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith, type Headers, type TestApp } from './helpers/app.ts';
import { businessWorld, HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';

// The owner's 'Ouvert / Fermé' switch; what clients then see is in listing.test.ts.
let t: TestApp;
let w: World;

beforeAll(async () => ({ t, w } = await appWith(businessWorld)));
afterAll(() => t.close());

const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers });
const ouverture = (id: number | string, payload: unknown, headers: Headers = w.owner.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${id}/ouverture`,
    headers,
    payload: payload as object,
  });

describe('PUT /api/entreprises/:id/ouverture', () => {
  it('closes and opens the business', async () => {
    const closed = await ouverture(w.owner.entreprise.id, { ouverte: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ ouverte: false });
    expect((await me(w.owner.headers)).json()).toMatchObject({ ouverte: false });
    const open = await ouverture(w.owner.entreprise.id, { ouverte: true });
    expect(open.json()).toEqual({ ouverte: true });
  });

  it('refuses a body without a yes or no with a French message', async () => {
    for (const payload of [{}, { ouverte: 'oui' }, { ouverte: null }]) {
      const res = await ouverture(w.owner.entreprise.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Indiquez si l’entreprise est ouverte.' });
    }
  });

  it('is the owner’s or an administrator’s only', async () => {
    for (const { who, headers } of strangers(w)) {
      expect((await ouverture(w.owner.entreprise.id, { ouverte: false }, headers)).statusCode, who).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/entreprises/${w.owner.entreprise.id}/ouverture`,
      payload: { ouverte: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(w.owner.headers)).json()).toMatchObject({ ouverte: true });
    expect((await ouverture(w.owner.entreprise.id, { ouverte: true }, w.admin.headers)).statusCode).toBe(200);
    expect((await ouverture(UNKNOWN_ID, { ouverte: true })).statusCode).toBe(404);
    expect([400, 404]).toContain((await ouverture(HUGE_ID, { ouverte: true })).statusCode);
  });
});
