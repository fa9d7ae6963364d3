import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HORAIRES_MSG } from '@comoe/shared/schemas/horaires';
import { MSG } from '@comoe/shared/messages';
import { appWith, expectRefusal, type Headers, type TestApp } from './helpers/app.ts';
import { businessWorld, HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { createProduit } from './helpers/factories.ts';

// Issue 21 §2: opening hours, closing dates and timed pauses; what clients see and may order.
// The app's clock is moved by the tests; Abidjan is UTC+0, so 'Z' times are the local ones.
// 2026-11-23 is a Monday. Lists are cached for a minute: they must still never show a stale state.
let t: TestApp;
let w: World;
let now = Date.parse('2026-11-23T10:00:00Z');
const setNow = (iso: string) => (now = Date.parse(iso));
let produitId: number;

beforeAll(async () => {
  ({ t, w } = await appWith(businessWorld, { menuCacheMs: 60_000 }, { clock: () => now }));
  produitId = (await createProduit(t.database.db, w.owner.entreprise.id, { nom: 'Garba', prix: 1000 })).id;
});
afterAll(() => t.close());

const id = () => w.owner.entreprise.id;
const horaires = (
  payload?: unknown,
  headers: Headers = w.owner.headers,
  entrepriseId: number | string = id(),
) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'PUT',
    url: `/api/entreprises/${entrepriseId}/horaires`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const pause = (payload: unknown, headers: Headers = w.owner.headers, entrepriseId: number | string = id()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/entreprises/${entrepriseId}/pause`,
    headers,
    payload: payload as object,
  });
const resume = (headers: Headers = w.owner.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/entreprises/${id()}/pause`, headers });

const WEEK = {
  jours: [1, 2, 3, 4, 5]
    .map((jour) => ({
      jour,
      plages: [
        { debut: '18:00', fin: '23:00' },
        { debut: '11:00', fin: '14:30' },
      ],
    }))
    .concat([{ jour: 6, plages: [{ debut: '18:00', fin: '02:00' }] }]),
  fermetures: [{ date: '2026-11-25', motif: 'Inventaire' }],
};

/** What a client sees of the owner's business: the city list, its page, a search, a quote, an order. */
async function seen() {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: w.client.headers });
  const list = (await get(`/api/entreprises/ville/${encodeURIComponent(w.ville.nom)}`)).json<
    Array<{ id: number; ouverteMaintenant: boolean; prochainChangement: unknown }>
  >();
  const inList = list.find((e) => e.id === id());
  const page = (await get(`/api/entreprises/${id()}`)).json<{
    ouverteMaintenant: boolean;
    prochainChangement: unknown;
  }>();
  const search = (await get(`/api/villes/${encodeURIComponent(w.ville.nom)}/recherche?q=garba`)).json<{
    entreprises: Array<{ id: number; ouverteMaintenant: boolean; prochainChangement: unknown }>;
  }>();
  const devis = await get(`/api/commandes/devis?entrepriseId=${id()}`);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/commandes',
    headers: w.client.headers,
    payload: {
      entrepriseId: id(),
      items: [{ produitId, quantite: 1 }],
      typePaiement: 'ESPECES',
      adresseLivraison: 'Quartier France, maison jaune',
      latitude: 5.2,
      longitude: -3.74,
      infoSupplementaire: null,
    },
  });
  const state = {
    ouverteMaintenant: inList?.ouverteMaintenant,
    prochainChangement: inList?.prochainChangement,
  };
  // The page and the search say the same as the list.
  expect({ ouverteMaintenant: page.ouverteMaintenant, prochainChangement: page.prochainChangement }).toEqual(
    state,
  );
  // The search leaves out a business its owner switched off; it finds one closed by its hours.
  const found = search.entreprises.find((e) => e.id === id());
  if (found)
    expect({
      ouverteMaintenant: found.ouverteMaintenant,
      prochainChangement: found.prochainChangement,
    }).toEqual(state);
  return {
    ...state,
    inSearch: !!found,
    devis: devis.statusCode,
    order: order.statusCode,
    message: order.statusCode === 201 ? undefined : order.json<{ message: string }>().message,
    devisMessage: devis.statusCode === 200 ? undefined : devis.json<{ message: string }>().message,
  };
}

