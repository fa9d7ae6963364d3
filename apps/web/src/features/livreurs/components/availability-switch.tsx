import type { CourierProfile } from '@comoe/shared/schemas/livreurs';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useSetAvailability } from '../api/set-availability';
import { TEXT } from '../texts';

// Only an unverified courier sees it: the verified ones, nearly all, never download it.
const VerificationStatus = lazy(() =>
  import('./verification-status').then((m) => ({ default: m.VerificationStatus })),
);

/**
 * 'Disponible / Indisponible': only an available courier is offered missions (spec part 2 §6);
 * only a verified one may become available (design §13): until then, where his verification stands.
 */
export function AvailabilitySwitch({ profile }: { profile: CourierProfile }) {
  const setAvailability = useSetAvailability();
  const { disponible } = profile;
  if (!profile.verifie) {
    return (
      <Suspense fallback={<Skeleton className="h-24 w-full rounded-2xl" aria-hidden="true" />}>
        <VerificationStatus userId={profile.id} verification={profile.verification} />
      </Suspense>
    );
  }
  return (
    <label
      className={cn(
        'flex min-h-16 cursor-pointer items-center justify-between gap-3 rounded-2xl border px-4 py-3 shadow-sm',
        disponible ? 'border-green-300 bg-green-50' : 'border-border bg-white',
      )}
    >
      <span className="min-w-0">
        <span className={cn('block text-base font-bold', disponible ? 'text-green-900' : 'text-stone-800')}>
          {disponible ? TEXT.available : TEXT.unavailable}
        </span>
        <span className="block text-xs text-stone-600">
          {disponible ? 'Vous recevez les missions de votre ville.' : 'Activez pour recevoir des missions.'}
        </span>
      </span>
      <Switch
        checked={disponible}
        onCheckedChange={(next) => setAvailability.mutate(next)}
        disabled={setAvailability.isPending}
        aria-label="Disponible pour des missions"
        className="scale-125"
      />
    </label>
  );
}
