import { z } from 'zod';
import { minutesOf } from '../horaires/abidjan-time.ts';
import { optionalText, safeString } from '../validation.ts';

/** 1 = lundi … 7 = dimanche (ISO weekdays), as the API numbers them. */
export const JOUR_LABELS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export const jourLabel = (jour: number): string => JOUR_LABELS[(jour - 1 + 7) % 7] ?? 'jour';

export const MAX_PLAGES_PAR_JOUR = 4;
export const MAX_FERMETURES = 60;
/** The pauses the dashboard offers; "Jusqu'à demain" is `{ jusquADemain: true }`. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

const HEURE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const HORAIRES_MSG = {
  heureFormat: "L'heure doit être au format HH:MM, par exemple 18:30.",
  heuresEgales: "L'heure de fin doit être différente de l'heure de début.",
  jourInvalide: 'Le jour doit être un nombre de 1 (lundi) à 7 (dimanche).',
  tropDePlages: `Pas plus de ${MAX_PLAGES_PAR_JOUR} plages horaires par jour.`,
  chevauchement: (jour: number) => `Les plages horaires du ${jourLabel(jour)} se chevauchent.`,
  nuitChevauche: (jour: number) =>
    `La plage du ${jourLabel(jour)} qui finit le lendemain chevauche les plages du ${jourLabel((jour % 7) + 1)}.`,
  jourEnDouble: (jour: number) => `Le ${jourLabel(jour)} apparaît deux fois.`,
  dateInvalide: 'La date de fermeture est invalide (aaaa-mm-jj).',
  dateEnDouble: (date: string) => `La date du ${date.split('-').reverse().join('/')} apparaît deux fois.`,
  tropDeFermetures: `Pas plus de ${MAX_FERMETURES} dates de fermeture.`,
  pauseInvalide: "Choisissez une pause de 15, 30 ou 60 minutes, ou jusqu'à demain.",
} as const;

const heure = safeString({ error: HORAIRES_MSG.heureFormat })
  .trim()
  .regex(HEURE_PATTERN, HORAIRES_MSG.heureFormat);

/** A range of one day; `fin` before `debut` means it ends the next day (18:00–02:00). */
export const plageSchema = z
  .object({ debut: heure, fin: heure })
  .refine((p) => p.debut !== p.fin, { message: HORAIRES_MSG.heuresEgales, path: ['fin'] });
export type Plage = z.infer<typeof plageSchema>;

/** A range as minutes from its day's midnight: the end may pass 24 h. */
export function plageSpan(p: Plage): [number, number] {
  const debut = minutesOf(p.debut);
  const fin = minutesOf(p.fin);
  return [debut, fin > debut ? fin : fin + 24 * 60];
}

export const jourHorairesSchema = z
  .object({
    jour: z
      .number({ error: HORAIRES_MSG.jourInvalide })
      .int(HORAIRES_MSG.jourInvalide)
      .min(1, HORAIRES_MSG.jourInvalide)
      .max(7, HORAIRES_MSG.jourInvalide),
    plages: z.array(plageSchema).max(MAX_PLAGES_PAR_JOUR, HORAIRES_MSG.tropDePlages),
  })
  .superRefine((j, ctx) => {
    const spans = j.plages.map(plageSpan).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i += 1) {
      if (spans[i]![0] < spans[i - 1]![1]) {
        ctx.addIssue({ code: 'custom', path: ['plages'], message: HORAIRES_MSG.chevauchement(j.jour) });
        return;
      }
    }
  });
export type JourHoraires = z.infer<typeof jourHorairesSchema>;

const dateSchema = safeString({ error: HORAIRES_MSG.dateInvalide })
  .trim()
  .regex(DATE_PATTERN, HORAIRES_MSG.dateInvalide)
  .refine((d) => {
    const parsed = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
  }, HORAIRES_MSG.dateInvalide);

export const fermetureSchema = z.object({ date: dateSchema, motif: optionalText(80) });
export type Fermeture = z.infer<typeof fermetureSchema>;

