import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useSetOuverture } from '../api/set-ouverture';

/** 'Ouvert / Fermé': a closed business stays listed to clients as 'Fermé' and refuses checkout. */
export function OpenSwitch({ entreprise }: { entreprise: OwnEntreprise }) {
  const setOuverture = useSetOuverture(entreprise.id);
  const label = entreprise.ouverte ? 'Ouvert' : 'Fermé';
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1">
      <span className={cn('text-sm font-semibold', entreprise.ouverte ? 'text-green-800' : 'text-stone-600')}>
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
