import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HORAIRES_MSG } from '@comoe/shared/schemas/horaires';
import { expectRefusal, type TestApp } from './helpers/app.ts';
import { strangers, UNKNOWN_ID, type World } from './helpers/business.ts';
import { hours, hoursWorld, horaires, pause, resume, seen, setNow, WEEK } from './helpers/business-hours.ts';

// Issue 21 §2: opening hours, closing dates and timed pauses; what clients see and may order.
// The app's clock is moved by the tests; Abidjan is UTC+0, so 'Z' times are the local ones.
// 2026-11-23 is a Monday. Lists are cached for a minute: they must still never show a stale state.
// Opening hours and closing dates themselves: business-hours.test.ts.
let t: TestApp;
let w: World;
hoursWorld();
beforeAll(() => ({ t, w } = hours));

// The week's hours, as the hours tests leave them before the pauses.
beforeAll(async () => {
  expect((await horaires(WEEK)).statusCode).toBe(200);
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
