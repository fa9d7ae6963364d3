import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useSetOuverture } from '../api/set-ouverture';
import { switchState } from './open-switch-state';

/** 'Ouvert / Fermé': a closed business stays listed to clients as 'Fermé' and refuses checkout. */
export function OpenSwitch({ entreprise }: { entreprise: OwnEntreprise }) {
  const setOuverture = useSetOuverture(entreprise.id);
  const detailId = useId();
  const state = switchState(entreprise);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-1">
      <span className="flex flex-col items-end leading-tight">
        <span
          className={cn(
            'text-sm font-semibold',
            state.tone === 'paused' && 'text-amber-800',
            state.tone === 'open' && 'text-green-800',
            state.tone === 'closed' && 'text-stone-600',
          )}
        >
          {state.label}
        </span>
        {state.detail && (
          <span id={detailId} className="text-[11px] whitespace-nowrap text-stone-600">
            {state.detail}
          </span>
        )}
      </span>
      <Switch
        checked={entreprise.ouverte}
        onCheckedChange={(ouverte) => setOuverture.mutate(ouverte)}
        disabled={setOuverture.isPending}
        aria-label="Entreprise ouverte aux commandes"
        aria-describedby={state.detail ? detailId : undefined}
      />
    </label>
  );
}
