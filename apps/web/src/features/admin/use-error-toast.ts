import { useEffect } from 'react';
import { toast } from '@/lib/toast';

type QueryState = { isError: boolean; errorUpdatedAt: number };

/** The spec's toast for a failed load (part 2 §8), once per failure, not once per render. */
export function useErrorToast(query: QueryState, title: string, description?: string) {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(title, description);
  }, [isError, errorUpdatedAt, title, description]);
}
