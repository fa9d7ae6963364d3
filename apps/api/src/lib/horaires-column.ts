import { ouvertureAt, type Ouverture } from '@comoe/shared/horaires/ouverture';
import { localDate } from '@comoe/shared/horaires/abidjan-time';
import { horairesSchema, type Horaires } from '@comoe/shared/schemas/horaires';

/**
 * The `entreprises.horaires` JSON column (migration 012) read back. Written only by the hours
 * service after validation; a value that no longer parses counts as "no hours" rather than
 * failing every list the business is on.
 */
export function readHoraires(json: string | null): Horaires | null {
  if (!json) return null;
  try {
    const parsed = horairesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored form: seven days in order, closing dates from today on (Abidjan), by date. */
export function normalizeHoraires(
  input: {
    jours: { jour: number; plages: { debut: string; fin: string }[] }[];
    fermetures: { date: string; motif?: string | null }[];
  },
  now: number,
): Horaires {
  const today = localDate(now);
  return {
    jours: [1, 2, 3, 4, 5, 6, 7].map((jour) => ({
      jour,
      plages: [...(input.jours.find((j) => j.jour === jour)?.plages ?? [])]
        .map(({ debut, fin }) => ({ debut, fin }))
        .sort((a, b) => a.debut.localeCompare(b.debut)),
    })),
    fermetures: input.fermetures
      .filter((f) => f.date >= today)
      .map((f) => ({ date: f.date, motif: f.motif ?? null }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** What a row of `entreprises` says of its opening at `now`: the columns the computation needs. */
export function ouvertureOfRow(
  row: { horaires: string | null; pauseFinAt: Date | null; ouverte: boolean },
  now: number,
): Ouverture {
  return ouvertureAt(
    { horaires: readHoraires(row.horaires), pauseFinAt: row.pauseFinAt, ouverte: row.ouverte },
    now,
  );
}
