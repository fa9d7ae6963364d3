import { MSG } from '@comoe/shared/messages';
import { ShieldAlert } from 'lucide-react';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useSetAvailability } from '../api/set-availability';
import { TEXT } from '../texts';

/**
 * 'Disponible / Indisponible': only an available courier is offered missions (spec part 2 §6);
 * only a verified one may become available (design §13): until then the switch says why it is off.
 */
export function AvailabilitySwitch({ disponible, verifie }: { disponible: boolean; verifie: boolean }) {
  const setAvailability = useSetAvailability();
  if (!verifie) {
    return (
      <div
        role="status"
        data-testid="verification-pending"
        className="flex min-h-16 items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 shadow-sm"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block font-bold">{MSG.courierNotVerified}</span>
          <span className="block text-sm">{TEXT.verificationPending}</span>
        </span>
      </div>
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
