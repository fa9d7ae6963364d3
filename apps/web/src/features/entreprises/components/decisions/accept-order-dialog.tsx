import {
  DECISION_MSG,
  DELAI_PREPARATION_CHOICES,
  DELAI_PREPARATION_MAX,
  DELAI_PREPARATION_MIN,
  delaiPreparationSchema,
} from '@comoe/shared/schemas/order-decisions';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { DecisionDialog } from './decision-dialog';
import { useCheckedConfirm } from './use-checked-confirm';

const isChoice = (minutes: number) => (DELAI_PREPARATION_CHOICES as readonly number[]).includes(minutes);

/**
 * "Accepter" asks how long the preparation takes (issue 21 §1): a chip in one tap, or any whole
 * number of minutes typed; the client then reads "Prête vers 12 h 40". The business's usual time
 * (its settings, issue 32 §1) is chosen already, and said as such.
 */
export function AcceptOrderDialog({
  open,
  onOpenChange,
  reference,
  usualMinutes,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '#AB12CD'. */
  reference: string;
  /** The business's usual preparation time, in minutes. */
  usualMinutes: number;
  pending: boolean;
  onConfirm: (delaiPreparationMin: number) => void;
}) {
  const [chip, setChip] = useState<number | null>(isChoice(usualMinutes) ? usualMinutes : null);
  const [typed, setTyped] = useState(isChoice(usualMinutes) ? '' : String(usualMinutes));
  const { error, setError, confirmChecked } = useCheckedConfirm(onConfirm);
  const inputId = useId();
  const errorId = useId();

  const minutes = chip ?? (typed.trim() === '' ? undefined : Number(typed));
  const submit = () => confirmChecked(delaiPreparationSchema.safeParse(minutes));

  return (
    <DecisionDialog
      open={open}
      onOpenChange={onOpenChange}
      testId="accept-dialog"
      title={`Accepter la commande ${reference}`}
      description="Dans combien de temps sera-t-elle prête ?"
      onSubmit={submit}
      // On a phone the confirmation, its time spelled out, takes the whole width.
      footerClassName="max-sm:flex max-sm:flex-col-reverse"
      confirm={{
        variant: 'secondary',
        icon: <Check aria-hidden="true" />,
        label: minutes !== undefined && !Number.isNaN(minutes) ? `Accepter (${minutes} min)` : 'Accepter',
        pending,
      }}
    >
      <p className="text-sm text-stone-600">{DECISION_MSG.habituel(usualMinutes)}</p>
      <div role="group" aria-label="Temps de préparation" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {DELAI_PREPARATION_CHOICES.map((value) => (
          <Button
            key={value}
            type="button"
            variant="outline"
            aria-pressed={chip === value}
            onClick={() => {
              setChip(value);
              setTyped('');
              setError(null);
            }}
            className={cn(
              'h-12 text-base',
              chip === value && 'border-orange-500 bg-orange-50 text-orange-900 ring-2 ring-orange-200',
            )}
          >
            {value} min
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={inputId}>Autre durée (en minutes)</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={DELAI_PREPARATION_MIN}
          max={DELAI_PREPARATION_MAX}
          step={1}
          placeholder={`De ${DELAI_PREPARATION_MIN} à ${DELAI_PREPARATION_MAX}`}
          value={typed}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setChip(null);
            setError(null);
          }}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </DecisionDialog>
  );
}
