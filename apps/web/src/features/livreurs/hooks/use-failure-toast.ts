import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { sessionRefused, toastFailure } from '../errors';
import { TEXT } from '../texts';

/**
 * Each new failure of a query said once in a toast (spec part 2 §8): 'Erreur' with the message
 * or 'Chargement impossible'; `fixed` replaces the message (the profile's own text).
 */
export function useFailureToast(query: Pick<UseQueryResult, 'error' | 'errorUpdatedAt'>, fixed?: string) {
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error || sessionRefused(error)) return;
    if (fixed) toast.error(TEXT.error, fixed);
    else toastFailure(error);
  }, [error, errorUpdatedAt, fixed]);
}