describe('GET/PUT /api/entreprises/:id/horaires', () => {
  beforeEach(() => setNow('2026-11-23T10:00:00Z'));

  it('answers seven empty days before any hours are set, and the business follows its switch', async () => {
    const res = await horaires();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      jours: [1, 2, 3, 4, 5, 6, 7].map((jour) => ({ jour, plages: [] })),
      fermetures: [],
    });
    expect(await seen()).toMatchObject({
      ouverteMaintenant: true,
      prochainChangement: null,
      devis: 200,
      order: 201,
    });
  });

  it('saves the week sorted, and drops closing dates already past', async () => {
    const res = await horaires({ ...WEEK, fermetures: [...WEEK.fermetures, { date: '2026-11-01' }] });
    expect(res.statusCode).toBe(200);
    const saved = res.json<{ jours: Array<{ jour: number; plages: unknown[] }>; fermetures: unknown[] }>();
    expect(saved.jours).toHaveLength(7);
    expect(saved.jours[0]).toEqual({
      jour: 1,
      plages: [
        { debut: '11:00', fin: '14:30' },
        { debut: '18:00', fin: '23:00' },
      ],
    });
    expect(saved.jours[6]).toEqual({ jour: 7, plages: [] });
    expect(saved.fermetures).toEqual([{ date: '2026-11-25', motif: 'Inventaire' }]);
    expect((await horaires()).json()).toEqual(saved);
    // Days go by: the closing date drops out once past.
    setNow('2026-11-26T08:00:00Z');
    expect((await horaires()).json<{ fermetures: unknown[] }>().fermetures).toEqual([]);
  });

  it('refuses bad hours with a French message and keeps the saved ones', async () => {
    await horaires(WEEK);
    const bad: Array<[unknown, string]> = [
      [{ jours: [{ jour: 1, plages: [{ debut: '9h', fin: '14:00' }] }] }, HORAIRES_MSG.heureFormat],
      [{ jours: [{ jour: 1, plages: [{ debut: '14:00', fin: '14:00' }] }] }, HORAIRES_MSG.heuresEgales],
      [
        {
          jours: [
            {
              jour: 2,
              plages: [
                { debut: '11:00', fin: '15:00' },
                { debut: '14:00', fin: '16:00' },
              ],
            },
          ],
        },
        'Les plages horaires du mardi se chevauchent.',
      ],
      [
        {
          jours: [
            { jour: 4, plages: [] },
            { jour: 4, plages: [] },
          ],
        },
        'Le jeudi apparaît deux fois.',
      ],
      [{ jours: [{ jour: 0, plages: [] }] }, HORAIRES_MSG.jourInvalide],
      [
        {
          jours: [
            {
              jour: 1,
              plages: ['06', '08', '10', '12', '14'].map((h) => ({ debut: `${h}:00`, fin: `${h}:30` })),
            },
          ],
        },
        HORAIRES_MSG.tropDePlages,
      ],
      [{ jours: [], fermetures: [{ date: '25/12/2026' }] }, HORAIRES_MSG.dateInvalide],
      [
        {
          jours: [],
          fermetures: Array.from({ length: 61 }, (_, i) => ({
            date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
          })),
        },
        HORAIRES_MSG.tropDeFermetures,
      ],
    ];
    for (const [payload, message] of bad) expectRefusal(await horaires(payload), 400, message);
    expect((await horaires()).json<{ jours: Array<{ plages: unknown[] }> }>().jours[0]?.plages).toHaveLength(
      2,
    );
  });

  it('is the owner’s or an administrator’s only', async () => {
    for (const { who, headers } of strangers(w)) {
      expect((await horaires(undefined, headers)).statusCode, who).toBe(403);
      expect((await horaires(WEEK, headers)).statusCode, who).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/entreprises/${id()}/horaires` })).statusCode).toBe(
      401,
    );
    expect((await horaires(WEEK, w.admin.headers)).statusCode).toBe(200);
    expect((await horaires(undefined, w.owner.headers, UNKNOWN_ID)).statusCode).toBe(404);
    expect([400, 404]).toContain((await horaires(undefined, w.owner.headers, HUGE_ID)).statusCode);
    // The rival's hours are not the owner's to set.
    expect((await horaires(WEEK, w.owner.headers, w.rival.entreprise.id)).statusCode).toBe(403);
  });
});

describe('open or closed, as clients see it at each read', () => {
  beforeAll(async () => {
    expect((await horaires(WEEK)).statusCode).toBe(200);
  });

  it('opens and closes with the day’s ranges, the cached list included', async () => {
    setNow('2026-11-23T10:30:00Z');
    expect(await seen()).toEqual({
      ouverteMaintenant: false,
      prochainChangement: { type: 'ouvre', at: '2026-11-23T11:00:00.000Z' },
      inSearch: true,
      devis: 409,
      devisMessage: 'Ce commerce est fermé. Ouvre à 11 h.',
      order: 409,
      message: 'Ce commerce est fermé. Ouvre à 11 h.',
    });
    // Thirty minutes later, within the list's cache time: the range has started.
    setNow('2026-11-23T11:00:00Z');
    expect(await seen()).toMatchObject({
      ouverteMaintenant: true,
      prochainChangement: { type: 'ferme', at: '2026-11-23T14:30:00.000Z' },
      devis: 200,
      order: 201,
    });
    setNow('2026-11-23T15:00:00Z');
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      message: 'Ce commerce est fermé. Ouvre à 18 h.',
    });
    setNow('2026-11-23T23:15:00Z');
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      message: 'Ce commerce est fermé. Ouvre demain à 11 h.',
    });
  });

  it('is closed all day on a closing date', async () => {
    setNow('2026-11-25T12:00:00Z');
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      prochainChangement: { type: 'ouvre', at: '2026-11-26T11:00:00.000Z' },
      message: 'Ce commerce est fermé. Ouvre demain à 11 h.',
    });
    setNow('2026-11-24T23:30:00Z');
    expect((await seen()).message).toBe('Ce commerce est fermé. Ouvre jeudi à 11 h.');
  });

  it('keeps a range that crosses midnight open until it ends the next day', async () => {
    setNow('2026-11-28T23:30:00Z');
    expect(await seen()).toMatchObject({
      ouverteMaintenant: true,
      prochainChangement: { type: 'ferme', at: '2026-11-29T02:00:00.000Z' },
      order: 201,
    });
    setNow('2026-11-29T01:59:00Z');
    expect(await seen()).toMatchObject({ ouverteMaintenant: true, order: 201 });
    setNow('2026-11-29T02:00:00Z');
    // Sunday has no range: Monday 11:00.
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      prochainChangement: { type: 'ouvre', at: '2026-11-30T11:00:00.000Z' },
      message: 'Ce commerce est fermé. Ouvre demain à 11 h.',
    });
  });

  it('the switch still closes it whatever the hours', async () => {
    setNow('2026-11-23T12:00:00Z');
    const put = (ouverte: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/entreprises/${id()}/ouverture`,
        headers: w.owner.headers,
        payload: { ouverte },
      });
    await put(false);
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      prochainChangement: null,
      inSearch: false,
      message: MSG.entrepriseClosed,
    });
    await put(true);
    expect((await seen()).ouverteMaintenant).toBe(true);
  });
});

