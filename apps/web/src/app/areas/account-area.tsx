import { OrdersForRole } from '@/features/commandes/components/orders-for-role';
import { ProfilePage } from '@/features/profile/profile-page';
import { QueryProvider } from '@/lib/query-provider';

/** /profile and /orders, open to every signed-in role. */
export function ProfileRoute() {
  return (
    <QueryProvider>
      <ProfilePage />
    </QueryProvider>
  );
}

export function OrdersRoute() {
  return (
    <QueryProvider>
      <OrdersForRole />
    </QueryProvider>
  );
}
