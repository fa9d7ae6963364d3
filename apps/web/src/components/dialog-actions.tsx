import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type DialogActionsProps = {
  /** Why the last try failed, in a red box above the buttons; nothing when falsy. */
  error?: ReactNode;
  onCancel: () => void;
  cancelDisabled?: boolean;
  className?: string;
  /** The confirming button, on the right (on top on a phone). */
  children: ReactNode;
};

/** The foot of a dialog or a form: the failure if any, then 'Annuler' and the confirming button. */
export function DialogActions({ error, onCancel, cancelDisabled, className, children }: DialogActionsProps) {
  return (
    <>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
        <Button variant="outline" onClick={onCancel} disabled={cancelDisabled}>
          Annuler
        </Button>
        {children}
      </div>
    </>
  );
}
