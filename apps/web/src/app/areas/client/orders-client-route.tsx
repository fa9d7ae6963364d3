import { ClientOrdersPage } from '@/features/orders/components/client-orders-page';
import { QueryProvider } from '@/lib/query-provider';

export default function OrdersClientRoute() {
  return (
    <QueryProvider>
      <ClientOrdersPage />
    </QueryProvider>
  );
}
