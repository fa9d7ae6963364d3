import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches after the server said something changed. A fetch already under way may have read
 * the server just before the change, and TanStack Query would hand its answer to a refetch asked
 * meanwhile when the query has no data yet: it is cancelled first, so the list is read again.
 */
export async function refetchChanged(queryClient: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
