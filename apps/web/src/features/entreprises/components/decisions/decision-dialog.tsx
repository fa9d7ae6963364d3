import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

/** What every question on an order is given: open or not, its reference, whether its answer is on its way. */
export interface OrderQuestionProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '#AB12CD'. */
  reference: string;
  pending: boolean;
  onConfirm: (answer: T) => void;
}

/**
 * The frame the owner's questions on an order share (accept, refuse, cancel, push back): a title, a question, the form's fields, then
 * "Revenir" and the answer's own button, 48 px high, apart enough for a thumb.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  testId,
  title,
  description,
  onSubmit,
  children,
  confirm,
  footerClassName,
  backLabel = 'Revenir',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testId: string;
  title: string;
  description: string;
  onSubmit: () => void;
  children: ReactNode;
  confirm: { variant: 'secondary' | 'destructive'; icon: ReactNode; label: string; pending: boolean };
  footerClassName?: string;
  /** The button that closes without answering. */
  backLabel?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto p-4 sm:max-w-md sm:p-6" data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <div className={cn('grid grid-cols-2 gap-3', footerClassName)}>
            <Button type="button" variant="outline" className="h-12" onClick={() => onOpenChange(false)}>
              {backLabel}
            </Button>
            <Button type="submit" variant={confirm.variant} className="h-12" disabled={confirm.pending}>
              {confirm.icon}
              {confirm.pending ? 'Envoi...' : confirm.label}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
