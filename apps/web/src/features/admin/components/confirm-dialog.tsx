import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Êtes-vous sûr ?' unless said otherwise. */
  title?: string;
  /** 'Cette action est irréversible.' unless said otherwise. */
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  pending: boolean;
  /** The server's refusal, kept on screen until the dialog closes. */
  error?: string | null | undefined;
  onConfirm: () => void;
};

/** Asks before an action that cannot be undone (spec part 2 §2), and says why the server refused it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = ADMIN_MSG.confirmTitle,
  description = ADMIN_MSG.confirmIrreversible,
  children,
  confirmLabel,
  pendingLabel = 'En cours...',
  destructive = true,
  pending,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Annuler
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
