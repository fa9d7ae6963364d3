import { ADMIN_MSG } from '@comoe/shared/admin-messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
export function PayoutReferenceField({ id, value, onChange, hint, tooLongMessage }: ReferenceFieldProps) {
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
