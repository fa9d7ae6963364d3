import type { UseQueryResult } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { failureMessage } from '../errors';
import { useFailureToast } from '../hooks/use-failure-toast';
import { TEXT } from '../texts';
import { EmptyState, ErrorState, ListSkeleton } from '@/components/list-states';

type ListStatesProps<T> = {
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  /** One line of the list, drawn in its own `<li>`. */
  children: (item: T) => ReactNode;
};

/**
 * A list with its loading, offline, failed and empty states. The last answer stays shown when a
 * refetch fails or waits for the network: a courier in a dead zone still reads their missions.
 */
export function ListStates<T extends { id: string | number }>({
  query,
  empty,
  children,
}: ListStatesProps<T>) {
  useFailureToast(query);
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          message={failureMessage(query.error, TEXT.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (query.fetchStatus === 'paused') return <EmptyState icon={CloudOff} title={TEXT.offline} />;
    return <ListSkeleton rows={3} className="h-44 rounded-2xl" />;
  }
  if (query.data.length === 0) return <>{empty}</>;
  return (
    <ul className="flex flex-col gap-3">
      {query.data.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
