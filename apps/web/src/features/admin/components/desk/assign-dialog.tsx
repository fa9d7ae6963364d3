import { DialogActions } from '@/components/dialog-actions';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DESK_TEXT } from '../../texts';
import { CourierPicker } from './courier-picker';

type AssignDialogProps = {
  orderId: string;
  busy: boolean;
  error: string | null;
  onAssign: (livreurId: number) => void;
  onClose: () => void;
};

/** A waiting order handed to one courier in one tap. */
export function AssignDialog({ orderId, busy, error, onAssign, onClose }: AssignDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{DESK_TEXT.assignTitle}</DialogTitle>
          <DialogDescription>Le livreur choisi la trouvera dans ses missions en cours.</DialogDescription>
        </DialogHeader>
        <CourierPicker orderId={orderId} busy={busy} onPick={onAssign} />
        <DialogActions error={error} onCancel={onClose}>
          {null}
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
