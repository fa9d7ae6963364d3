import { useSession } from '@/lib/session/session-store';
import { AdminOrdersNotice, BusinessOrdersPage, CourierOrdersPage } from './account-orders-pages';
import { ClientOrdersPage } from './client-orders-page';

/**
 * /orders, open to every signed-in role: each sees their own orders. A client gets the full page;
 * a business and a courier a read-only list, since the actions on an order live on their
 * dashboards; an admin has no orders of their own.
 */
export function OrdersForRole() {
  const role = useSession((state) => state.user?.role ?? null);
  switch (role) {
    case 'CLIENT':
      return <ClientOrdersPage />;
    case 'ENTREPRISE':
      return <BusinessOrdersPage />;
    case 'LIVREUR':
      return <CourierOrdersPage />;
    case 'ADMIN':
      return <AdminOrdersNotice />;
    case null:
      // Only between a sign-out and the guard's redirect.
      return null;
  }
}
