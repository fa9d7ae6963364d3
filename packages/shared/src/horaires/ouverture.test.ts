import { describe, expect, it } from 'vitest';
import { horairesInputSchema, HORAIRES_MSG, type Horaires } from '../schemas/horaires.ts';
import { ouvertureAt, pauseUntilTomorrow } from './ouverture.ts';
import { badgeOuverture, phraseOuverture, refusOuverture } from './phrases.ts';

// 2026-11-23 is a Monday; Abidjan's clock is UTC's, so 'Z' times are the local ones.
const at = (s: string) => new Date(`2026-11-${s}Z`);
const midi = (jour: number) => ({
  jour,
  plages: [
    { debut: '11:00', fin: '14:30' },
    { debut: '18:00', fin: '23:00' },
  ],
});
const week: Horaires = {
  jours: [1, 2, 3, 4, 5].map(midi).concat([
    { jour: 6, plages: [{ debut: '18:00', fin: '02:00' }] },
    { jour: 7, plages: [] },
  ]),
  fermetures: [],
};
const open = (horaires: Horaires | null, now: Date, extra: { pauseFinAt?: Date; ouverte?: boolean } = {}) => {
  const o = ouvertureAt(
    { horaires, pauseFinAt: extra.pauseFinAt ?? null, ouverte: extra.ouverte ?? true },
    now,
  );
  return {
    ...o,
    phrase: phraseOuverture(o, now),
    badge: badgeOuverture(o, now).texte,
    refus: refusOuverture(o, now),
  };
};

