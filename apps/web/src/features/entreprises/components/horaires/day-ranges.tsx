import { jourLabel, MAX_PLAGES_PAR_JOUR, type Plage } from '@comoe/shared/schemas/horaires';
import { Copy, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type Props = {
  jour: number;
  plages: Plage[];
  error: string | undefined;
  onChange: (plages: Plage[]) => void;
  onCopyToAll: () => void;
};

/** Lunch, then dinner; after those, the hour following the last range. */
const NEW_RANGES: Plage[] = [
  { debut: '11:00', fin: '14:30' },
  { debut: '18:00', fin: '23:00' },
];
function nextRange(plages: Plage[]): Plage {
  const preset = NEW_RANGES[plages.length];
  const last = plages.at(-1);
  if (preset && (!last || last.fin <= preset.debut)) return preset;
  const from = last?.fin ?? '11:00';
  // An hour later, past midnight if need be (the range then ends the next day).
  const hour = (Number(from.slice(0, 2)) + 1) % 24;
  return { debut: from, fin: `${String(hour).padStart(2, '0')}:${from.slice(3)}` };
}

/** One weekday: its ranges (a range ending before it starts ends the next day), or 'Fermé'. */
export function DayRanges({ jour, plages, error, onChange, onCopyToAll }: Props) {
  const label = jourLabel(jour);
  const set = (index: number, patch: Partial<Plage>) =>
    onChange(plages.map((p, i) => (i === index ? { ...p, ...patch } : p)));
  const errorId = `horaires-${jour}-error`;
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-start sm:gap-4">
      <div className="flex items-center justify-between sm:w-28 sm:pt-2.5">
        <p className="font-semibold text-stone-900 capitalize">{label}</p>
        {plages.length === 0 && <span className="text-sm text-stone-600 sm:hidden">Fermé</span>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {plages.length === 0 && <p className="text-sm text-stone-600 max-sm:hidden sm:pt-2.5">Fermé</p>}
        {plages.map((plage, index) => (
          <div key={index} className="flex items-center gap-2">
            <Input
              type="time"
              value={plage.debut}
              onChange={(e) => set(index, { debut: e.target.value })}
              aria-label={`${label}, plage ${index + 1} : ouverture`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-28 min-w-0 flex-1 px-2 sm:w-36 sm:flex-none"
            />
            <span aria-hidden="true" className="text-stone-500">
              –
            </span>
            <Input
              type="time"
              value={plage.fin}
              onChange={(e) => set(index, { fin: e.target.value })}
              aria-label={`${label}, plage ${index + 1} : fermeture`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="w-28 min-w-0 flex-1 px-2 sm:w-36 sm:flex-none"
            />
            {plage.fin < plage.debut && plage.fin !== '' && (
              <span className="text-xs text-stone-600 max-sm:hidden">le lendemain</span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => onChange(plages.filter((_, i) => i !== index))}
              aria-label={`Retirer la plage ${index + 1} du ${label}`}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {error && (
          <p id={errorId} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange([...plages, nextRange(plages)])}
            disabled={plages.length >= MAX_PLAGES_PAR_JOUR}
          >
            <Plus aria-hidden="true" />
            Ajouter une plage
          </Button>
          {plages.length > 0 && (
            <Button type="button" variant="ghost" size="sm" onClick={onCopyToAll}>
              <Copy aria-hidden="true" />
              Copier sur tous les jours
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
