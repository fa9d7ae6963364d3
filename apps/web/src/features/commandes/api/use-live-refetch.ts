import type { LiveEventType } from '@comoe/shared/events';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLiveEvents } from '@/lib/live-events';
import { refetchChanged } from '@/lib/refetch-changed';

/** Refetches a read-only list when one of the given events arrives, or after the stream was down. */
export function useLiveRefetch(queryKey: QueryKey, types: readonly LiveEventType[]): void {
  const queryClient = useQueryClient();
  const refetch = () => void refetchChanged(queryClient, queryKey);
  useLiveEvents(
    (event) => {
      if (types.includes(event.type)) refetch();
    },
    ({ reconnected }) => {
      if (reconnected) refetch();
    },
  );
}
