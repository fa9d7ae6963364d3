import type { ReactNode } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** Without it, screen readers still hear what the buttons are for. */
  description?: ReactNode;
  /** What the action concerns, between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs. */
  pendingLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  /**
   * While busy, Annuler, Escape and the overlay wait too, so that the dialog never closes on an
   * action still under way. The admin's dialogs let go: their toasts tell the outcome anyway.
   */
  holdWhileBusy?: boolean;
  /** The server's refusal, kept on screen until the dialog closes. */
  error?: string | null | undefined;
  /** The admin's dialogs take the dialog's usual width: their sentences name accounts and towns. */
  wide?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A question before an action that cannot be undone: the page's own dialog, never window.confirm. */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel = confirmLabel,
  destructive = true,
  busy = false,
  holdWhileBusy = true,
  error,
  wide = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const held = busy && holdWhileBusy;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !held && onCancel()}>
      <DialogContent role="alertdialog" className={cn(!wide && 'max-w-sm')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">Confirmez ou annulez.</DialogDescription>
          )}
        </DialogHeader>
        {children}
        <DialogActions error={error} onCancel={onCancel} cancelDisabled={held}>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={busy}>
            {busy ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
