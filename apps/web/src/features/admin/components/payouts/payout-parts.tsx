import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { referenceTooLong } from './payout-reference';

/**
 * What the re-read found, when it differs from the list the admin clicked in: the money sent is
 * the amount read now, never the one drawn minutes ago.
 */
export function AmountChangedAlert({ before, now }: { before: number; now: number }) {
  if (before === now) return null;
  return (
    <Alert role="status" className="border-amber-300 bg-amber-50 text-amber-950">
      <AlertDescription>{ADMIN_MSG.payoutAmountChanged(before, now)}</AlertDescription>
    </Alert>
  );
}

type ReferenceFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Who will read the reference, and where. */
  hint: string;
  /** The message of a reference too long, as its route words it. */
  tooLongMessage: string;
};

/** The transfer's reference, optional, shown to whoever is paid. */
function PayoutReferenceField({ id, value, onChange, hint, tooLongMessage }: ReferenceFieldProps) {
  const tooLong = referenceTooLong(value);
  return (
    <Field
      id={id}
      label="Référence de la transaction (facultatif)"
      error={tooLong ? tooLongMessage : undefined}
      hint={hint}
    >
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        aria-invalid={tooLong || undefined}
      />
    </Field>
  );
}

type PayoutConfirmProps = Pick<ReferenceFieldProps, 'id' | 'hint' | 'tooLongMessage'> & {
  /** The amount is read again and something is owed: the payment may go. */
  ready: boolean;
  pending: boolean;
  label: string;
  /** The server's refusal, kept on screen. */
  error: string | null;
  onCancel: () => void;
  /** Pays, with the reference typed (trimmed), or null when none. */
  onConfirm: (reference: string | null) => void;
};

/**
 * The end of a payment's dialog: the optional reference, then Annuler and the payment's button,
 * held while the reference is too long for the route.
 */
export function PayoutConfirm({
  ready,
  pending,
  label,
  error,
  onCancel,
  onConfirm,
  ...field
}: PayoutConfirmProps) {
  const [reference, setReference] = useState('');
  return (
    <>
      <PayoutReferenceField {...field} value={reference} onChange={setReference} />
      <DialogActions error={error} onCancel={onCancel}>
        <Button
          variant="secondary"
          onClick={() => onConfirm(reference.trim() || null)}
          disabled={pending || !ready || referenceTooLong(reference)}
        >
          {pending ? 'Enregistrement...' : label}
        </Button>
      </DialogActions>
    </>
  );
}
