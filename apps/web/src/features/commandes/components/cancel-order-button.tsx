import { ORDER_MACHINE } from '@comoe/shared/commandes/machine';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useCancelOrder } from '../api/cancel-order';
import { LABELS } from '@/lib/labels';

/** The client may take an order back until the business confirms it; a dialog guards the tap. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();

  const confirm = () => {
    cancel.mutate(orderId, { onSettled: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full border-red-300 text-red-800 hover:border-red-400 hover:bg-red-50 sm:w-auto"
        >
          <Ban aria-hidden="true" />
          {ORDER_MACHINE.annulerClient.label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Annuler cette commande ?</DialogTitle>
          <DialogDescription>
            L'entreprise n'a pas encore confirmé votre commande. Une fois annulée, elle ne pourra pas être
            reprise.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Non, la garder
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? 'Annulation en cours...' : LABELS.confirmCancel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
