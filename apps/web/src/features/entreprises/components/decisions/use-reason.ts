import type { RefusalReason } from '@comoe/shared/schemas/order-decisions';
import { useState } from 'react';

/** The reason chosen and the owner's own words for "Autre"; any change clears the question's error. */
export function useReason(clearError: () => void) {
  const [reason, setReason] = useState<RefusalReason | null>(null);
  const [other, setOther] = useState('');
  return {
    reason,
    other,
    onReason: (value: RefusalReason) => {
      setReason(value);
      clearError();
    },
    onOther: (text: string) => {
      setOther(text);
      clearError();
    },
  };
}