describe('ouvertureAt and its sentences', () => {
  it('opens and closes with the ranges of the day', () => {
    expect(open(week, at('23T10:59:00'))).toMatchObject({
      ouverteMaintenant: false,
      phrase: 'Ouvre à 11 h',
      badge: 'Fermé · Ouvre à 11 h',
    });
    expect(open(week, at('23T11:00:00'))).toMatchObject({
      ouverteMaintenant: true,
      phrase: 'Ferme à 14 h 30',
      badge: 'Ouvert · Ferme à 14 h 30',
    });
    expect(open(week, at('23T14:30:00'))).toMatchObject({
      ouverteMaintenant: false,
      phrase: 'Ouvre à 18 h',
      refus: 'Ce commerce est fermé. Ouvre à 18 h.',
    });
    expect(open(week, at('23T22:00:00'))).toMatchObject({ ouverteMaintenant: true, phrase: 'Ferme à 23 h' });
    expect(open(week, at('23T23:30:00'))).toMatchObject({
      ouverteMaintenant: false,
      phrase: 'Ouvre demain à 11 h',
    });
  });

  it('keeps a range that crosses midnight open into the next day', () => {
    // Saturday 28th, 18:00–02:00; Sunday has no range.
    expect(open(week, at('28T23:59:00'))).toMatchObject({
      ouverteMaintenant: true,
      phrase: 'Ferme à 2 h',
    });
    expect(open(week, at('29T01:30:00'))).toMatchObject({ ouverteMaintenant: true, phrase: 'Ferme à 2 h' });
    expect(open(week, at('29T02:00:00'))).toMatchObject({
      ouverteMaintenant: false,
      phrase: 'Ouvre demain à 11 h',
    });
    // Friday night, after 23:00: next is Saturday 18:00.
    expect(open(week, at('27T23:10:00')).phrase).toBe('Ouvre demain à 18 h');
    expect(open(week, at('28T03:00:00')).prochainChangement).toEqual({
      type: 'ouvre',
      at: '2026-11-28T18:00:00.000Z',
    });
  });

  it('merges a night range with the next morning’s and names a later weekday', () => {
    const h: Horaires = {
      jours: [
        { jour: 1, plages: [{ debut: '20:00', fin: '00:00' }] },
        { jour: 2, plages: [{ debut: '00:00', fin: '01:00' }] },
      ],
      fermetures: [],
    };
    expect(open(h, at('23T21:00:00')).prochainChangement).toEqual({
      type: 'ferme',
      at: '2026-11-24T01:00:00.000Z',
    });
    expect(open(h, at('24T02:00:00')).phrase).toBe('Ouvre lundi à 20 h');
  });

  it('is closed all day on a closing date, and reopens after it', () => {
    const h: Horaires = { ...week, fermetures: [{ date: '2026-11-24', motif: 'Inventaire' }] };
    expect(open(h, at('24T12:00:00'))).toMatchObject({
      ouverteMaintenant: false,
      phrase: 'Ouvre demain à 11 h',
    });
    expect(open(h, at('23T23:30:00')).phrase).toBe('Ouvre mercredi à 11 h');
    // The night range of the day before still ends as planned.
    const sat: Horaires = { ...week, fermetures: [{ date: '2026-11-29', motif: null }] };
    expect(open(sat, at('29T01:00:00')).ouverteMaintenant).toBe(true);
  });

  it('without hours follows the switch, and closing dates', () => {
    expect(open(null, at('23T03:00:00'))).toMatchObject({
      ouverteMaintenant: true,
      prochainChangement: null,
      badge: 'Ouvert',
    });
    expect(open(null, at('23T03:00:00'), { ouverte: false })).toMatchObject({
      ouverteMaintenant: false,
      badge: 'Fermé',
      refus: null,
    });
    const closedToday: Horaires = { jours: [], fermetures: [{ date: '2026-11-23', motif: null }] };
    expect(open(closedToday, at('23T09:00:00'))).toMatchObject({
      ouverteMaintenant: false,
      phrase: "Fermée aujourd'hui",
      refus: "Ce commerce est fermé aujourd'hui.",
    });
    expect(open(closedToday, at('22T20:00:00')).phrase).toBe('Ferme à minuit');
  });

  it('pauses until the given time, then opens again by itself', () => {
    const pauseFinAt = at('23T13:15:00');
    expect(open(week, at('23T12:45:00'), { pauseFinAt })).toMatchObject({
      ouverteMaintenant: false,
      phrase: "En pause jusqu'à 13 h 15",
      badge: "En pause jusqu'à 13 h 15",
      refus: "Ce commerce est en pause jusqu'à 13 h 15.",
    });
    expect(open(week, at('23T13:15:00'), { pauseFinAt }).ouverteMaintenant).toBe(true);
    // A pause past the range's end: back at the next opening.
    expect(open(week, at('23T14:00:00'), { pauseFinAt: at('23T15:00:00') }).phrase).toBe(
      "En pause jusqu'à 18 h",
    );
    // A pause past the next opening moves it.
    expect(open(week, at('23T17:30:00'), { pauseFinAt: at('23T18:30:00') }).phrase).toBe('Ouvre à 18 h 30');
    expect(open(null, at('23T12:00:00'), { pauseFinAt: at('23T12:30:00') }).phrase).toBe(
      "En pause jusqu'à 12 h 30",
    );
    // A short pause over midnight is said by its hour alone.
    expect(open(null, at('23T23:50:00'), { pauseFinAt: at('24T00:05:00') }).phrase).toBe(
      "En pause jusqu'à 0 h 05",
    );
  });

  it('"Jusqu’à demain" ends at the first opening of a later day', () => {
    expect(pauseUntilTomorrow(week, at('23T12:00:00')).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    // Saturday night's range runs past midnight: Sunday has none, Monday opens at 11:00.
    expect(pauseUntilTomorrow(week, at('28T20:00:00')).toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(pauseUntilTomorrow(null, at('23T12:00:00')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
    const o = open(week, at('23T12:00:00'), { pauseFinAt: at('24T11:00:00') });
    expect(o.phrase).toBe("En pause jusqu'à demain 11 h");
  });
});

describe('horairesInputSchema', () => {
  const issues = (v: unknown) => {
    const r = horairesInputSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('accepts ranges that cross midnight and touch each other', () => {
    expect(
      issues({
        jours: [
          {
            jour: 1,
            plages: [
              { debut: '11:00', fin: '14:30' },
              { debut: '14:30', fin: '02:00' },
            ],
          },
        ],
        fermetures: [],
      }),
    ).toEqual([]);
  });
  it('refuses bad input with French messages', () => {
    expect(
      issues({ jours: [{ jour: 1, plages: [{ debut: '9:00', fin: '14:00' }] }], fermetures: [] }),
    ).toEqual([HORAIRES_MSG.heureFormat]);
    expect(
      issues({ jours: [{ jour: 1, plages: [{ debut: '24:00', fin: '14:00' }] }], fermetures: [] }),
    ).toEqual([HORAIRES_MSG.heureFormat]);
    expect(
      issues({ jours: [{ jour: 1, plages: [{ debut: '14:00', fin: '14:00' }] }], fermetures: [] }),
    ).toEqual([HORAIRES_MSG.heuresEgales]);
    expect(
      issues({
        jours: [
          {
            jour: 2,
            plages: [
              { debut: '18:00', fin: '02:00' },
              { debut: '20:00', fin: '21:00' },
            ],
          },
        ],
        fermetures: [],
      }),
    ).toEqual(['Les plages horaires du mardi se chevauchent.']);
    expect(
      issues({
        jours: [
          { jour: 3, plages: [] },
          { jour: 3, plages: [] },
        ],
        fermetures: [],
      }),
    ).toEqual(['Le mercredi apparaît deux fois.']);
    expect(
      issues({
        jours: [
          { jour: 7, plages: [{ debut: '23:30', fin: '12:00' }] },
          { jour: 1, plages: [{ debut: '11:00', fin: '14:00' }] },
        ],
        fermetures: [],
      }),
    ).toEqual(['La plage du dimanche qui finit le lendemain chevauche les plages du lundi.']);
    expect(issues({ jours: [{ jour: 8, plages: [] }], fermetures: [] })).toEqual([HORAIRES_MSG.jourInvalide]);
    const five = Array.from({ length: 5 }, (_, i) => ({ debut: `0${i}:00`, fin: `0${i}:30` }));
    expect(issues({ jours: [{ jour: 1, plages: five }], fermetures: [] })).toEqual([
      HORAIRES_MSG.tropDePlages,
    ]);
    expect(issues({ jours: [], fermetures: [{ date: '2026-02-30' }] })).toEqual([HORAIRES_MSG.dateInvalide]);
    expect(issues({ jours: [], fermetures: [{ date: '2026-12-24' }, { date: '2026-12-24' }] })).toEqual([
      'La date du 24/12/2026 apparaît deux fois.',
    ]);
    const many = Array.from({ length: 61 }, (_, i) => ({
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    }));
    expect(issues({ jours: [], fermetures: many })).toEqual([HORAIRES_MSG.tropDeFermetures]);
  });
});
