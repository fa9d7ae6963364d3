import { DELAI_PREPARATION_CHOICES } from '@comoe/shared/schemas/order-decisions';
import { useState } from 'react';

const isChoice = (minutes: number) => (DELAI_PREPARATION_CHOICES as readonly number[]).includes(minutes);

/** A chip pressed or a number typed; `minutes` is what would be sent (undefined when none). */
export function useMinutes(initial: number | null) {
  const [chip, setChip] = useState<number | null>(initial !== null && isChoice(initial) ? initial : null);
  const [typed, setTyped] = useState(initial === null || isChoice(initial) ? '' : String(initial));
  const minutes = chip ?? (typed.trim() === '' ? undefined : Number(typed));
  return { chip, typed, minutes, setChip, setTyped };
}

/** What a confirm button says with the minutes chosen: 'Accepter (20 min)'. */
export const withMinutes = (label: string, minutes: number | undefined) =>
  minutes !== undefined && !Number.isNaN(minutes) ? `${label} (${minutes} min)` : label;
