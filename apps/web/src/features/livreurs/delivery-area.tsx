import { QueryProvider } from '@/lib/query-provider';
import { useSession } from '@/lib/session/session-store';
import { DeliveryDashboardPage } from './delivery-dashboard-page';

/** /delivery-dashboard (LIVREUR only: the route's guard). */
export function DeliveryDashboardRoute() {
  const userId = useSession((state) => state.user?.id ?? null);
  if (userId === null) return null;
  // A new key for another courier: their cache and outbox, never the previous one's.
  return (
    <QueryProvider>
      <DeliveryDashboardPage key={userId} userId={userId} />
    </QueryProvider>
  );
}