/** `PUT /api/entreprises/{id}/horaires`: a day left out has no range (closed that day). */
export const horairesInputSchema = z
  .object({
    jours: z.array(jourHorairesSchema).max(7, HORAIRES_MSG.jourInvalide),
    fermetures: z.array(fermetureSchema).max(MAX_FERMETURES, HORAIRES_MSG.tropDeFermetures).default([]),
  })
  .superRefine((h, ctx) => {
    const jours = new Set<number>();
    for (const [i, j] of h.jours.entries()) {
      if (jours.has(j.jour))
        ctx.addIssue({
          code: 'custom',
          path: ['jours', i, 'jour'],
          message: HORAIRES_MSG.jourEnDouble(j.jour),
        });
      jours.add(j.jour);
    }
    // A range running past midnight must end before the next day's first range starts.
    for (const [i, j] of h.jours.entries()) {
      const tail = Math.max(0, ...j.plages.map((p) => plageSpan(p)[1] - 24 * 60));
      const next = h.jours.find((n) => n.jour === (j.jour % 7) + 1);
      const firstNext = Math.min(24 * 60, ...(next?.plages ?? []).map((p) => plageSpan(p)[0]));
      if (tail > firstNext)
        ctx.addIssue({
          code: 'custom',
          path: ['jours', i, 'plages'],
          message: HORAIRES_MSG.nuitChevauche(j.jour),
        });
    }
    const dates = new Set<string>();
    for (const [i, f] of h.fermetures.entries()) {
      if (dates.has(f.date))
        ctx.addIssue({
          code: 'custom',
          path: ['fermetures', i, 'date'],
          message: HORAIRES_MSG.dateEnDouble(f.date),
        });
      dates.add(f.date);
    }
  });
export type HorairesInput = z.input<typeof horairesInputSchema>;
export type HorairesBody = z.output<typeof horairesInputSchema>;

/** What is stored and answered: the seven days in order, closing dates from today on, by date. */
export const horairesSchema = z.object({
  jours: z.array(
    z.object({ jour: z.number(), plages: z.array(z.object({ debut: z.string(), fin: z.string() })) }),
  ),
  fermetures: z.array(z.object({ date: z.string(), motif: z.string().nullable() })),
});
export type Horaires = z.infer<typeof horairesSchema>;

/** Whether any range is set: without one, the business follows its switch (and closing dates). */
export function hasHoraires(h: Pick<Horaires, 'jours'> | null | undefined): boolean {
  return !!h && h.jours.some((j) => j.plages.length > 0);
}

/** `POST /api/entreprises/{id}/pause`: `{ minutes: 15 | 30 | 60 }` or `{ jusquADemain: true }`. */
export const pauseInputSchema = z
  .object({
    minutes: z.number({ error: HORAIRES_MSG.pauseInvalide }).optional(),
    jusquADemain: z.boolean({ error: HORAIRES_MSG.pauseInvalide }).optional(),
  })
  .refine(
    (p) =>
      p.jusquADemain === true
        ? p.minutes === undefined
        : p.minutes !== undefined && (PAUSE_MINUTES as readonly number[]).includes(p.minutes),
    HORAIRES_MSG.pauseInvalide,
  );
export type PauseInput = z.infer<typeof pauseInputSchema>;

/** What every read of a business says of its opening, computed at the moment of the read. */
export const prochainChangementSchema = z
  .object({ type: z.enum(['ouvre', 'ferme', 'pause']), at: z.string() })
  .nullable();
export type ProchainChangement = z.infer<typeof prochainChangementSchema>;

export const ouvertureMaintenantFields = {
  ouverteMaintenant: z.boolean(),
  prochainChangement: prochainChangementSchema,
};

/** The owner's view: the switch, the pause, and what clients see now. */
export const etatOuvertureSchema = z.object({
  ouverte: z.boolean(),
  pauseFinAt: z.string().nullable(),
  ...ouvertureMaintenantFields,
});
export type EtatOuverture = z.infer<typeof etatOuvertureSchema>;
