import { phraseOuverture } from '@comoe/shared/horaires/phrases';
import { PAUSE_MINUTES, type PauseInput } from '@comoe/shared/schemas/horaires';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ownEntrepriseQueryKey } from '@/api/get-own-entreprise';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { usePause } from '../api/pause';

const CHOICES: Array<{ label: string; pause: PauseInput }> = [
  ...PAUSE_MINUTES.map((minutes) => ({
    label: minutes === 60 ? '1 h' : `${minutes} min`,
    pause: { minutes },
  })),
  { label: "Jusqu'à demain", pause: { jusquADemain: true } },
];

/** "En pause jusqu'à 13 h 15" while a pause runs, else null. */
function pauseSentence(entreprise: OwnEntreprise): string | null {
  if (!entreprise.pauseFinAt || entreprise.prochainChangement?.type !== 'pause') return null;
  return phraseOuverture(entreprise, Date.now());
}

/**
 * 'Pause' beside the 'Ouvert / Fermé' switch: 15, 30 or 60 minutes, or until tomorrow, then
 * orders come back by themselves; 'Reprendre' ends it early. The switch stays for longer closings.
 */
export function PauseControl({ entreprise }: { entreprise: OwnEntreprise }) {
  const [open, setOpen] = useState(false);
  const pause = usePause(entreprise.id);
  const queryClient = useQueryClient();
  const sentence = pauseSentence(entreprise);

  // The pause ends by itself: read the business again then, so the bar says so.
  const endsAt = entreprise.pauseFinAt ? Date.parse(entreprise.pauseFinAt) : null;
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: ownEntrepriseQueryKey }),
      Math.max(0, endsAt - Date.now()) + 500,
    );
    return () => window.clearTimeout(timer);
  }, [endsAt, queryClient]);

  const choose = (next: PauseInput | null) => pause.mutate(next, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button
        variant="outline"
        size="bar"
        onClick={() => setOpen(true)}
        disabled={!entreprise.ouverte}
        aria-label={sentence ?? 'Mettre en pause'}
        className={cn(sentence && 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100')}
      >
        <Pause aria-hidden="true" />
        {sentence ? (
          <>
            {/* The phone's bar has no room for it: the switch beside reads 'En pause' there. */}
            <span className="max-sm:sr-only">{sentence}</span>
          </>
        ) : (
          <span className="max-sm:sr-only">Pause</span>
        )}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{sentence ?? 'Mettre en pause'}</DialogTitle>
            <DialogDescription>
              {sentence
                ? 'Les clients voient « En pause » et ne peuvent pas commander. Reprenez quand vous êtes prêt.'
                : 'Les clients voient « En pause » et ne peuvent pas commander ; les commandes reviennent seules à la fin.'}
            </DialogDescription>
          </DialogHeader>
          {sentence && (
            <Button size="lg" onClick={() => choose(null)} disabled={pause.isPending} className="w-full">
              <Play aria-hidden="true" />
              Reprendre
            </Button>
          )}
          {sentence && (
            <p className="text-sm text-stone-700">Ou une nouvelle pause, à partir de maintenant :</p>
          )}
          <div role="group" aria-label="Durée de la pause" className="grid grid-cols-3 gap-2">
            {CHOICES.map((choice) => (
              <Button
                key={choice.label}
                variant="outline"
                size="lg"
                onClick={() => choose(choice.pause)}
                disabled={pause.isPending}
                className={cn('min-h-12', choice.pause.jusquADemain && 'col-span-3')}
              >
                {choice.label}
              </Button>
            ))}
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
