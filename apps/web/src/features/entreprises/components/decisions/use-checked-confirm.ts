import { useState } from 'react';
import type { z } from 'zod';

/**
 * A decision's answer and its error: the value goes once its schema accepts it; otherwise the
 * schema's first message shows under the fields (French, from @comoe/shared).
 */
export function useCheckedConfirm<T>(onConfirm: (value: T) => void) {
  const [error, setError] = useState<string | null>(null);
  const confirmChecked = (parsed: z.ZodSafeParseResult<T>) => {
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onConfirm(parsed.data);
  };
  return { error, setError, confirmChecked };
}
