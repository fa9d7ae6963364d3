import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HORAIRES_MSG } from '@comoe/shared/schemas/horaires';
import { MSG } from '@comoe/shared/messages';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { HUGE_ID, strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { hours, hoursWorld, horaires, id, seen, setNow, WEEK } from './helpers/business-hours.ts';

// Issue 21 §2: opening hours, closing dates and timed pauses; what clients see and may order.
// The app's clock is moved by the tests; Abidjan is UTC+0, so 'Z' times are the local ones.
// 2026-11-23 is a Monday. Lists are cached for a minute: they must still never show a stale state.
// Timed pauses: business-pause.test.ts.
let t: TestApp;
let w: World;
hoursWorld();
beforeAll(() => ({ t, w } = hours));

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
