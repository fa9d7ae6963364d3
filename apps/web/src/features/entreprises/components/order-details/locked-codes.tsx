import type { BusinessOrderDetail } from '@comoe/shared/schemas/entreprise-reports';
import { LockKeyhole } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useUnlockCodes } from '../../api/unlock-codes';
import { LABELS } from '@/lib/labels';
import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';

/** After 5 wrong tries a code step is locked (design §4); the business lets the courier try again. */
export function LockedCodes({ order, entrepriseId }: { order: BusinessOrderDetail; entrepriseId: number }) {
  const unlock = useUnlockCodes(entrepriseId);
  if (!order.codeEntrepriseBloque && !order.codeClientBloque) return null;
  const which = [
    order.codeEntrepriseBloque && 'le code entreprise (récupération)',
    order.codeClientBloque && 'le code client (livraison)',
  ].filter(Boolean);
  return (
    <Alert variant="destructive">
      <LockKeyhole aria-hidden="true" />
      <AlertTitle>{COURIER_ALERT_MSG.codeLockedTitle}</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>Trop de codes erronés pour {which.join(' et ')}. Vérifiez avec le livreur, puis débloquez.</p>
        <Button
          size="sm"
          variant="destructive"
          disabled={unlock.isPending}
          onClick={() => unlock.mutate(order.id)}
        >
          {LABELS.unlockCodes}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
