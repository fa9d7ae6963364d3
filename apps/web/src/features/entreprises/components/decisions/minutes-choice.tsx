import {
  DELAI_PREPARATION_CHOICES,
  DELAI_PREPARATION_MAX,
  DELAI_PREPARATION_MIN,
} from '@comoe/shared/schemas/order-decisions';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { FieldError } from './reason-choice';
import type { useMinutes } from './use-minutes';

/**
 * A preparation time in one tap (a chip) or typed in whole minutes, as accepting an order and
 * pushing its ready time back (issue 34 §2) both ask it.
 */
export function MinutesChoice({
  state,
  error,
  onChange,
}: {
  state: ReturnType<typeof useMinutes>;
  error: string | null;
  /** Any change clears the error. */
  onChange: () => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const { chip, typed, setChip, setTyped } = state;
  return (
    <>
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
              onChange();
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
            onChange();
          }}
        />
        <FieldError id={errorId} error={error} />
      </div>
    </>
  );
}
