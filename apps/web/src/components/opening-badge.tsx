import type { Ouverture } from '@comoe/shared/horaires/ouverture';
import { cn } from '@/lib/cn';
import { openingLabel } from '@/lib/ouverture';

const TONES = {
  ouvert: 'bg-green-50 text-green-800 ring-green-200',
  ferme: 'bg-stone-100 text-stone-800 ring-stone-300',
  pause: 'bg-amber-50 text-amber-900 ring-amber-300',
} as const;

/**
 * "Fermé · Ouvre à 18 h", "En pause jusqu'à 13 h 15", "Ouvert · Ferme à 22 h". An open business
 * with no closing in sight says nothing unless `always`: every card reading "Ouvert" is noise.
 */
export function OpeningBadge({
  entreprise,
  always = false,
  className,
}: {
  entreprise: Ouverture;
  always?: boolean;
  className?: string;
}) {
  const { ton, texte } = openingLabel(entreprise);
  if (ton === 'ouvert' && texte === 'Ouvert' && !always) return null;
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center gap-1.5 rounded-full px-2 py-0.5 text-xs leading-tight font-semibold ring-1 ring-inset',
        TONES[ton],
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-1.5 shrink-0 rounded-full',
          ton === 'ouvert' ? 'bg-green-600' : ton === 'pause' ? 'bg-amber-500' : 'bg-stone-500',
        )}
      />
      {texte}
    </span>
  );
}
