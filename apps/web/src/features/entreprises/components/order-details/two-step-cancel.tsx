import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOrderAction } from '../../api/order-action';
import { LABELS } from '@/lib/labels';

/** `CANCEL_ORDER_LABEL` → 'Confirmer l'annulation ?' → 'Oui, annuler' / 'Non, revenir' (spec part 2 §2). */
export function TwoStepCancel({
  entrepriseId,
  orderId,
  onCancelled,
}: {
  entrepriseId: number;
  orderId: string;
  onCancelled?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const act = useOrderAction(entrepriseId);

  if (!confirming) {
    return (
      <Button
        variant="outline"
        onClick={() => setConfirming(true)}
        className="w-full border-red-300 text-red-800 hover:border-red-400 hover:bg-red-50 sm:w-auto"
      >
        <Ban aria-hidden="true" />
        {ORDER_MACHINE.annuler.label}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={`cancel-${orderId}`}
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-3"
    >
      <p id={`cancel-${orderId}`} className="font-semibold text-red-900">
        Confirmer l'annulation ?
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button
          variant="destructive"
          disabled={act.isPending}
          onClick={() =>
            act.mutate(
              { orderId, move: 'annuler' },
              {
                onSuccess: () => onCancelled?.(),
                onSettled: () => setConfirming(false),
              },
            )
          }
        >
          {act.isPending ? 'Annulation...' : LABELS.confirmCancel}
        </Button>
        <Button variant="outline" disabled={act.isPending} onClick={() => setConfirming(false)}>
          Non, revenir
        </Button>
      </div>
    </div>
  );
}
