import { localDate } from '@comoe/shared/horaires/abidjan-time';
import {
  horairesInputSchema,
  MAX_FERMETURES,
  type Horaires,
  type HorairesInput,
  type Plage,
} from '@comoe/shared/schemas/horaires';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ErrorState } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useHoraires, useSaveHoraires } from '../../api/horaires';
import { useUnsavedChanges } from '../../unsaved-changes';
import { ClosingCalendar } from './closing-calendar';
import { DayRanges } from './day-ranges';

type Draft = { jours: Plage[][]; fermetures: Array<{ date: string; motif: string }> };

const toDraft = (h: Horaires): Draft => ({
  jours: [1, 2, 3, 4, 5, 6, 7].map((jour) => h.jours.find((j) => j.jour === jour)?.plages ?? []),
  fermetures: h.fermetures.map((f) => ({ date: f.date, motif: f.motif ?? '' })),
});

const toInput = (d: Draft): HorairesInput => ({
  jours: d.jours.map((plages, i) => ({ jour: i + 1, plages })),
  fermetures: d.fermetures.map((f) => ({ date: f.date, motif: f.motif.trim() || null })),
});

/** The calendar's days are the phone's local midnights; the API's dates are plain YYYY-MM-DD. */
const dayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const dateOf = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const longDate = (date: string) =>
  dayOf(date).toLocaleDateString('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** 'Horaires d'ouverture': the week's ranges and the closing dates, saved apart from the profile. */
export function HorairesEditor({ entrepriseId }: { entrepriseId: number }) {
  const horaires = useHoraires(entrepriseId);
  if (horaires.isPending) return <Skeleton className="h-96 w-full rounded-xl" aria-busy="true" />;
  if (horaires.isError)
    return (
      <ErrorState message="Impossible de charger les horaires." onRetry={() => void horaires.refetch()} />
    );
  // A save answers the stored week: the editor starts again from it.
  return <Editor key={JSON.stringify(horaires.data)} entrepriseId={entrepriseId} saved={horaires.data} />;
}

function Editor({ entrepriseId, saved }: { entrepriseId: number; saved: Horaires }) {
  const initial = useMemo(() => toDraft(saved), [saved]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const save = useSaveHoraires(entrepriseId);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedChanges('horaires', dirty);
  const [today] = useState(() => localDate(Date.now()));

  const setJour = (index: number, plages: Plage[]) =>
    setDraft((d) => ({ ...d, jours: d.jours.map((p, i) => (i === index ? plages : p)) }));

  const submit = () => {
    const parsed = horairesInputSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      // Each message under its day, or under the closing dates.
      const found = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'jours' ? `jour-${String(issue.path[1])}` : 'fermetures';
        if (!found.has(key)) found.set(key, issue.message);
      }
      setErrors(found);
      toast.error('Horaires non enregistrés', parsed.error.issues[0]?.message ?? 'Vérifiez les horaires.');
      return;
    }
    setErrors(new Map());
    save.mutate(toInput(draft));
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="horaires-semaine">
        <h4 id="horaires-semaine" className="font-bold text-stone-900">
          Semaine
        </h4>
        <p className="text-sm text-stone-600">
          Heure d’Abidjan. Une plage qui finit avant son début se termine le lendemain (18:00 – 02:00). Sans
          aucune plage, seul le bouton « Ouvert / Fermé » compte.
        </p>
        <ul className="mt-2">
          {draft.jours.map((plages, index) => (
            <DayRanges
              key={index}
              jour={index + 1}
              plages={plages}
              error={errors.get(`jour-${index}`)}
              onChange={(next) => setJour(index, next)}
              onCopyToAll={() => {
                setDraft((d) => ({ ...d, jours: d.jours.map(() => plages.map((p) => ({ ...p }))) }));
                toast.success('Plages copiées', 'Tous les jours ont maintenant ces horaires.');
              }}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="horaires-fermetures" className="flex flex-col gap-3">
        <div>
          <h4 id="horaires-fermetures" className="font-bold text-stone-900">
            Fermetures exceptionnelles
          </h4>
          <p className="text-sm text-stone-600">
            Touchez les jours où vous serez fermé (jours fériés, congés) ; {MAX_FERMETURES} dates au plus.
          </p>
        </div>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <ClosingCalendar
            today={dayOf(today)}
            selected={draft.fermetures.map((f) => dayOf(f.date))}
            onSelect={(days) =>
              setDraft((d) => ({
                ...d,
                fermetures: days
                  .map(dateOf)
                  .sort()
                  .map((date) => ({ date, motif: d.fermetures.find((f) => f.date === date)?.motif ?? '' })),
              }))
            }
          />
          <ul className="flex min-w-0 flex-1 flex-col gap-2">
            {draft.fermetures.length === 0 && (
              <li className="text-sm text-stone-600">Aucune fermeture prévue.</li>
            )}
            {draft.fermetures.map((f) => (
              <li
                key={f.date}
                className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-2"
              >
                <span className="min-w-0 flex-1 text-sm font-semibold text-stone-900 first-letter:uppercase">
                  {longDate(f.date)}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  onClick={() =>
                    setDraft((d) => ({ ...d, fermetures: d.fermetures.filter((x) => x.date !== f.date) }))
                  }
                  aria-label={`Retirer la fermeture du ${longDate(f.date)}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                <Input
                  value={f.motif}
                  maxLength={80}
                  placeholder="Motif (facultatif)"
                  aria-label={`Motif de la fermeture du ${longDate(f.date)}`}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      fermetures: d.fermetures.map((x) =>
                        x.date === f.date ? { ...x, motif: e.target.value } : x,
                      ),
                    }))
                  }
                  className="basis-full"
                />
              </li>
            ))}
            {errors.get('fermetures') && (
              <li className="text-sm font-medium text-destructive">{errors.get('fermetures')}</li>
            )}
          </ul>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => setDraft(initial)}
          disabled={!dirty || save.isPending}
        >
          Annuler les modifications
        </Button>
        <Button type="button" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer les horaires'}
        </Button>
      </div>
    </div>
  );
}
