import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientOrder, BusinessOrder } from '@comoe/shared/schemas/commandes';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import {
  DECISION_MSG,
  DELAI_PREPARATION_HABITUEL_DEFAUT,
  type AcceptOrderAnswer,
} from '@comoe/shared/schemas/order-decisions';
import { preteVersLabel } from '@comoe/shared/commandes/prete-vers';
import { appWith, store, type TestApp } from './helpers/app.ts';
import { marketWithRival } from './helpers/business.ts';
import { createCategorieEntreprise, TEST_FACADE } from './helpers/factories.ts';
import { placeOrder } from './helpers/marketplace.ts';

// Issue 32 §1: the spec documents `PUT …/accepter` without a body. A client written from the spec
// must keep working: without a time, the business's usual one (a setting, 20 min to begin with)
// is taken, and everyone reads the time that was used.

let t: TestApp;
let m: Awaited<ReturnType<typeof marketWithRival>>;
let categorieId: number;

beforeAll(async () => {
  ({ t, w: m } = await appWith(marketWithRival));
  categorieId = (await createCategorieEntreprise(t.database.db, 'Maquis')).id;
});
afterAll(() => t.close());

const accept = (orderId: string, payload?: unknown, headers = m.owner.headers, id = m.entreprise.id) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${id}/orders/${orderId}/accepter`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const get = async <T>(url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};

/** The settings form, filled: `PUT /api/entreprises/{id}` as the web app sends it. */
const saveSettings = (overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/entreprises/${m.entreprise.id}`,
    headers: m.owner.headers,
    payload: {
      nom: 'Maquis de test',
      description: 'Le maquis familial du Quartier France.',
      adresse: 'Quartier France, Bassam',
      telephone: '0102030405',
      type: 'RESTAURANT',
      villeId: m.ville.id,
      categorieId,
      photoFacadeUrl: TEST_FACADE,
      ...overrides,
    },
  });

const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

describe(`the business's usual preparation time (${store})`, () => {
  it('is 20 minutes to begin with, and the owner reads it with the business', async () => {
    const me = await get<OwnEntreprise>('/api/entreprises/me', m.owner.headers);
    expect(me.delaiPreparationHabituelMin).toBe(DELAI_PREPARATION_HABITUEL_DEFAUT);
    expect(DELAI_PREPARATION_HABITUEL_DEFAUT).toBe(20);
  });

  it('an accept without a body takes it: 200, and the answer, the client and the business all say 20 min', async () => {
    const order = await placeOrder(t.app, m);
    const res = await accept(order.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json<AcceptOrderAnswer>();
    expect(answer).toMatchObject({ statut: 'EN_ATTENTE_LIVREUR', delaiPreparationMin: 20 });
    expect(minutesFromNow(answer.preteVers)).toBeGreaterThan(19);
    expect(minutesFromNow(answer.preteVers)).toBeLessThanOrEqual(20);

    const client = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(client).toMatchObject({ delaiPreparationMin: 20, preteVers: answer.preteVers });
    const detail = await get<BusinessOrder>(
      `/api/entreprises/${m.entreprise.id}/orders/${order.id}`,
      m.owner.headers,
    );
    expect(detail).toMatchObject({ delaiPreparationMin: 20, preteVers: answer.preteVers });
    const notice = await t.database.db
      .selectFrom('notifications')
      .select('corps')
      .where('utilisateurId', '=', m.client.id)
      .where('commandeId', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notice.corps).toBe(DECISION_MSG.acceptedClient(preteVersLabel(answer.preteVers)));
  });

  it('an empty JSON object takes it too; a time sent wins over it', async () => {
    const empty = await placeOrder(t.app, m);
    expect((await accept(empty.id, {})).json<AcceptOrderAnswer>().delaiPreparationMin).toBe(20);
    const sent = await placeOrder(t.app, m);
    expect((await accept(sent.id, { delaiPreparationMin: 45 })).json<AcceptOrderAnswer>()).toMatchObject({
      delaiPreparationMin: 45,
    });
  });

  it('the owner changes it in the settings; the next accept without a time takes the new one', async () => {
    const saved = await saveSettings({ delaiPreparationHabituelMin: 35 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OwnEntreprise>().delaiPreparationHabituelMin).toBe(35);
    expect(
      (await get<OwnEntreprise>('/api/entreprises/me', m.owner.headers)).delaiPreparationHabituelMin,
    ).toBe(35);

    const order = await placeOrder(t.app, m);
    expect((await accept(order.id)).json<AcceptOrderAnswer>().delaiPreparationMin).toBe(35);
    const client = await get<ClientOrder>(`/api/commandes/${order.id}`, m.client.headers);
    expect(client.delaiPreparationMin).toBe(35);
  });

  it('settings saved without it, as the spec writes the body, keep it', async () => {
    await saveSettings({ delaiPreparationHabituelMin: 25 });
    const res = await saveSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json<OwnEntreprise>().delaiPreparationHabituelMin).toBe(25);
    const blank = await saveSettings({ delaiPreparationHabituelMin: '' });
    expect(blank.json<OwnEntreprise>().delaiPreparationHabituelMin).toBe(25);
    // The form's text is read as the number it holds.
    const typed = await saveSettings({ delaiPreparationHabituelMin: '40' });
    expect(typed.json<OwnEntreprise>().delaiPreparationHabituelMin).toBe(40);
  });

  it.each([0, 181, 12.5, -5, 'vingt', null, true])(
    'refuses %j as the usual time with the French message, and keeps the one saved',
    async (value) => {
      const before = (await get<OwnEntreprise>('/api/entreprises/me', m.owner.headers))
        .delaiPreparationHabituelMin;
      const res = await saveSettings({ delaiPreparationHabituelMin: value });
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
        status: 400,
        body: { message: DECISION_MSG.delaiInvalid },
      });
      expect(
        (await get<OwnEntreprise>('/api/entreprises/me', m.owner.headers)).delaiPreparationHabituelMin,
      ).toBe(before);
    },
  );

  it('another business, or a client, still cannot accept without a body', async () => {
    const order = await placeOrder(t.app, m);
    expect((await accept(order.id, undefined, m.rival.headers)).statusCode).toBe(403);
    expect((await accept(order.id, undefined, m.rival.headers, m.rival.id)).statusCode).toBe(404);
    expect((await accept(order.id, undefined, m.client.headers)).statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom('commandes')
      .select(['statut', 'delaiPreparationMin'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ statut: 'EN_ATTENTE_ENTREPRISE', delaiPreparationMin: null });
  });
});
