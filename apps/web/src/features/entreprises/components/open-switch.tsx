import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useSetOuverture } from '../api/set-ouverture';

/** 'Ouvert / Fermé': a closed business stays listed to clients as 'Fermé' and refuses checkout. */
export function OpenSwitch({ entreprise }: { entreprise: OwnEntreprise }) {
  const setOuverture = useSetOuverture(entreprise.id);
  // A running pause (issue 21 §2) leaves the switch on: its label says the pause instead.
  const paused = entreprise.ouverte && entreprise.prochainChangement?.type === 'pause';
  const label = !entreprise.ouverte ? 'Fermé' : paused ? 'En pause' : 'Ouvert';
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1">
      <span
        className={cn(
          'text-sm font-semibold',
          paused ? 'text-amber-800' : entreprise.ouverte ? 'text-green-800' : 'text-stone-600',
        )}
      >
        {label}
      </span>
      <Switch
        checked={entreprise.ouverte}
        onCheckedChange={(ouverte) => setOuverture.mutate(ouverte)}
        disabled={setOuverture.isPending}
        aria-label="Entreprise ouverte aux commandes"
      />
    </label>
  );
}