describe('POST/DELETE /api/entreprises/:id/pause', () => {
  beforeEach(async () => {
    setNow('2026-11-23T13:00:00Z');
    await resume();
  });

  it('pauses for 15 minutes, refuses orders meanwhile, and reopens by itself', async () => {
    const res = await pause({ minutes: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ouverte: true,
      pauseFinAt: '2026-11-23T13:15:00.000Z',
      ouverteMaintenant: false,
      prochainChangement: { type: 'pause', at: '2026-11-23T13:15:00.000Z' },
    });
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      prochainChangement: { type: 'pause', at: '2026-11-23T13:15:00.000Z' },
      devis: 409,
      devisMessage: "Ce commerce est en pause jusqu'à 13 h 15.",
      order: 409,
      message: "Ce commerce est en pause jusqu'à 13 h 15.",
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers: w.owner.headers });
    expect(me.json()).toMatchObject({
      pauseFinAt: '2026-11-23T13:15:00.000Z',
      ouverteMaintenant: false,
      ouverte: true,
    });
    // No sweeper: the next read, within the list's cache time, finds the pause over.
    setNow('2026-11-23T13:15:00Z');
    expect(await seen()).toMatchObject({ ouverteMaintenant: true, order: 201 });
    const after = await t.app.inject({ method: 'GET', url: '/api/entreprises/me', headers: w.owner.headers });
    expect(after.json()).toMatchObject({ pauseFinAt: null, ouverteMaintenant: true });
  });

  it('ends early with "Reprendre"', async () => {
    await pause({ minutes: 60 });
    expect((await seen()).ouverteMaintenant).toBe(false);
    const res = await resume();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pauseFinAt: null, ouverteMaintenant: true });
    expect(await seen()).toMatchObject({ ouverteMaintenant: true, order: 201 });
  });

  it('a pause past the range’s end reopens at the next range', async () => {
    setNow('2026-11-23T14:00:00Z');
    await pause({ minutes: 60 });
    expect((await seen()).message).toBe("Ce commerce est en pause jusqu'à 18 h.");
  });

  it('"Jusqu’à demain" lasts until the first opening of tomorrow', async () => {
    const res = await pause({ jusquADemain: true });
    expect(res.json()).toMatchObject({ pauseFinAt: '2026-11-24T11:00:00.000Z' });
    setNow('2026-11-23T19:00:00Z');
    expect(await seen()).toMatchObject({
      ouverteMaintenant: false,
      message: "Ce commerce est en pause jusqu'à demain 11 h.",
    });
    setNow('2026-11-24T11:00:00Z');
    expect((await seen()).ouverteMaintenant).toBe(true);
  });

  it('refuses other durations with a French message', async () => {
    for (const payload of [
      {},
      { minutes: 20 },
      { minutes: '15' },
      { jusquADemain: false },
      { minutes: 15, jusquADemain: true },
    ]) {
      expectRefusal(await pause(payload), 400, HORAIRES_MSG.pauseInvalide);
    }
  });

  it('is the owner’s or an administrator’s only', async () => {
    for (const { who, headers } of strangers(w)) {
      expect((await pause({ minutes: 15 }, headers)).statusCode, who).toBe(403);
      expect((await resume(headers)).statusCode, who).toBe(403);
    }
    expect((await seen()).ouverteMaintenant).toBe(true);
    expect((await pause({ minutes: 15 }, w.owner.headers, w.rival.entreprise.id)).statusCode).toBe(403);
    expect((await pause({ minutes: 15 }, w.owner.headers, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await pause({ minutes: 15 }, w.admin.headers)).statusCode).toBe(200);
  });
});
