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

type SubmitActionsProps = Omit<DialogActionsProps, 'children'> & {
  /** While the form is being sent: the button is off and says `busyLabel`. */
  busy: boolean;
  label?: string;
  busyLabel?: string;
  /** Off for another reason than sending (nothing to save in yet). */
  disabled?: boolean;
};

/** The foot of a form in a dialog: the failure, 'Annuler', then the submit button that says it is saving. */
export function SubmitActions({
  busy,
  label = 'Enregistrer',
  busyLabel = 'Enregistrement...',
  disabled = false,
  ...actions
}: SubmitActionsProps) {
  return (
    <DialogActions {...actions}>
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </DialogActions>
  );
}
