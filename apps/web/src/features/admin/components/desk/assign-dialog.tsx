import { Bike } from 'lucide-react';
import { DialogActions } from '@/components/dialog-actions';
import { ListSkeleton } from '@/components/list-states';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/format';
import { useDeskCouriers } from '../../api/get-desk-order';
import { DESK_TEXT } from '../../texts';

type AssignDialogProps = {
  orderId: string;
  busy: boolean;
  error: string | null;
  onAssign: (livreurId: number) => void;
  onClose: () => void;
};

/** The verified couriers of the order's city; those who cannot take it now say why and stay greyed. */
export function AssignDialog({ orderId, busy, error, onAssign, onClose }: AssignDialogProps) {
  const couriers = useDeskCouriers(orderId, true);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DESK_TEXT.assignTitle}</DialogTitle>
          <DialogDescription>Le livreur choisi la trouvera dans ses missions en cours.</DialogDescription>
        </DialogHeader>
        {couriers.isPending ? (
          <ListSkeleton rows={3} className="h-14 rounded-xl" />
        ) : couriers.data && couriers.data.length > 0 ? (
          <ul className="flex max-h-80 flex-col gap-2 overflow-y-auto">
            {couriers.data.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  disabled={busy || c.empechement !== null}
                  onClick={() => onAssign(c.id)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border border-stone-200 p-3 text-left',
                    c.empechement
                      ? 'bg-stone-50 text-stone-500'
                      : 'bg-white hover:border-orange-400 hover:bg-orange-50',
                  )}
                >
                  <Bike className="size-5 shrink-0" aria-hidden="true" />
                  <span className="flex-1">
                    <span className="block font-semibold">{c.nom}</span>
                    <span className="block text-xs">
                      {formatPhone(c.telephone)} · {c.missionsEnCours} mission(s) en cours
                    </span>
                    {c.empechement && <span className="block text-xs text-red-800">{c.empechement}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-700">
            {couriers.isError ? couriers.error.message : DESK_TEXT.assignEmpty}
          </p>
        )}
        <DialogActions error={error} onCancel={onClose}>
          {null}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
