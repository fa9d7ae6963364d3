import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { orderRef } from '@comoe/shared/commandes/reference';
import { Ban, Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useOrderAction } from '../../api/order-action';
import { CancelOrderDialog } from '../decisions/cancel-order-dialog';
import { DelayOrderDialog } from '../decisions/delay-order-dialog';
import { moveSettle } from '../decisions/move-settle';

type MoveProps = {
  entrepriseId: number;
  orderId: string;
  /** After the order moved, or was found moved by someone else. */
  onDone?: () => void;
  className?: string;
};

/** Open while asking; closed once done, or once someone else moved the order. */
function useAsked(onDone?: () => void) {
  const [open, setOpen] = useState(false);
  return { open, setOpen, settle: moveSettle(() => setOpen(false), onDone) };
}

/** "Annuler la commande", then why (issue 34 §2): the client and the courier read the reason. */
export function CancelOrderButton({ entrepriseId, orderId, onDone, className }: MoveProps) {
  const act = useOrderAction(entrepriseId);
  const { open, setOpen, settle } = useAsked(onDone);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className={cn(
          'w-full border-red-300 text-red-800 hover:border-red-400 hover:bg-red-50 sm:w-auto',
          className,
        )}
      >
        <Ban aria-hidden="true" />
        {ORDER_MACHINE.annuler.label}
      </Button>
      {open && (
        <CancelOrderDialog
          open
          onOpenChange={setOpen}
          reference={`#${orderRef(orderId)}`}
          pending={act.isPending}
          onConfirm={(body) => act.mutate({ orderId, move: 'annuler', body }, settle)}
        />
      )}
    </>
  );
}

/** "Repousser": a new ready time from now (issue 34 §2), read by the client and the courier. */
export function DelayOrderButton({
  entrepriseId,
  orderId,
  onDone,
  className,
  size,
}: MoveProps & { size?: 'sm' }) {
  const act = useOrderAction(entrepriseId);
  const { open, setOpen, settle } = useAsked(onDone);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)} className={className}>
        <Clock aria-hidden="true" />
        {ORDER_MACHINE.repousserDelai.label}
      </Button>
      {open && (
        <DelayOrderDialog
          open
          onOpenChange={setOpen}
          reference={`#${orderRef(orderId)}`}
          pending={act.isPending}
          onConfirm={(delaiPreparationMin) =>
            act.mutate({ orderId, move: 'repousserDelai', body: { delaiPreparationMin } }, settle)
          }
        />
      )}
    </>
  );
}
