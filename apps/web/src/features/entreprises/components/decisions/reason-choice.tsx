import {
  MOTIF_REFUS_MAX,
  REFUSAL_OTHER,
  REFUSAL_REASONS,
  type RefusalReason,
} from '@comoe/shared/schemas/order-decisions';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * The refusal's reasons as large radios, "Autre" opening a field for the owner's own words: the
 * refusal and the cancellation (issue 34 §2) ask why with the same list.
 */
export function ReasonChoice({
  reason,
  other,
  invalid,
  describedBy,
  onReason,
  onOther,
}: {
  reason: RefusalReason | null;
  other: string;
  invalid: boolean;
  describedBy: string | undefined;
  onReason: (reason: RefusalReason) => void;
  onOther: (text: string) => void;
}) {
  const name = useId();
  const otherId = useId();
  return (
    <>
      <fieldset className="flex flex-col gap-2" aria-describedby={describedBy}>
        <legend className="mb-2 text-sm font-semibold text-stone-900">Pourquoi ?</legend>
        {REFUSAL_REASONS.map((value) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 has-[:checked]:border-orange-500 has-[:checked]:bg-orange-50"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => onReason(value)}
              className="size-5 accent-orange-600"
            />
            <span className="text-base text-stone-900">{value}</span>
          </label>
        ))}
      </fieldset>
      {reason === REFUSAL_OTHER && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={otherId}>Précisez le motif</Label>
          <Textarea
            id={otherId}
            value={other}
            maxLength={MOTIF_REFUS_MAX}
            className="min-h-20"
            aria-invalid={invalid}
            onChange={(event) => onOther(event.target.value)}
          />
        </div>
      )}
    </>
  );
}

/** The question's error under the fields, read out when it appears. */
export function FieldError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {error}
    </p>
  );
}
